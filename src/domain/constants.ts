/** Business constants of spec §9, shared by the app and the reference server. */

export const REQUEST_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The most interests a person may keep (POST /api/v2/user/interests refuses more). */
export const MAX_INTERESTS = 50;

/** Browser storage keys. */
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';
export const USER_INFO_KEY = 'USER_INFO';
/** Written when a person signs out, so the other tabs tell a sign-out from a session that ended. */
export const SIGNED_OUT_KEY = 'lyla:signed-out';

/** Envelope codes. */
export const CODE = {
  success: 200,
  /** Missing or expired token; always sent with HTTP 500. */
  tokenExpired: 400,
  /** Session revoked (signed out elsewhere, or invalidated by the server). */
  sessionInvalid: 70001,
  /** Second factor needed; sent with HTTP 401. */
  mfaRequired: 60001,
} as const;

export const MESSAGES = {
  generic: 'There is something wrong',
  tokenExpired: 'Token expired or does not exist',
} as const;

/** Page progress bar (spec §9). */
export const PROGRESS = {
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;
