import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants';

const CHUNK_LOAD_MESSAGES = {
  failed: 'This part of the app could not be loaded.',
  timeout: 'This part of the app took too long to load.',
  unreachable: 'This part of the app could not be loaded: the server cannot be reached.',
} as const;

export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout' | 'unreachable') {
    super(CHUNK_LOAD_MESSAGES[reason]);
  }
}

const RELOAD_MARK = 'lyla:chunk-reload';

export interface ChunkLoaderOptions {
  timeoutMs?: number;
  /** Where the one-reload mark lives (sessionStorage in the browser): it outlasts the reload. */
  marks: Pick<Storage, 'getItem' | 'setItem'>;
  /** This page's build (a name that changes with every build, e.g. a hashed script's URL). */
  build: string;
  reload: () => void;
  /** Whether the server answers at all (it fetches the app's page); a reload while it does not would lose the page. */
  serverAnswers: () => Promise<boolean>;
}

/**
 * Loads a lazy screen's chunk. A chunk that cannot be fetched from a server that answers is
 * usually stale after a redeploy (its hashed name is gone), so the page reloads once to pick
 * up the new build: once per build, remembered across the reload. A page of the same build
 * that still cannot fetch it is not stale, and reloading it again would never end (issue 26:
 * 44 reloads in 15 s, when the chunks the reloaded page loaded fine re-armed the reload).
 * While the server cannot be reached nothing reloads (the page and what is typed on it stay);
 * that, a failure after the reload or a timeout is the caller's error with a retry.
 */
export function createChunkLoader({ timeoutMs = CHUNK_LOAD_TIMEOUT_MS, marks, build, reload, serverAnswers }: ChunkLoaderOptions) {
  /** Whether this build has had its reload; it is marked before the reload, and a mark that cannot be kept allows none. */
  const reloadsFirst = () => {
    try {
      if (marks.getItem(RELOAD_MARK) === build) return false;
      marks.setItem(RELOAD_MARK, build);
      return true;
    } catch {
      return false;
    }
  };
  return async function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    });
    try {
      return await Promise.race([load(), timeout]);
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      if (!(await serverAnswers())) throw new ChunkLoadError('unreachable');
      if (reloadsFirst()) {
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
