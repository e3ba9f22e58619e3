import { CHUNK_LOAD_TIMEOUT_SECONDS } from '@rutaviva/domain';

/** A page's code that did not arrive: the network failed, or it took longer than SPEC §9 allows. */
export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(reason === 'timeout' ? 'the page took too long to load' : 'the page could not load');
  }
}

/**
 * Loads a page's chunk, giving up after SPEC §9's 120 seconds, so a phone on a dead network
 * shows a retry prompt rather than a spinner forever. A failed import is told apart from a bug.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_SECONDS * 1000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Browsers word a failed dynamic import differently; all of them are a TypeError.
        reject(error instanceof TypeError ? new ChunkLoadError('failed') : error);
      },
    );
  });
}
