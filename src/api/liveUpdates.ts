import { readLiveUpdate, type LiveUpdate } from './contract/liveUpdates';
import { EnvelopeError, TransportError } from './errors';

export const LIVE_UPDATES_PATH = '/reactapi/live/updates';

/**
 * The server writes to an open stream at least every 15 s (a heartbeat, docs/api.md): a
 * stream silent for longer is dead though still open (a network gone quiet, a server that
 * stopped), and is dropped to be opened again.
 */
export const LIVE_SILENCE_LIMIT_MS = 25_000;

/**
 * Server-sent events, parsed from text as it arrives in chunks of any size: lines may be cut
 * anywhere, an event's several `data:` lines join with a newline, a blank line ends the event,
 * comments (`: heartbeat`) and other fields are skipped.
 */
export function createEventParser(onData: (data: string) => void) {
  let pending = '';
  let dataLines: string[] = [];

  const takeLine = (line: string) => {
    if (line === '') {
      if (dataLines.length > 0) onData(dataLines.join('\n'));
      dataLines = [];
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(text: string) {
      pending += text;
      // A '\r' at the very end may be the first half of '\r\n': keep it for the next chunk.
      const holdCarriageReturn = pending.endsWith('\r');
      const lines = (holdCarriageReturn ? pending.slice(0, -1) : pending).split(/\r\n|\r|\n/);
      pending = (lines.pop() ?? '') + (holdCarriageReturn ? '\r' : '');
      for (const line of lines) takeLine(line);
    },
  };
}

export interface LiveStreamOptions {
  /** API origin; '' means the app's own origin. */
  baseURL: string;
  token: string;
  signal: AbortSignal;
  /** The server accepted the stream: updates flow from now on. */
  onOpen: () => void;
  onUpdate: (update: LiveUpdate) => void;
  fetch?: typeof fetch;
  silenceLimitMs?: number;
}

/**
 * Reads the live updates stream until it ends (resolves) or fails (rejects with an API
 * error; also when it stays silent past `LIVE_SILENCE_LIMIT_MS`). The token goes in the
 * Authorization header, never in the URL. Updates of unknown types, or that do not parse,
 * are skipped.
 */
export async function readLiveUpdates({
  baseURL,
  token,
  signal,
  onOpen,
  onUpdate,
  fetch: fetchImpl = fetch,
  silenceLimitMs = LIVE_SILENCE_LIMIT_MS,
}: LiveStreamOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseURL}${LIVE_UPDATES_PATH}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal,
      cache: 'no-store',
    });
  } catch {
    if (signal.aborted) return;
    throw new TransportError();
  }
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw await refusal(response);
  }
  onOpen();

  const parser = createEventParser((data) => {
    const update = parseJson(data);
    if (update) onUpdate(update);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const stopReading = () => void reader.cancel().catch(() => {});
  // Not every fetch ties the body to the signal: stop reading on abort either way.
  signal.addEventListener('abort', stopReading, { once: true });
  let silent = false;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const listen = () => {
    clearTimeout(silence);
    silence = setTimeout(() => {
      silent = true;
      stopReading();
    }, silenceLimitMs);
  };
  try {
    listen();
    for (;;) {
      const { done, value } = await reader.read();
      if (silent) throw new TransportError();
      if (done) return;
      listen();
      parser.push(value);
    }
  } catch {
    if (signal.aborted) return;
    throw new TransportError();
  } finally {
    clearTimeout(silence);
  }
}

function parseJson(data: string): LiveUpdate | null {
  try {
    return readLiveUpdate(JSON.parse(data));
  } catch {
    return null;
  }
}

async function refusal(response: Response): Promise<EnvelopeError> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : response.statusText;
  return new EnvelopeError(message, response.status, typeof body?.code === 'number' ? body.code : undefined);
}
