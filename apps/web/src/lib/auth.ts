import { type CurrentUser, CurrentUserSchema, LanguageSchema, type Session } from '@rutaviva/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { identify, resetIdentity } from './analytics';
import { ApiError, api, parseResponse } from './api';
import { reportError, reportRequestFailure } from './error-reporting';
import { setLanguage } from './i18n';
import { queryClient } from './query-client';
import { storage } from './storage';

/** SPEC §4 "Login state": unknown until the start-up check answers. */
export type AuthStatus = 'unknown' | 'logged_in' | 'logged_out';

let status: AuthStatus = storage.get('jwt_token') ? 'unknown' : 'logged_out';
const listeners = new Set<() => void>();

function setStatus(next: AuthStatus) {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function getAuthStatus(): AuthStatus {
  return status;
}

export function useAuthStatus(): AuthStatus {
  // A prerendered page (src/prerender) is a visitor's: logged out until hydrated.
  return useSyncExternalStore(subscribe, getAuthStatus, () => 'logged_out');
}

/** The start-up check: POST /api/verify_token with the stored token. */
export async function verifyStoredSession(): Promise<void> {
  const jwtToken = storage.get('jwt_token');
  if (!jwtToken) return setStatus('logged_out');
  try {
    const answer = await api.post<{ data?: unknown }>(
      '/api/verify_token',
      { jwt_token: jwtToken },
      { unreported: true },
    );
    if (answer?.data === true) return setStatus('logged_in');
    storage.clearSession();
    setStatus('logged_out');
  } catch (error) {
    // SPEC §8: a failed start-up check is reported without a message to the user. The keys
    // stay, so the next visit can try again once the server is reachable.
    if (error instanceof ApiError) reportRequestFailure('POST', '/api/verify_token', error, 'startup_auth');
    else reportError(error, 'startup_auth');
    setStatus('logged_out');
  }
}

/** Signup and login success (SPEC §4): keep the session and mark the user logged in. */
export function startSession(session: Session) {
  queryClient.clear();
  storage.saveSession(session);
  identify(session.user_id);
  if (!LanguageSchema.safeParse(storage.get('language')).success) setLanguage(session.language);
  setStatus('logged_in');
}

/** Logout and any 401: clear the session keys (language and my_referrer stay). */
export function endSession() {
  resetIdentity();
  storage.clearSession();
  queryClient.clear();
  setStatus('logged_out');
}

export const currentUserKey = (userId: string | null) => ['current-user', userId] as const;

/** Reads the signed-in user again: a write that moves the onboarding on, or renames the company. */
export function refreshCurrentUser(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: currentUserKey(storage.get('user_id')) });
}

async function getCurrentUser(userId: string, signal: AbortSignal): Promise<CurrentUser> {
  const payload = await api.get(`/api/users/${encodeURIComponent(userId)}`, { signal });
  return parseResponse(CurrentUserSchema, payload);
}

/** The signed-in user, loaded by the stored user_id. */
export function useCurrentUser() {
  const authStatus = useAuthStatus();
  const userId = storage.get('user_id');
  return useQuery({
    queryKey: currentUserKey(userId),
    queryFn: ({ signal }) => getCurrentUser(userId ?? '', signal),
    enabled: authStatus === 'logged_in' && userId !== null,
  });
}

function setIfChanged(key: 'onboarding_state' | 'country_iso' | 'email' | 'business_id', value: string) {
  if (storage.get(key) !== value) storage.set(key, value);
}

/** Keeps the stored onboarding state and branches in step with the server's user record. */
export function useSessionSync() {
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (!user) return;
    setIfChanged('onboarding_state', user.onboarding_state);
    setIfChanged('country_iso', user.country_iso);
    setIfChanged('email', user.email);
    setIfChanged('business_id', user.business_id);
    if (JSON.stringify(storage.branches()) !== JSON.stringify(user.branch_names)) {
      storage.setBranches(user.branch_names);
    }
  }, [user]);
}
