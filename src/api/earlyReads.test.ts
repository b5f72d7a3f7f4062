import { describe, expect, it, vi } from 'vitest';
import { EARLY_READ_FRESH_MS, homePicturesOf, sendEarlyReads } from './earlyReads';

const answer = (status: number, text: string) => Promise.resolve(new Response(text, { status }));

function reads(fetch: typeof globalThis.fetch, now = () => 0) {
  return sendEarlyReads({ baseURL: 'https://api.example', token: 'token-1', urls: ['/api/a', '/api/b'], timeoutMs: 10_000, fetch, now });
}

describe('sendEarlyReads', () => {
  it('sends each read at once as a POST of {} with the token, before anyone takes it', () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => answer(200, '{}'));
    reads(fetch);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://api.example/api/a', 'https://api.example/api/b']);
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', body: '{}', headers: { Authorization: 'token-1', 'Content-Type': 'application/json' } });
  });

  it('gives the status and the parsed body to the same call, once', async () => {
    const early = reads(() => answer(500, '{"code":400,"message":"Token expired"}'));
    await expect(early.take('/api/a', {}, 'token-1')).resolves.toEqual({ status: 500, body: { code: 400, message: 'Token expired' } });
    expect(early.take('/api/a', {}, 'token-1')).toBeUndefined();
  });

  it('keeps a body that is not JSON as its text', async () => {
    const early = reads(() => answer(502, 'Bad gateway'));
    await expect(early.take('/api/b', {}, 'token-1')).resolves.toEqual({ status: 502, body: 'Bad gateway' });
  });

  it('gives nothing to another call: another path, a body, another token', () => {
    const early = reads(() => answer(200, '{}'));
    expect(early.take('/api/c', {}, 'token-1')).toBeUndefined();
    expect(early.take('/api/a', { page: 2 }, 'token-1')).toBeUndefined();
    expect(early.take('/api/a', {}, 'token-2')).toBeUndefined();
    expect(early.take('/api/a', {}, null)).toBeUndefined();
  });

  it('resolves to null when the read did not arrive, so the call is sent again', async () => {
    const early = reads(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(early.take('/api/a', {}, 'token-1')).resolves.toBeNull();
  });

  it('resolves to "timedOut" when no answer came within the call\'s time, so the call times out instead of being sent again', async () => {
    vi.useFakeTimers();
    try {
      const held: typeof fetch = (_, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      const early = reads(held);
      const answer = early.take('/api/a', {}, 'token-1');
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(answer).resolves.toBe('timedOut');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an answer nobody took while it was fresh', () => {
    let time = 0;
    const early = reads(() => answer(200, '{}'), () => time);
    time = EARLY_READ_FRESH_MS + 1;
    expect(early.take('/api/a', {}, 'token-1')).toBeUndefined();
    expect(early.take('/api/a', {}, 'token-1')).toBeUndefined();
  });
});

describe('peek', () => {
  it('shows the answer without taking it', async () => {
    const early = reads(() => answer(200, '{"code":200}'));
    await expect(early.peek('/api/a')).resolves.toEqual({ status: 200, body: { code: 200 } });
    await expect(early.take('/api/a', {}, 'token-1')).resolves.toEqual({ status: 200, body: { code: 200 } });
    expect(early.peek('/api/a')).toBeUndefined();
    expect(early.peek('/api/c')).toBeUndefined();
  });
});

describe('homePicturesOf', () => {
  const category = (url: unknown) => ({ id: 1, name: 'Coffee', image: { url, width: 320, height: 200 } });

  it('gives the pictures of the first categories of a home answer', () => {
    const body = { code: 200, data: { categories: [category('/a.svg'), category('/b.svg'), category('/c.svg')], extra: true } };
    expect(homePicturesOf({ status: 200, body }, 2)).toEqual(['/a.svg', '/b.svg']);
  });

  it('gives none for a refusal, a lost read or an answer of another shape', () => {
    expect(homePicturesOf(null, 2)).toEqual([]);
    expect(homePicturesOf({ status: 500, body: { code: 400 } }, 2)).toEqual([]);
    expect(homePicturesOf({ status: 200, body: 'Bad gateway' }, 2)).toEqual([]);
    expect(homePicturesOf({ status: 200, body: { data: { categories: 'none' } } }, 2)).toEqual([]);
    expect(homePicturesOf({ status: 200, body: { data: { categories: [null, category(7), category('')] } } }, 3)).toEqual([]);
  });
});
