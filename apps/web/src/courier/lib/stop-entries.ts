import type { OutboxEntry } from './sync';

/** What the courier may add at "Stop delivery" (issue 15); all of it optional. */
export interface StopProof {
  /** Already resized on the phone (photo-resize.ts). */
  photo?: Blob | null;
  /** Unix seconds when the photo was taken. */
  takenAt?: number;
  recipientName?: string;
}

/**
 * The queue entries of a stop: the end itself, always, then the photo when there is one. The
 * photo goes after the end, so a slow or refused upload never holds the stop back.
 */
export function stopEntries(trip: string, notes: string, proof: StopProof, now: number): OutboxEntry[] {
  const text = notes.trim();
  const recipient = proof.recipientName?.trim() ?? '';
  const end: OutboxEntry = {
    kind: 'end',
    trip,
    ...(text ? { notes: text } : {}),
    ...(recipient ? { recipient_name: recipient } : {}),
  };
  if (!proof.photo) return [end];
  return [
    end,
    {
      kind: 'photo',
      trip,
      photo: proof.photo,
      taken_at: proof.takenAt ?? now,
      ...(recipient ? { recipient_name: recipient } : {}),
    },
  ];
}
