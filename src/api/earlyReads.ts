/**
 * Reads a signed-in visit needs first, sent by the page's head script (src/app/pageHead.ts) with
 * plain `fetch` while the app's code (axios, the contracts) is still loading, instead of after
 * it. The client takes an answer here in place of sending the same call (src/api/client.ts),
 * and reads it with the same envelope, error and contract rules: nothing is decided here. An
 * answer is taken once, for the same token, while fresh; a read that failed to arrive is sent
 * again, but one that ran out of time is the call timing out (its 10 s run from the page's
 * start: sending it again made a person wait 20 s for the error).
 */

/** What the server answered: the HTTP status and the body (parsed JSON, else its text). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/** No answer came within the call's time: the call has timed out. */
export const TIMED_OUT = 'timedOut';

/** What came of a read: the server's answer, `TIMED_OUT`, or null when it failed to arrive otherwise (send it again). */
export type EarlyOutcome = EarlyAnswer | typeof TIMED_OUT | null;

export interface EarlyReads {
  /** What came of a POST of `{}` to `url` with `token`, if the page sent that read and it was not taken yet. */
  take(url: string, body: unknown, token: string | null): Promise<EarlyOutcome> | undefined;
  /** What came of `url` as `take` would give it, without taking it; undefined if it was not sent. */
  peek(url: string): Promise<EarlyOutcome> | undefined;
}

/** The reads a signed-in visit sends first (the client's calls use the same paths). */
export const FIRST_READS = { currentUser: '/api/v2/user/current', home: '/api/catalogue/home' } as const;

/** After this, an unused answer is too old to show: the call is sent as usual. */
export const EARLY_READ_FRESH_MS = 30_000;

export const noEarlyReads: EarlyReads = { take: () => undefined, peek: () => undefined };

interface EarlyReadOptions {
  /** API origin; '' means the app's own origin. */
  baseURL: string;
  token: string;
  urls: readonly string[];
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function sendEarlyReads({ baseURL, token, urls, timeoutMs, fetch: send = fetch, now = Date.now }: EarlyReadOptions): EarlyReads {
  const sentAt = now();
  const pending = new Map(
    urls.map((url) => {
      // The call's own time, counted from now (a timer of its own: tests can move it on).
      const time = new AbortController();
      const timer = setTimeout(() => time.abort(), timeoutMs);
      const outcome = send(`${baseURL}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: '{}',
        signal: time.signal,
      })
        .then(async (response): Promise<EarlyOutcome> => ({ status: response.status, body: parsedBody(await response.text()) }))
        .catch(() => (time.signal.aborted ? TIMED_OUT : null))
        .finally(() => clearTimeout(timer));
      return [url, outcome] as const;
    }),
  );
  return {
    take(url, body, takenWith) {
      const answer = pending.get(url);
      const sameCall = takenWith === token && isEmptyObject(body);
      if (!answer || !sameCall) return undefined;
      pending.delete(url);
      return now() - sentAt <= EARLY_READ_FRESH_MS ? answer : undefined;
    },
    peek: (url) => pending.get(url),
  };
}

/**
 * The pictures of the first `count` categories of a home answer (`data.categories[].image.url`),
 * so the browser can fetch them before the home screen's code is there. Anything else (a
 * refusal, a read that did not arrive, another shape) gives none: the screen fetches its
 * pictures as usual, and the client reads the answer with the full contract.
 */
export function homePicturesOf(answer: EarlyOutcome, count: number): string[] {
  if (typeof answer !== 'object' || answer?.status !== 200) return [];
  const categories = (answer.body as { data?: { categories?: unknown } } | null)?.data?.categories;
  if (!Array.isArray(categories)) return [];
  return categories
    .slice(0, count)
    .map((category: { image?: { url?: unknown } } | null) => category?.image?.url)
    .filter((url): url is string => typeof url === 'string' && url.length > 0);
}

// As the client's transport reads a body: JSON when it is JSON, else the text as it came.
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
