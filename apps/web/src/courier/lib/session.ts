import type { CourierSession } from '@rutaviva/domain';
import { useSyncExternalStore } from 'react';
import { localStore } from './local-store';

export type { CourierSession };

/** POST /api/courier/login's answer is kept under its own key, so the admin app's jwt_token is untouched. */
const SESSION_KEY = 'courier_session';

let cachedRaw: string | null = null;
let cachedSession: CourierSession | null = null;

function isSession(value: unknown): value is CourierSession {
  const session = value as Partial<CourierSession> | null;
  return (
    typeof session?.jwt_token === 'string' &&
    typeof session.courier?.id === 'string' &&
    typeof session.business?.country_iso === 'string'
  );
}

export function readSession(): CourierSession | null {
  const raw = localStore.get(SESSION_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedSession = isSession(parsed) ? parsed : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

export function saveSession(session: CourierSession): void {
  localStore.set(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStore.set(SESSION_KEY, null);
}

export function useSession(): CourierSession | null {
  return useSyncExternalStore(localStore.subscribe, readSession);
}

let endedByServer = false;

/** A 401 on a courier call: the token expired or the courier was deactivated. */
export function endSessionByServer(): void {
  endedByServer = true;
  clearSession();
}

/** Whether the last session was ended by the server (told once, on the login screen). */
export function takeSessionEnded(): boolean {
  const ended = endedByServer;
  endedByServer = false;
  return ended;
}
