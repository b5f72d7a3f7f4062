import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import type { MfaChallenge } from './contract/session';
import { noEarlyReads, TIMED_OUT, type EarlyReads } from './earlyReads';
import { classifyResponse } from './envelope';
import { EnvelopeError, TimeoutError, TransportError, isApiError, isNotFound, type ApiError } from './errors';

/** A fault that ends or interrupts the session; the composition root routes it to the session actor. */
export type SessionFault =
  | { kind: 'sessionInvalid'; message: string }
  | { kind: 'tokenExpired'; message: string }
  | { kind: 'mfaRequired'; challenge: MfaChallenge | null };

export interface ApiClientOptions {
  /** API origin; '' means the app's own origin. */
  baseURL: string;
  readToken: () => string | null;
  onSessionFault: (fault: SessionFault) => void;
  /** Shows an error toast. */
  onFailureMessage: (message: string) => void;
  /** A call got no answer (network, timeout): the server may be gone. */
  onNoAnswer?: () => void;
  /** Full-screen loading overlay: true while at least one call that asked for it is in flight. */
  onOverlayChange?: (visible: boolean) => void;
  /** Tests and benchmarks may replace the transport. */
  adapter?: AxiosAdapter;
  timeoutMs?: number;
  /** Answers to calls the page's head script sent before this client was there (taken in place of sending them). */
  earlyReads?: Pick<EarlyReads, 'take'>;
}

export interface CallOptions {
  /** false: send no Authorization header (spec: "the call opts out of credentials"). */
  credentials?: boolean;
  /** Use this token instead of the stored one (sign-out sends the token it is ending). */
  token?: string;
  overlay?: boolean;
  signal?: AbortSignal;
  /**
   * The screen of this read shows its own not-found state: a 404 is said there and needs no
   * toast too (spec §8 said once, decision 0010); every other failure is toasted as usual.
   */
  notFoundShown?: boolean;
}

/** For a read whose screen says "… not found" itself. */
export const SHOWS_NOT_FOUND = { notFoundShown: true } as const;

export interface UploadOptions extends CallOptions {
  contentType: string;
  /** How much of the body has been sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface ApiClient {
  /** POST `body` to `url`; resolves with the envelope's `data`, checked against `schema`. */
  post<Schema extends z.ZodMiniType>(
    url: string,
    body: unknown,
    schema: Schema,
    options?: CallOptions,
  ): Promise<z.infer<Schema>>;
  /** GET `url`; the answer follows the same envelope rules as a POST. */
  get<Schema extends z.ZodMiniType>(url: string, schema: Schema, options?: CallOptions): Promise<z.infer<Schema>>;
  /**
   * PUT raw bytes (a file) to `url` with their content type, reporting progress. The answer
   * follows the same envelope rules; an empty 200 answer (a storage service's) is a success.
   */
  put<Schema extends z.ZodMiniType>(url: string, body: Blob, schema: Schema, options: UploadOptions): Promise<z.infer<Schema>>;
}

/** The one axios instance of the app, with the envelope and error rules of spec §7 and §8. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // Every status reaches classifyResponse, so the envelope rules live in one place.
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  let overlayCalls = 0;
  const earlyReads = options.earlyReads ?? noEarlyReads;

  function overlay(delta: number) {
    const wasVisible = overlayCalls > 0;
    overlayCalls += delta;
    if (wasVisible !== overlayCalls > 0) options.onOverlayChange?.(overlayCalls > 0);
  }

  /**
   * Spec §8, decided here for every call: a failure shows the error toast (its message is
   * the nested data message, else the body message, else 'There is something wrong'), a
   * refusal that names fields (`data.errors`) too: the form marks them, and the page does not
   * say the toast's sentence again (src/machines/failure.ts).
   */
  function report(error: ApiError, call: CallOptions) {
    if (call.notFoundShown && isNotFound(error)) return;
    switch (error.kind) {
      case 'sessionInvalid':
      case 'tokenExpired':
        options.onSessionFault({ kind: error.kind, message: error.message });
        return;
      case 'mfaRequired':
        console.info('mfa required');
        options.onSessionFault({ kind: 'mfaRequired', challenge: error.challenge });
        return;
      default:
        if (error.kind === 'transport' || error.kind === 'timeout') options.onNoAnswer?.();
        options.onFailureMessage(error.message);
    }
  }

  async function send<Schema extends z.ZodMiniType>(
    config: AxiosRequestConfig,
    schema: Schema,
    call: CallOptions = {},
  ): Promise<z.infer<Schema>> {
    const token = call.token ?? (call.credentials === false ? null : options.readToken());
    const headers: Record<string, string> = { ...(config.headers as Record<string, string> | undefined) };
    if (token && call.credentials !== false) headers.Authorization = token;
    if (call.overlay) overlay(1);
    try {
      let status: number;
      let body: unknown;
      const early = config.method === 'POST' && config.url ? await earlyReads.take(config.url, config.data, headers.Authorization ?? null) : null;
      // The page's read had the call's 10 s: sent again, the person would wait 10 s more.
      if (early === TIMED_OUT) throw new TimeoutError();
      if (early) {
        ({ status, body } = early);
      } else {
        try {
          const response = await http.request({ ...config, headers, signal: call.signal });
          status = response.status;
          body = response.data;
        } catch (cause) {
          if (axios.isCancel(cause)) throw cause;
          const timedOut = axios.isAxiosError(cause) && (cause.code === 'ECONNABORTED' || cause.code === 'ETIMEDOUT');
          throw timedOut ? new TimeoutError() : new TransportError();
        }
      }
      const result = classifyResponse(status, body);
      if (!result.ok) throw result.error;
      const data = schema.safeParse((result.body as { data?: unknown } | null)?.data ?? null);
      if (!data.success) throw new EnvelopeError('The server sent an answer the app does not understand', status, undefined);
      return data.data;
    } catch (error) {
      if (isApiError(error)) report(error, call);
      throw error;
    } finally {
      if (call.overlay) overlay(-1);
    }
  }

  return {
    post: (url, body, schema, call) => send({ method: 'POST', url, data: body ?? {} }, schema, call),
    get: (url, schema, call) => send({ method: 'GET', url }, schema, call),
    put: (url, body, schema, { contentType, onProgress, ...call }) =>
      send(
        {
          method: 'PUT',
          url,
          data: body,
          headers: { 'Content-Type': contentType },
          onUploadProgress: onProgress && (({ loaded, total }) => onProgress(total ? Math.min(1, loaded / total) : 0)),
        },
        schema,
        call,
      ),
  };
}
