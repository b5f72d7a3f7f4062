import { CODE, MESSAGES } from '../domain/constants';
import { mfaChallengeSchema } from './contract/session';
import {
  EnvelopeError,
  MfaRequiredError,
  SessionInvalidError,
  TokenExpiredError,
  type ApiError,
} from './errors';

type Classified = { ok: true; body: unknown } | { ok: false; error: ApiError };

interface Coded {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

function asCoded(value: unknown): Coded | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Coded) : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Spec §8: the nested data message, else the body message, else the generic text. */
export function failureMessage(body: unknown): string {
  const envelope = asCoded(body);
  return textOf(asCoded(envelope?.data)?.message) ?? textOf(envelope?.message) ?? MESSAGES.generic;
}

/**
 * The envelope rules of spec §7/§8 in one place: success only when HTTP status is 200 and
 * any `code` in the body or in nested `data` is 200 or absent.
 */
export function classifyResponse(status: number, body: unknown): Classified {
  const envelope = asCoded(body);
  const bodyCode = envelope?.code;
  const dataCode = asCoded(envelope?.data)?.code;
  const hasCode = (code: number) => bodyCode === code || dataCode === code;

  if (status === 500 && bodyCode === CODE.tokenExpired) {
    return { ok: false, error: new TokenExpiredError(textOf(envelope?.message) ?? MESSAGES.tokenExpired) };
  }
  if (status === 401 && hasCode(CODE.mfaRequired)) {
    const challenge = mfaChallengeSchema.safeParse(envelope?.data);
    return { ok: false, error: new MfaRequiredError(challenge.success ? challenge.data : null) };
  }
  if (hasCode(CODE.sessionInvalid)) {
    return { ok: false, error: new SessionInvalidError(failureMessage(body)) };
  }
  const isSuccessCode = (code: unknown) => code === undefined || code === CODE.success;
  if (status === 200 && isSuccessCode(bodyCode) && isSuccessCode(dataCode)) {
    return { ok: true, body };
  }
  const code = typeof bodyCode === 'number' ? bodyCode : undefined;
  return { ok: false, error: new EnvelopeError(failureMessage(body), status, code, envelope?.data ?? null) };
}
