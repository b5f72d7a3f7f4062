import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, createChunkLoader } from './chunkLoader';

function memoryMarks() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const stale = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('createChunkLoader', () => {
  it('resolves with the module', async () => {
    const load = createChunkLoader({ marks: memoryMarks(), reload: vi.fn() });
    await expect(load(async () => ({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });

  it('reloads the page once for a chunk that cannot be fetched, then reports the failure', async () => {
    const reload = vi.fn();
    const marks = memoryMarks();
    const load = createChunkLoader({ marks, reload });
    void load(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(load(stale)).rejects.toEqual(new ChunkLoadError('failed'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful load re-arms the one reload', async () => {
    const reload = vi.fn();
    const marks = memoryMarks();
    const load = createChunkLoader({ marks, reload });
    void load(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await load(async () => ({}));
    void load(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('gives up after the chunk timeout without reloading', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const load = createChunkLoader({ marks: memoryMarks(), reload, timeoutMs: 120_000 });
      const pending = load(() => new Promise(() => {}));
      const outcome = expect(pending).rejects.toEqual(new ChunkLoadError('timeout'));
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
