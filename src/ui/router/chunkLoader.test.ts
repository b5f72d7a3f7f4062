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

const BUILD = '/site/app/assets/app-1.js';

const stale = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const answers = async () => true;

describe('createChunkLoader', () => {
  it('resolves with the module', async () => {
    const load = createChunkLoader({ marks: memoryMarks(), build: BUILD, reload: vi.fn(), serverAnswers: answers });
    await expect(load(async () => ({ default: 'screen' }))).resolves.toEqual({ default: 'screen' });
  });

  it('reloads the page once for a chunk that cannot be fetched, then reports the failure', async () => {
    const reload = vi.fn();
    const marks = memoryMarks();
    const load = createChunkLoader({ marks, build: BUILD, reload, serverAnswers: answers });
    void load(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(load(stale)).rejects.toEqual(new ChunkLoadError('failed'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the reloaded page of the same build does not reload again, though its other chunks load', async () => {
    const reload = vi.fn();
    const marks = memoryMarks();
    void createChunkLoader({ marks, build: BUILD, reload, serverAnswers: answers })(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page after the reload: the same build, its first chunks come, the broken one does not.
    const reloaded = createChunkLoader({ marks, build: BUILD, reload, serverAnswers: answers });
    await reloaded(async () => ({}));
    await expect(reloaded(stale)).rejects.toEqual(new ChunkLoadError('failed'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a new build has its own one reload', async () => {
    const reload = vi.fn();
    const marks = memoryMarks();
    void createChunkLoader({ marks, build: BUILD, reload, serverAnswers: answers })(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    void createChunkLoader({ marks, build: '/site/app/assets/app-2.js', reload, serverAnswers: answers })(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('does not reload when the mark cannot be kept (storage refused): the reload could not be counted', async () => {
    const reload = vi.fn();
    const refused = { getItem: () => null, setItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    await expect(createChunkLoader({ marks: refused, build: BUILD, reload, serverAnswers: answers })(stale)).rejects.toEqual(new ChunkLoadError('failed'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives up after the chunk timeout without reloading', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const load = createChunkLoader({ marks: memoryMarks(), build: BUILD, reload, timeoutMs: 120_000, serverAnswers: answers });
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

  it('does not reload while the server cannot be reached: the page stays, with the reason', async () => {
    const reload = vi.fn();
    const marks = memoryMarks();
    let reachable = false;
    const load = createChunkLoader({ marks, build: BUILD, reload, serverAnswers: async () => reachable });
    await expect(load(stale)).rejects.toEqual(new ChunkLoadError('unreachable'));
    expect(new ChunkLoadError('unreachable').message).toBe('This part of the app could not be loaded: the server cannot be reached.');
    expect(reload).not.toHaveBeenCalled();
    // Back, and the chunk is still missing: a new build, so the one reload is still there to use.
    reachable = true;
    void load(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
