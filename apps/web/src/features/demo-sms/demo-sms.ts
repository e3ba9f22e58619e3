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

/** The viewer's IANA time zone, for the times of the sends. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
