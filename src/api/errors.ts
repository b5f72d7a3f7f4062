import { MESSAGES } from '../domain/constants';
import { QUOTE_CHANGED, type RequestDetail } from './contract/requests';
import type { MfaChallenge } from './contract/session';

/**
 * Every failed call rejects with one of these. `message` is what a person may be shown
 * (spec §8: nested data message, else body message, else the generic text).
 */
abstract class ApiErrorBase extends Error {}

/** HTTP status other than 200, or a body / nested data code other than 200. */
export class EnvelopeError extends ApiErrorBase {
  readonly kind = 'envelope' as const;
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    /** The envelope's `data`, when the failure carries details (e.g. how long to wait). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** 409 / 40905: the quote accepted is no longer the request's; `request` is the request with the new one. */
export class QuoteChangedError extends EnvelopeError {
  constructor(
    message: string,
    readonly request: RequestDetail,
  ) {
    super(message, 409, QUOTE_CHANGED);
  }
}

/** Code 70001: the session was revoked. */
export class SessionInvalidError extends ApiErrorBase {
  readonly kind = 'sessionInvalid' as const;
}

/** HTTP 500 with body code 400: the token is missing or expired. */
export class TokenExpiredError extends ApiErrorBase {
  readonly kind = 'tokenExpired' as const;
}

/** HTTP 401 with code 60001: a second factor is needed; `challenge` is null when malformed. */
export class MfaRequiredError extends ApiErrorBase {
  readonly kind = 'mfaRequired' as const;
  constructor(readonly challenge: MfaChallenge | null) {
    super('mfa required');
  }
}

/** No answer: network down, server unreachable, CORS refusal. */
export class TransportError extends ApiErrorBase {
  readonly kind = 'transport' as const;
  constructor() {
    super(MESSAGES.generic);
  }
}

/** No answer within the request timeout. */
export class TimeoutError extends ApiErrorBase {
  readonly kind = 'timeout' as const;
  constructor() {
    super(MESSAGES.generic);
  }
}

export type ApiError =
  | EnvelopeError
  | SessionInvalidError
  | TokenExpiredError
  | MfaRequiredError
  | TransportError
  | TimeoutError;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiErrorBase;
}

/** The server answered that the record asked for does not exist (HTTP 404): asking again will not help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof EnvelopeError && error.status === 404;
}
