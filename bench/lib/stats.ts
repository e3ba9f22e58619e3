/** Nearest-rank percentile of `values` (0 < p ≤ 100); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** A number with `digits` decimals and thousands separators. */
export function fmt(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function log(message: string): void {
  const seconds = (performance.now() / 1000).toFixed(1).padStart(6);
  console.log(`[${seconds}s] ${message}`);
}

/** Runs `task` over `items` with at most `concurrency` at a time. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
