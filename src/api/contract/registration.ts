import * as z from 'zod/mini';
import { MAX_INTERESTS } from '../../domain/constants';
import { isMultiLineText, isSingleLineText, multiLineMessage, singleLineMessage } from '../../domain/textHygiene';
import { optionalText, orNull } from './tolerant';

/**
 * Contract of registration, verification, dictionaries and password reset (designed except
 * where spec §7 names the path; see docs/api.md). Shared with the server.
 */

export const emailSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'Email is required'),
  z.maxLength(254, 'Email is too long'),
  z.email('Enter a valid email address'),
);

/** At least 8 characters with a letter and a digit; at most 200. */
export const newPasswordSchema = z.string().check(
  z.minLength(8, 'Password must be at least 8 characters'),
  z.maxLength(200, 'Password is too long'),
  z.regex(/[A-Za-z]/, 'Password must contain a letter'),
  z.regex(/\d/, 'Password must contain a digit'),
);

/** One line of text (a name, a label), trimmed, at most `max` characters. */
export const text = (label: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} is too long`), z.refine(isSingleLineText, singleLineMessage(label)));
export const requiredText = (label: string, max: number) => text(label, max).check(z.minLength(1, `${label} is required`));
/** The check of text that may run over lines (a message): line breaks and tabs, no other hidden control characters. */
export const withoutHiddenControls = (label: string) => z.refine<string>(isMultiLineText, multiLineMessage(label));
const name = (label: string) => requiredText(label, 60);
/** A day written YYYY-MM-DD; whether it is a real day in its field's range is `checkDates` (src/domain/dates.ts). */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD'));

const id = z.int().check(z.positive());
const sixDigits = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** `POST /reactapi/user/account/check-email` (spec §7). Taken: HTTP 409, code 40900. */
export const checkEmailRequestSchema = z.object({ email: emailSchema });
export const checkEmailResultSchema = z.object({ available: z.literal(true) });

/** `POST /reactapi/dictionary/locations` (designed, public): the work places to choose from. */
export const locationSchema = z.object({
  id,
  name: z.string(),
  /** 1 CORPORATE, 2 HOTEL, 3 HOSPITAL (spec §3). */
  location_type: z.int(),
  client_name: orNull(z.string()),
  /** The domain of its people's work emails (`northwind.example`); optional, none by default. */
  email_domain: orNull(z.string()),
});
export type Location = z.infer<typeof locationSchema>;
export const locationsResultSchema = z.object({ locations: z.array(locationSchema) });

/** `POST /api/user/account/get-site` (spec §7; public during registration). */
export const getSiteRequestSchema = z.object({ location_id: id });
export const siteSchema = z.object({ id, name: z.string(), address: optionalText });
export type Site = z.infer<typeof siteSchema>;
export const sitesResultSchema = z.object({ sites: z.array(siteSchema) });

/** `POST /reactapi/user/account/register` (designed): creates a pending account and emails a code. */
export const registerRequestSchema = z.object({
  first_name: name('First name'),
  last_name: name('Last name'),
  password: newPasswordSchema,
  /** Gender enumeration of spec §3 without the placeholder: 0 to 4. */
  gender: z.int().check(z.minimum(0), z.maximum(4)),
  /** Ten digits, or empty. */
  cell_phone: z.string().check(z.regex(/^(\d{10})?$/, 'Enter a 10-digit phone number')),
  work_email: emailSchema,
  location_id: id,
  site_id: id,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** When the next code may be asked for. */
export const codeSentSchema = z.object({ resend_after_seconds: z.int().check(z.minimum(0)) });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** `POST /reactapi/user/account/verify` (designed): the code from the email; answers a session token. */
export const verifyRequestSchema = z.object({ email: emailSchema, code: sixDigits });

/** `POST /reactapi/user/account/resend-code` (designed). Too soon: HTTP 429, code 42900. */
export const resendRequestSchema = z.object({ email: emailSchema });

/** `POST /reactapi/dictionary/interests` (spec §7, sent without credentials). */
export const interestsDictionaryRequestSchema = z.object({ location_id: id });
export const interestSchema = z.object({ id, name: z.string() });
export type Interest = z.infer<typeof interestSchema>;
export const interestsDictionarySchema = z.object({ interests: z.array(interestSchema) });

/** `POST /api/v2/user/interests` (spec §7, session required): the chosen interest ids. */
export const saveInterestsRequestSchema = z.object({
  interests: z.array(id).check(z.maxLength(MAX_INTERESTS, `Choose at most ${MAX_INTERESTS} interests`)),
});
export const savedInterestsSchema = z.object({ interests: z.array(id) });

/** `POST /reactapi/user/account/forgot-password` (designed): emails a reset code. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** `POST /api/user/account/reset-password` (spec §7): the code and the new password. */
export const resetPasswordRequestSchema = z.object({ email: emailSchema, code: sixDigits, password: newPasswordSchema });
