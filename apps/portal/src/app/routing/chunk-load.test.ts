import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, withChunkTimeout } from './chunk-load';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('passes a loaded chunk through', async () => {
    await expect(withChunkTimeout(async () => 'page')).resolves.toBe('page');
  });

  it('fails with "Loading chunk failed" after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}));
    const settled = expect(pending).rejects.toThrow('Loading chunk failed');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let done = false;
    void pending.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('turns a script error into a recognisable chunk error', async () => {
    const error = await withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});
