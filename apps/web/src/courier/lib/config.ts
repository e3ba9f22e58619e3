import { localStore } from './local-store';

/** Points are sent in batches this often while a delivery runs (arrival and stop send at once). */
export const DEFAULT_BATCH_MS = 5_000;
/** Without a fix for this long the courier is told there is no GPS signal. */
export const NO_SIGNAL_SECONDS = 30;

/**
 * A positive whole number of milliseconds from `?name=` or localStorage `courier_name`, so the
 * end-to-end test can run the same code on a faster clock; otherwise the default.
 */
function tunable(name: string, fallback: number): number {
  let raw: string | null = null;
  try {
    raw = new URLSearchParams(globalThis.location?.search ?? '').get(name);
  } catch {
    raw = null;
  }
  raw ??= localStore.get(`courier_${name}`);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 100 && value <= 600_000 ? value : fallback;
}

export const config = {
  batchMs: tunable('batch_ms', DEFAULT_BATCH_MS),
  noSignalMs: tunable('no_signal_ms', NO_SIGNAL_SECONDS * 1000),
  /** Issue 16: how often the start screen reads the pending deliveries. */
  pendingPollMs: tunable('pending_poll_ms', 30_000),
};
