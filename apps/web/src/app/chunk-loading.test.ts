import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk-loading';

describe('loading a page chunk', () => {
  it('gives the page when it arrives', async () => {
    await expect(loadChunk(async () => 'page')).resolves.toBe('page');
  });

  it('tells a download that failed apart from a bug in the page', async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toEqual(new ChunkLoadError('failed'));
    const bug = new RangeError('a bug');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    try {
      const loading = loadChunk(() => new Promise(() => {}));
      const outcome = expect(loading).rejects.toMatchObject({ reason: 'timeout' });
      await vi.advanceTimersByTimeAsync(119_999);
      let settled = false;
      loading.catch(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
