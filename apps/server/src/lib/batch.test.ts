import { describe, expect, it, vi } from 'vitest';
import { batchLoader } from './batch';

describe('batchLoader', () => {
  it('reads the keys asked for in the same turn with one load, each caller getting its own value', async () => {
    const loads: string[][] = [];
    const load = batchLoader(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    });
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
    // A later turn is a new batch.
    expect(await load('c')).toBe('C');
    expect(loads).toEqual([['a', 'b', 'missing'], ['c']]);
  });

  it('splits a large batch into loads of at most maxKeys', async () => {
    const sizes: number[] = [];
    const load = batchLoader(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((key) => [key, key * 2]));
      },
      { maxKeys: 2, maxInFlight: 3 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(load))).toEqual([2, 4, 6, 8, 10]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('runs at most maxInFlight loads at once; keys asked for meanwhile go out together in the next', async () => {
    const loads: string[][] = [];
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const load = batchLoader(
      async (keys: string[]) => {
        loads.push(keys);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((open) => gates.push(open));
        running--;
        return new Map(keys.map((key) => [key, key]));
      },
      { maxInFlight: 1 },
    );
    const first = load('a');
    await vi.waitFor(() => expect(loads).toEqual([['a']]));
    // Asked for in three different turns while the first load runs.
    const later = [load('b')];
    await new Promise((next) => setImmediate(next));
    later.push(load('c'));
    await new Promise((next) => setImmediate(next));
    later.push(load('b'));
    expect(loads).toEqual([['a']]);
    gates.shift()?.();
    expect(await first).toBe('a');
    await vi.waitFor(() => expect(loads).toEqual([['a'], ['b', 'c']]));
    gates.shift()?.();
    expect(await Promise.all(later)).toEqual(['b', 'c', 'b']);
    expect(most).toBe(1);
  });

  it('rejects every caller of a failed load, and loads again afterwards', async () => {
    let fail = true;
    const load = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database away');
      return new Map(keys.map((key) => [key, key.length]));
    });
    const results = await Promise.allSettled([load('x'), load('yy')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('yy')).toBe(2);
  });
});
