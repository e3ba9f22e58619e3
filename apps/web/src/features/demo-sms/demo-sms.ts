import { DEMO_MESSAGES_PER_HOUR } from '@rutaviva/domain';

const HOUR_SECONDS = 60 * 60;

/**
 * When the next sample may be sent (unix seconds), or null when one may be sent now: with the
 * hour's sends used up, the oldest of them has to leave the one-hour window first.
 */
export function nextSendAt(
  sent: ReadonlyArray<{ sent_at: number }>,
  now: number,
  limit: number = DEMO_MESSAGES_PER_HOUR,
): number | null {
  const inWindow = sent
    .map((item) => item.sent_at)
    .filter((at) => at > now - HOUR_SECONDS)
    .sort((a, b) => b - a);
  if (inWindow.length < limit) return null;
  const oldestCounted = inWindow[limit - 1] ?? now;
  return oldestCounted + HOUR_SECONDS;
}

/** Where the sample's link points before the server has sent one: the tracking demo. */
export function sampleTrackingUrl(origin: string, trackDemoPath: string): string {
  return `${origin.replace(/\/$/, '')}${trackDemoPath}`;
}

/** Splits a message into text and links, so the mock-up can underline the links as phones do. */
export function messageParts(body: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let offset = 0;
  for (const match of body.matchAll(/https?:\/\/\S+/g)) {
    const start = match.index ?? 0;
    if (start > offset) parts.push({ text: body.slice(offset, start), link: false });
    parts.push({ text: match[0], link: true });
    offset = start + match[0].length;
  }
  if (offset < body.length) parts.push({ text: body.slice(offset), link: false });
  return parts;
}

/** The viewer's IANA time zone, for the times of the sends. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
