import * as z from 'zod/mini';
import { GENDER_PLACEHOLDER } from '../../domain/enums';
import { optionalText, orDefault, orNull } from './tolerant';

/**
 * Contract of the session endpoints (designed; see docs/api.md). Shared with the server.
 * zod/mini keeps the validators out of the way of the app's start-up budget.
 */

const email = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Email is required'),
  z.maxLength(254, 'Email is too long'),
  z.email('Enter a valid email address'),
);

export const loginRequestSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(200, 'Password is too long')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenResultSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type TokenResult = z.infer<typeof tokenResultSchema>;

/** `data` of the HTTP 401 / code 60001 answer to a login that needs a second factor. */
export const mfaChallengeSchema = z.object({
  mfa_token: z.string().check(z.minLength(1)),
  /** Where the one-time code went, masked: `m***@lyla.example`; left out, the screen says "your email". */
  destination: orNull(z.string()),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

const mfaTokenSchema = z.string().check(z.minLength(1, 'Sign in again to get a new code'), z.maxLength(200));

export const mfaVerifyRequestSchema = z.object({
  mfa_token: mfaTokenSchema,
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code')),
});
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequestSchema>;

/** `POST /api/auth/mfa/resend` (designed): answered with `codeSentSchema`, like the other code sends. */
export const mfaResendRequestSchema = z.object({ mfa_token: mfaTokenSchema });
export type MfaResendRequest = z.infer<typeof mfaResendRequestSchema>;

/** `POST /api/v2/user/current` (spec §7). */
export const currentUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  cell_phone: orNull(z.string()),
  avatar_img: orNull(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  /** Left out: not chosen yet (the form's placeholder). */
  gender: orDefault(z.int(), GENDER_PLACEHOLDER.value),
  initial: orNull(z.string()),
  location: orNull(z.object({ location_type: orNull(z.int()), phone: orNull(z.string()) })),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `POST /api/v2/state`: what the app needs to know about the server and the caller. */
export const appStateSchema = z.object({
  api_version: optionalText,
  server_time: optionalText,
  signed_in: z.boolean(),
});
export type AppState = z.infer<typeof appStateSchema>;

/** Development only: the latest email sent to an address (see docs/api.md). */
export const outboxRequestSchema = z.object({ email });
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.nullable(z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
