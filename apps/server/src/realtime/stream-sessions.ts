/** The longest a monitor stream lives, however long its session: a leaked token gives no more. */
export const MONITOR_STREAM_MAX_MS = 12 * 60 * 60 * 1000;

/** The viewer's session a stream stays open with; streams of one `key` share each check. */
export interface StreamSession {
  key: string;
  isCurrent: () => Promise<boolean>;
  /** True once this stream's own time is up (its session token expired, or the cap on its life). */
  expired?: () => boolean;
}

/**
 * The streams whose session no longer holds (a password reset, log out everywhere, the admin
 * removed): one read per session, however many streams it has open. A failed read counts as
 * holding, so a database hiccup ends no stream; the next check tells.
 */
export async function streamsOfEndedSessions<T extends { session?: StreamSession }>(
  streams: Iterable<T>,
): Promise<T[]> {
  const bySession = new Map<string, { isCurrent: () => Promise<boolean>; streams: T[] }>();
  const expired: T[] = [];
  for (const stream of streams) {
    if (!stream.session) continue;
    if (stream.session.expired?.()) {
      expired.push(stream);
      continue;
    }
    const { key, isCurrent } = stream.session;
    const group = bySession.get(key);
    if (group) group.streams.push(stream);
    else bySession.set(key, { isCurrent, streams: [stream] });
  }
  const ended = await Promise.all(
    [...bySession.values()].map(async (group) =>
      (await group.isCurrent().catch(() => true)) ? [] : group.streams,
    ),
  );
  return [...expired, ...ended.flat()];
}
