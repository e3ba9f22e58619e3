/**
 * Loads by key in batches: the keys asked for while this turn of the event loop runs are read
 * together by one `load` call right after it (at most `maxKeys` at a time), and each caller gets
 * its own value, or undefined when `load` found none. A burst of requests for different keys
 * (thousands of tracking streams opening after a deploy) then costs a few queries, not one each.
 * A failed `load` rejects every caller of its batch.
 */
interface Caller<V> {
  resolve(value: V): void;
  reject(error: unknown): void;
}

export function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxKeys = 500,
): (key: K) => Promise<V | undefined> {
  let waiting = new Map<K, Caller<V | undefined>[]>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxKeys) {
      const slice = keys.slice(start, start + maxKeys);
      load(slice).then(
        (found) => {
          for (const key of slice) for (const caller of batch.get(key) ?? []) caller.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const caller of batch.get(key) ?? []) caller.reject(error);
        },
      );
    }
  };
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
