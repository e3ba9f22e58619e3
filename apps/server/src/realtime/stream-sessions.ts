/** The longest a monitor stream lives, however long its session: a leaked token gives no more. */
export const MONITOR_STREAM_MAX_MS = 12 * 60 * 60 * 1000;

/** The admin's session a stream stays open with; streams of one `key` share each check. */
export interface StreamSession {
  key: string;
  userId: string;
  businessId: string;
  sessionVersion: number;
  /** True once this stream's own time is up (its session token expired, or the cap on its life). */
  expired?: () => boolean;
}

/** The business and session version of each admin of `userIds` that still exists. */
export type AdminSessionsOf = (
  userIds: string[],
) => Promise<Map<string, { businessId: string; sessionVersion: number }>>;

/** Admins read per query: thousands of monitors may be open at once. */
const CHUNK = 500;

/**
 * The streams whose session no longer holds (a password reset, log out everywhere, the admin
 * removed or moved) or whose time is up: one query per 500 admins, however many streams they
 * have open. A failed read counts as holding, so a database hiccup ends no stream; the next
 * check tells.
 */
export async function streamsOfEndedSessions<T extends { session?: StreamSession }>(
  streams: Iterable<T>,
  sessionsOf?: AdminSessionsOf,
): Promise<T[]> {
  const ended: T[] = [];
  const byUser = new Map<string, T[]>();
  for (const stream of streams) {
    const { session } = stream;
    if (!session) continue;
    if (session.expired?.()) ended.push(stream);
    else byUser.set(session.userId, [...(byUser.get(session.userId) ?? []), stream]);
  }
  if (!sessionsOf) return ended;
  const userIds = [...byUser.keys()];
  for (let from = 0; from < userIds.length; from += CHUNK) {
    const chunk = userIds.slice(from, from + CHUNK);
    const current = await sessionsOf(chunk).catch(() => undefined);
    if (!current) continue;
    for (const userId of chunk) {
      const admin = current.get(userId);
      for (const stream of byUser.get(userId) ?? []) {
        const session = stream.session as StreamSession;
        if (admin?.businessId !== session.businessId || admin.sessionVersion !== session.sessionVersion)
          ended.push(stream);
      }
    }
  }
  return ended;
}
