import { type Branch, BranchSchema, type Session } from '@rutaviva/domain';
import { useSyncExternalStore } from 'react';

/**
 * SPEC §4 "Login state": logout clears token, user id, branch names, selected branch, onboarding
 * state, banner, email and country; language and my_referrer stay. business_id is session data
 * of ours, so it goes with them.
 */
export const SESSION_KEYS = [
  'jwt_token',
  'user_id',
  'branch_names',
  'selected_branch_id',
  'onboarding_state',
  'sub_banner',
  'email',
  'country_iso',
  'business_id',
] as const;

/**
 * Issue 13: a salesperson's session, kept apart from the admin's so that neither token is ever
 * sent where the other belongs, and so that either sign-out leaves the other session alone.
 */
export const SALESPERSON_KEYS = ['salesperson_token'] as const;

/** SPEC §3 "Browser storage", plus business_id, which GET /api/business needs. */
export const STORAGE_KEYS = ['language', 'my_referrer', ...SESSION_KEYS, ...SALESPERSON_KEYS] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** The part of the Web Storage API this module uses, so tests can pass a fake. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when the browser allows it (private modes may throw), else memory. */
function browserBackend(): StorageBackend {
  try {
    const probe = '__rutaviva_probe__';
    globalThis.localStorage.setItem(probe, probe);
    globalThis.localStorage.removeItem(probe);
    return globalThis.localStorage;
  } catch {
    return memoryBackend();
  }
}

export function createStorage(backend: StorageBackend) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const get = (key: StorageKey): string | null => backend.getItem(key);
  const set = (key: StorageKey, value: string | null) => {
    if (value === null) backend.removeItem(key);
    else backend.setItem(key, value);
    notify();
  };

  const branches = (): Branch[] => {
    try {
      const parsed = BranchSchema.array().safeParse(JSON.parse(get('branch_names') ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  /**
   * Nothing chosen means every branch (issue 10): `selected_branch_id` holds a branch only once
   * the user picks one, and is forgotten when the business no longer has it.
   */
  const setBranches = (list: readonly Branch[]) => {
    set('branch_names', JSON.stringify(list));
    const selected = get('selected_branch_id');
    if (selected !== null && !list.some((branch) => branch.id === selected)) set('selected_branch_id', null);
  };

  return {
    get,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Tells subscribers that another tab changed the storage. */
    notify,

    branches,
    setBranches,

    /** Keeps what signup and login return. */
    saveSession(session: Session) {
      set('jwt_token', session.jwt_token);
      set('user_id', session.user_id);
      set('business_id', session.business_id);
      set('email', session.email);
      set('country_iso', session.country_iso);
      set('onboarding_state', session.onboarding_state);
      setBranches(session.branch_names);
    },

    clearSession() {
      for (const key of SESSION_KEYS) backend.removeItem(key);
      notify();
    },
  };
}

export type AppStorage = ReturnType<typeof createStorage>;

export const storage: AppStorage = createStorage(
  typeof globalThis.localStorage === 'undefined' ? memoryBackend() : browserBackend(),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (STORAGE_KEYS as readonly string[]).includes(event.key)) storage.notify();
  });
}

/** A stored value that re-renders its component when it changes. */
export function useStoredValue(key: StorageKey): string | null {
  // A prerendered page (src/prerender) is a visitor's, with nothing stored.
  return useSyncExternalStore(
    storage.subscribe,
    () => storage.get(key),
    () => null,
  );
}
