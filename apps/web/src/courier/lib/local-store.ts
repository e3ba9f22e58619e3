/** localStorage that never throws (private modes and full disks do), with change listeners. */
const listeners = new Set<() => void>();

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const localStore = {
  get(key: string): string | null {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) backend()?.removeItem(key);
      else backend()?.setItem(key, value);
    } catch {
      // Nothing to do: the value lives in memory until the page closes.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  // Another tab logged out or switched language.
  window.addEventListener('storage', () => {
    for (const listener of listeners) listener();
  });
}
