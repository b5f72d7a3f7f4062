import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, SHOWS_NOT_FOUND, type ApiClientOptions } from './client';
import { sendEarlyReads } from './earlyReads';

const anything = z.unknown();

function respond(status: number, data: unknown): AxiosAdapter {
  return async (config) => ({ status, statusText: '', headers: {}, config, data });
}

function setup(adapter: AxiosAdapter, overrides: Partial<ApiClientOptions> = {}) {
  const onSessionFault = vi.fn();
  const onFailureMessage = vi.fn();
  const onOverlayChange = vi.fn();
  const client = createApiClient({
    baseURL: '',
    readToken: () => 'stored-token',
    onSessionFault,
    onFailureMessage,
    onOverlayChange,
    adapter,
    ...overrides,
  });
  return { client, onSessionFault, onFailureMessage, onOverlayChange };
}

describe('createApiClient', () => {
  it('sends the stored token as Authorization and resolves with the checked data', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup(async (config) => {
      seen = config;
      return { status: 200, statusText: '', headers: {}, config, data: { code: 200, data: { id: 7 } } };
    });
    await expect(client.post('/api/x', { a: 1 }, z.object({ id: z.number() }))).resolves.toEqual({ id: 7 });
    expect(seen?.headers.Authorization).toBe('stored-token');
    expect(seen?.timeout).toBe(10_000);
    expect(JSON.parse(String(seen?.data))).toEqual({ a: 1 });
  });

  it('sends no Authorization when the call opts out of credentials', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup(async (config) => {
      seen = config;
      return { status: 200, statusText: '', headers: {}, config, data: {} };
    });
    await client.post('/reactapi/dictionary/interests', {}, anything, { credentials: false });
    expect(seen?.headers.Authorization).toBeUndefined();
  });

  it('a read whose screen shows its own not-found state toasts no 404, and every other failure still (said once)', async () => {
    const notFound = setup(respond(404, { code: 40400, message: 'Product not found', data: null }));
    await expect(notFound.client.post('/api/x', {}, anything, SHOWS_NOT_FOUND)).rejects.toMatchObject({ kind: 'envelope', status: 404 });
    expect(notFound.onFailureMessage).not.toHaveBeenCalled();
    await expect(notFound.client.post('/api/x', {}, anything)).rejects.toMatchObject({ status: 404 });
    expect(notFound.onFailureMessage).toHaveBeenCalledWith('Product not found');
    const broken = setup(respond(500, { code: 50000, message: 'There is something wrong', data: null }));
    await expect(broken.client.post('/api/x', {}, anything, SHOWS_NOT_FOUND)).rejects.toMatchObject({ status: 500 });
    expect(broken.onFailureMessage).toHaveBeenCalledWith('There is something wrong');
  });

  it('an envelope failure toasts the nested data message and rejects', async () => {
    const { client, onFailureMessage, onSessionFault } = setup(
      respond(200, { code: 50000, message: 'outer', data: { message: 'Card declined' } }),
    );
    await expect(client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'envelope', message: 'Card declined' });
    expect(onFailureMessage).toHaveBeenCalledWith('Card declined');
    expect(onSessionFault).not.toHaveBeenCalled();
  });

  it('a failure without a data message toasts the body message, else the generic text (spec §8)', async () => {
    const refused = setup(respond(401, { code: 40100, message: 'Email or password is incorrect' }));
    await expect(refused.client.post('/api/auth/login', {}, anything)).rejects.toMatchObject({ message: 'Email or password is incorrect' });
    expect(refused.onFailureMessage).toHaveBeenCalledWith('Email or password is incorrect');
    const bare = setup(respond(503, { code: 50300 }));
    await expect(bare.client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'envelope' });
    expect(bare.onFailureMessage).toHaveBeenCalledWith('There is something wrong');
  });

  it('a refusal whose data.errors names fields gets the toast too (spec §8), with the fields for the form to mark', async () => {
    const errors = [{ field: 'current_password', message: 'The current password is incorrect' }];
    const { client, onFailureMessage } = setup(respond(400, { code: 40104, message: 'The current password is incorrect', data: { errors } }));
    await expect(client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'envelope', data: { errors } });
    expect(onFailureMessage).toHaveBeenCalledWith('The current password is incorrect');
  });

  it('70001 reports an ended session, without a toast of its own', async () => {
    const { client, onFailureMessage, onSessionFault } = setup(respond(401, { code: 70001, message: 'Session ended' }));
    await expect(client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'sessionInvalid' });
    expect(onSessionFault).toHaveBeenCalledWith({ kind: 'sessionInvalid', message: 'Session ended' });
    expect(onFailureMessage).not.toHaveBeenCalled();
  });

  it('HTTP 500 with body code 400 reports an expired token with the spec text', async () => {
    const { client, onSessionFault } = setup(respond(500, { code: 400 }));
    await expect(client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'tokenExpired' });
    expect(onSessionFault).toHaveBeenCalledWith({ kind: 'tokenExpired', message: 'Token expired or does not exist' });
  });

  it('HTTP 401 with 60001 is logged as "mfa required", reported, and not toasted', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { client, onSessionFault, onFailureMessage } = setup(
      respond(401, { code: 60001, data: { mfa_token: 'm', destination: 'd***@x.io' } }),
    );
    await expect(client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'mfaRequired' });
    expect(info).toHaveBeenCalledWith('mfa required');
    expect(onSessionFault).toHaveBeenCalledWith({
      kind: 'mfaRequired',
      challenge: { mfa_token: 'm', destination: 'd***@x.io' },
    });
    expect(onFailureMessage).not.toHaveBeenCalled();
  });

  it('a network error and a timeout both toast the generic text', async () => {
    const network = setup(async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    await expect(network.client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'transport' });
    expect(network.onFailureMessage).toHaveBeenCalledWith('There is something wrong');

    const slow = setup(async (config) => {
      throw new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED, config);
    });
    await expect(slow.client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'timeout' });
    expect(slow.onFailureMessage).toHaveBeenCalledWith('There is something wrong');
  });

  it('tells of a call that got no answer (network, timeout), not of one the server refused', async () => {
    const onNoAnswer = vi.fn();
    const network = setup(async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }, { onNoAnswer });
    await expect(network.client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'transport' });
    const slow = setup(async (config) => {
      throw new AxiosError('timeout of 10000ms exceeded', AxiosError.ECONNABORTED, config);
    }, { onNoAnswer });
    await expect(slow.client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'timeout' });
    expect(onNoAnswer).toHaveBeenCalledTimes(2);
    const refused = setup(respond(503, { code: 50300, message: 'Busy' }), { onNoAnswer });
    await expect(refused.client.post('/api/x', {}, anything)).rejects.toMatchObject({ kind: 'envelope' });
    expect(onNoAnswer).toHaveBeenCalledTimes(2);
  });

  it('data that breaks the contract is a failure, not a crash later', async () => {
    const { client, onFailureMessage } = setup(respond(200, { code: 200, data: { id: 'seven' } }));
    await expect(client.post('/api/x', {}, z.object({ id: z.number() }))).rejects.toMatchObject({ kind: 'envelope' });
    expect(onFailureMessage).toHaveBeenCalledWith('The server sent an answer the app does not understand');
  });

  it('GET sends no body and follows the envelope rules', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const { client } = setup(async (config) => {
      seen = config;
      return { status: 200, statusText: '', headers: {}, config, data: { code: 200, data: { location: null } } };
    });
    await expect(client.get('/api/v2/user/location', z.object({ location: z.null() }))).resolves.toEqual({ location: null });
    expect(seen?.method).toBe('get');
    expect(seen?.data).toBeUndefined();
    expect(seen?.headers.Authorization).toBe('stored-token');
  });

  describe('put', () => {
    const file = new Blob(['png bytes'], { type: 'image/png' });

    it('sends the bytes as they are, with their content type, no credentials, and reports progress', async () => {
      let seen: InternalAxiosRequestConfig | undefined;
      const { client } = setup(async (config) => {
        seen = config;
        config.onUploadProgress?.({ loaded: 3, total: 9, bytes: 3, lengthComputable: true });
        config.onUploadProgress?.({ loaded: 9, total: 9, bytes: 6, lengthComputable: true });
        return { status: 200, statusText: '', headers: {}, config, data: '' };
      });
      const progress: number[] = [];
      await expect(
        client.put('https://uploads.example/a/1', file, anything, {
          contentType: 'image/png',
          credentials: false,
          onProgress: (fraction) => progress.push(fraction),
        }),
      ).resolves.toBeNull();
      expect(seen?.method).toBe('put');
      expect(seen?.url).toBe('https://uploads.example/a/1');
      expect(seen?.data).toBe(file);
      expect(seen?.headers['Content-Type']).toBe('image/png');
      expect(seen?.headers.Authorization).toBeUndefined();
      expect(seen?.withCredentials).toBeFalsy();
      expect(progress).toEqual([1 / 3, 1]);
    });

    it('a refused upload rejects with the envelope message and toasts it, like any call', async () => {
      const { client, onFailureMessage } = setup(respond(413, { code: 41300, message: 'Request body is too large' }));
      await expect(client.put('/uploads/1', file, anything, { contentType: 'image/png', credentials: false })).rejects.toMatchObject({
        kind: 'envelope',
        message: 'Request body is too large',
      });
      expect(onFailureMessage).toHaveBeenCalledWith('Request body is too large');
    });
  });

  it('shows the overlay while an overlay call is in flight and removes it when the answer arrives', async () => {
    let answer: (() => void) | undefined;
    const { client, onOverlayChange } = setup(
      (config) =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, statusText: '', headers: {}, config, data: {} });
        }),
    );
    const first = client.post('/api/a', {}, anything, { overlay: true });
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(onOverlayChange).toHaveBeenLastCalledWith(true);
    answer?.();
    await first;
    expect(onOverlayChange).toHaveBeenLastCalledWith(false);
    expect(onOverlayChange).toHaveBeenCalledTimes(2);
  });

  it('removes the overlay when the call fails too', async () => {
    const { client, onOverlayChange } = setup(respond(500, { code: 50000 }));
    await expect(client.post('/api/a', {}, anything, { overlay: true })).rejects.toBeDefined();
    expect(onOverlayChange.mock.calls).toEqual([[true], [false]]);
  });

  describe('with reads the page sent early', () => {
    const early = (status: number, body: unknown) => sendEarlyReads({
      baseURL: '',
      token: 'stored-token',
      urls: ['/api/catalogue/home'],
      timeoutMs: 10_000,
      fetch: async () => new Response(JSON.stringify(body), { status }),
    });

    it('takes the early answer instead of sending the call, and checks it the same way', async () => {
      const adapter = vi.fn(respond(200, { code: 200, data: { id: 2 } }));
      const { client } = setup(adapter, { earlyReads: early(200, { code: 200, data: { id: 1 } }) });
      await expect(client.post('/api/catalogue/home', {}, z.object({ id: z.number() }))).resolves.toEqual({ id: 1 });
      expect(adapter).not.toHaveBeenCalled();
      // Taken once: the next read goes to the server.
      await expect(client.post('/api/catalogue/home', {}, z.object({ id: z.number() }))).resolves.toEqual({ id: 2 });
      expect(adapter).toHaveBeenCalledTimes(1);
    });

    it('an early answer that ends the session is reported as a sent call would be', async () => {
      const { client, onSessionFault } = setup(respond(200, {}), { earlyReads: early(500, { code: 400, message: 'Token expired' }) });
      await expect(client.post('/api/catalogue/home', {}, anything)).rejects.toMatchObject({ kind: 'tokenExpired' });
      expect(onSessionFault).toHaveBeenCalledWith({ kind: 'tokenExpired', message: 'Token expired' });
    });

    it('sends the call when the early read did not arrive, or was sent with another token', async () => {
      const lost = sendEarlyReads({ baseURL: '', token: 'stored-token', urls: ['/api/catalogue/home'], timeoutMs: 10_000, fetch: () => Promise.reject(new TypeError('offline')) });
      const adapter = vi.fn(respond(200, { code: 200, data: { id: 2 } }));
      const { client } = setup(adapter, { earlyReads: lost });
      await expect(client.post('/api/catalogue/home', {}, anything)).resolves.toEqual({ id: 2 });
      const other = setup(adapter, { earlyReads: early(200, { code: 200, data: { id: 1 } }), readToken: () => 'new-token' });
      await expect(other.client.post('/api/catalogue/home', {}, anything)).resolves.toEqual({ id: 2 });
      expect(adapter).toHaveBeenCalledTimes(2);
    });

    it('an early read that ran out of time is the call timing out: one toast at 10 s from its start, nothing sent again', async () => {
      vi.useFakeTimers();
      try {
        // The server never answers: the read ends only when its time is up.
        const held: typeof fetch = (_, init) =>
          new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))));
        const reads = sendEarlyReads({ baseURL: '', token: 'stored-token', urls: ['/api/v2/user/current'], timeoutMs: 10_000, fetch: held });
        const adapter = vi.fn(respond(200, { code: 200, data: {} }));
        const { client, onFailureMessage } = setup(adapter, { earlyReads: reads });
        // The app's code comes 3 s after the page's head sent the read.
        await vi.advanceTimersByTimeAsync(3_000);
        const call = client.post('/api/v2/user/current', {}, anything);
        const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout' });
        await vi.advanceTimersByTimeAsync(6_999);
        expect(onFailureMessage).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        await outcome;
        expect(onFailureMessage.mock.calls).toEqual([['There is something wrong']]);
        expect(adapter).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
