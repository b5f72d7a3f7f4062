import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';

export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(reason === 'timeout' ? 'This part of the app took too long to load.' : 'This part of the app could not be loaded.');
  }
}

const RELOAD_MARK = 'lyla:chunk-reload';

export interface ChunkLoaderOptions {
  timeoutMs?: number;
  /** Where the one-reload mark lives (sessionStorage in the browser). */
  marks: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

/**
 * Loads a lazy screen's chunk. A chunk that cannot be fetched is usually stale after a
 * redeploy (its hashed name is gone), so the page reloads once to pick up the new build;
 * if it fails again, or times out, the caller shows an error with a retry.
 */
export function createChunkLoader({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS, marks, reload }: ChunkLoaderOptions) {
  return async function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      marks.removeItem(RELOAD_MARK);
      return module;
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      if (marks.getItem(RELOAD_MARK) === null) {
        marks.setItem(RELOAD_MARK, String(Date.now()));
        reload();
        return new Promise<Module>(() => {}); // the page is going away
      }
      throw new ChunkLoadError('failed');
    } finally {
      clearTimeout(timer);
    }
  };
}

export type LoadChunk = ReturnType<typeof createChunkLoader>;
