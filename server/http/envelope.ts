import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { QUOTE_CHANGED } from '../../src/api/contract/requests';
import type { MfaChallenge } from '../../src/api/contract/session';
import { CODE, MESSAGES } from '../../src/domain/constants';
import { jsonResponse } from './securityHeaders';

/** Envelope codes the server adds to the shared ones of `src/domain/constants` (see docs/api.md). */
const ERROR_CODE = {
  invalidInput: 40000,
  badCredentials: 40100,
  wrongCode: 40101,
  codeExpired: 40102,
  wrongCurrentPassword: 40104,
  insufficientFunds: 40201,
  paymentDeclined: 40202,
  forbidden: 40300,
  notFound: 40400,
  emailTaken: 40900,
  requestKeyReused: 40901,
  paymentNotApproved: 40903,
  statusConflict: 40904,
  quoteChanged: QUOTE_CHANGED,
  bodyTooLarge: 41300,
  unsupportedMediaType: 41500,
  rateLimited: 42900,
  photoAllowanceUsed: 42901,
  unexpected: 50000,
  busy: 50300,
  outOfDiskSpace: 50700,
} as const;

/** A failure a handler throws on purpose; `app.onError` turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export interface FieldProblem {
  field: string;
  message: string;
}

export const errors = {
  invalidInput: (message: string, data: unknown = null) =>
    new ApiError(400, ERROR_CODE.invalidInput, message, data),
  badCredentials: () => new ApiError(401, ERROR_CODE.badCredentials, 'Email or password is incorrect'),
  /**
   * Bad fields found after `readJson`, in the same shape as its answers: the first one's
   * message, written for the person (forms and toasts show it as it is); `data.errors` names
   * every field.
   */
  invalidFields: (problems: readonly FieldProblem[]) =>
    new ApiError(400, ERROR_CODE.invalidInput, problems[0]?.message ?? 'Request body is invalid', { errors: problems }),
  invalidField: (field: string, message: string) => errors.invalidFields([{ field, message }]),
  wrongCode: () => new ApiError(400, ERROR_CODE.wrongCode, 'The code is incorrect'),
  mfaCodeExpired: () =>
    new ApiError(400, ERROR_CODE.codeExpired, 'The code has expired. Sign in again to get a new one.'),
  /** An emailed registration or password-reset code that can no longer be used. */
  codeExpired: () => new ApiError(400, ERROR_CODE.codeExpired, 'The code has expired. Ask for a new one.'),
  /** Names the field, so the form shows it there (spec §8's toast is for failures no field explains). */
  wrongCurrentPassword: () =>
    new ApiError(400, ERROR_CODE.wrongCurrentPassword, 'The current password is incorrect', {
      errors: [{ field: 'current_password', message: 'The current password is incorrect' }],
    }),
  forbidden: (message: string) => new ApiError(403, ERROR_CODE.forbidden, message),
  notFound: (message = 'Not found') => new ApiError(404, ERROR_CODE.notFound, message),
  emailTaken: () =>
    new ApiError(409, ERROR_CODE.emailTaken, 'An account with this email already exists. Sign in instead.'),
  bodyTooLarge: () => new ApiError(413, ERROR_CODE.bodyTooLarge, 'Request body is too large'),
  // Money (docs/api.md, "Money"): a balance that cannot pay is a 400; a refused card is a 402.
  insufficientFunds: (message: string) => new ApiError(400, ERROR_CODE.insufficientFunds, message),
  paymentDeclined: (message: string) => new ApiError(402, ERROR_CODE.paymentDeclined, message),
  requestKeyReused: () =>
    new ApiError(409, ERROR_CODE.requestKeyReused, 'This request key was already used for a different request'),
  paymentNotApproved: () =>
    new ApiError(409, ERROR_CODE.paymentNotApproved, 'The payment has not been approved at the provider yet'),
  /** A request asked to move where its status does not allow (docs/decisions/0022). */
  statusConflict: (message: string) => new ApiError(409, ERROR_CODE.statusConflict, message),
  /** The quote accepted is not the request's any more; `data` is the request with the new one. */
  quoteChanged: (message: string, data: unknown) => new ApiError(409, ERROR_CODE.quoteChanged, message, data),
  rateLimited: (message: string, data: unknown = null) => new ApiError(429, ERROR_CODE.rateLimited, message, data),
  /** A person uploaded as many photos, or bytes of them, as a day allows. */
  photoAllowanceUsed: (message: string) => new ApiError(429, ERROR_CODE.photoAllowanceUsed, message),
  /** The disk the data lives on is nearly full: uploads wait, the rest of the server goes on. */
  outOfDiskSpace: () =>
    new ApiError(507, ERROR_CODE.outOfDiskSpace, 'The server is running out of disk space: photos cannot be uploaded right now. Try again later.'),
  unsupportedMediaType: () => new ApiError(415, ERROR_CODE.unsupportedMediaType, 'Request body must be JSON (Content-Type: application/json)'),
  unexpected: () => new ApiError(500, ERROR_CODE.unexpected, MESSAGES.generic),
  /** Too much slow work (password hashing) waiting already: refused at once, to be tried again. */
  busy: () => new ApiError(503, ERROR_CODE.busy, 'The server is busy. Try again in a moment.'),
  // The spec's odd but fixed contract: a missing or expired token is HTTP 500 with body code 400.
  tokenExpired: () => new ApiError(500, CODE.tokenExpired, MESSAGES.tokenExpired),
  mfaRequired: (challenge: MfaChallenge) => new ApiError(401, CODE.mfaRequired, 'mfa required', challenge),
  sessionEnded: () =>
    new ApiError(401, CODE.sessionInvalid, 'Your session has ended. Please sign in again.'),
};

/** The body of a successful answer. */
export const okBody = <T>(data: T) => ({ code: CODE.success, message: 'ok', data });

export function ok<T>(data: T) {
  return jsonResponse(okBody(data), 200);
}

export function fail(error: ApiError) {
  return jsonResponse({ code: error.code, message: error.message, data: error.data }, error.status);
}
