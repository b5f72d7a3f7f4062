import { describe, expect, it, vi } from 'vitest';
import { EARLY_READ_FRESH_MS, sendEarlyReads } from './earlyReads';

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

  it('drops an answer nobody took while it was fresh', () => {
    let time = 0;
    const early = reads(() => answer(200, '{}'), () => time);
    time = EARLY_READ_FRESH_MS + 1;
    expect(early.take('/api/a', {}, 'token-1')).toBeUndefined();
    expect(early.take('/api/a', {}, 'token-1')).toBeUndefined();
  });
});
