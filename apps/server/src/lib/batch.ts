/**
 * Loads by key in batches. Keys asked for while this turn of the event loop runs are read together
 * by one `load` call right after it (at most `maxKeys` at a time), and each caller gets its own
 * value, or undefined when `load` found none. At most `maxInFlight` loads run at once: keys asked
 * for while they run wait and go out together in the next one. A burst of requests for different
 * keys (thousands of tracking streams opening after a deploy, or a steady stream of them) then
 * costs a few queries, not one each, while a lone request is read at once.
 * A failed `load` rejects every caller of its batch.
 */
interface Caller<V> {
  resolve(value: V): void;
  reject(error: unknown): void;
}

export interface BatchOptions {
  /** Keys per `load` call. */
  maxKeys?: number;
  /** `load` calls running at once; further keys wait for one to finish. */
  maxInFlight?: number;
}

export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  { maxKeys = 500, maxInFlight = 2 }: BatchOptions = {},
): (key: K) => Promise<V | undefined> {
  const waiting = new Map<K, Caller<V | undefined>[]>();
  let scheduled = false;
  let inFlight = 0;

  const schedule = () => {
    if (scheduled || waiting.size === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  };

  const run = (slice: K[], callers: Map<K, Caller<V | undefined>[]>) => {
    inFlight++;
    load(slice)
      .then(
        (found) => {
          for (const key of slice)
            for (const caller of callers.get(key) ?? []) caller.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const caller of callers.get(key) ?? []) caller.reject(error);
        },
      )
      .finally(() => {
        inFlight--;
        schedule();
      });
  };

  function flush() {
    scheduled = false;
    const keys = [...waiting.keys()];
    // As many loads as may run now; the keys left over wait for one of them to finish.
    const room = Math.max(1, maxInFlight - inFlight);
    const taken = keys.slice(0, room * maxKeys);
    const batch = new Map<K, Caller<V | undefined>[]>();
    for (const key of taken) {
      batch.set(key, waiting.get(key) ?? []);
      waiting.delete(key);
    }
    for (let start = 0; start < taken.length; start += maxKeys)
      run(taken.slice(start, start + maxKeys), batch);
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      schedule();
    });
}
