import * as z from 'zod/mini';
import { emailSchema, isoDate, newPasswordSchema, requiredText, text } from './registration';
import { privateProfileFields, withFamily } from './profile';
import { listOf, optionalText, orDefault, orNull } from './tolerant';

/**
 * Contract of the account area (spec §3 "Profile info", §7). Paths named by the spec are
 * used as they are; which profile endpoint serves which form is decided here and in
 * docs/api.md. Shared with the server.
 */

const id = z.int().check(z.positive());
const tenDigitsOrEmpty = z.string().check(z.regex(/^(\d{10})?$/, 'Enter a 10-digit phone number'));
const isoDateOrNull = z.nullable(isoDate);

// ---- Reading the profile -------------------------------------------------------------

/**
 * `POST /reactapi/view/account/preference` (spec §7): the profile call. Spec §7 names only
 * spouse, children, pets, userTeams, vehicles, userHomeInfo and location.client.name: every
 * field is optional (see ./tolerant.ts).
 */
export const preferenceSchema = z.pipe(
  z.object({
    profile: orDefault(z.object({ birth_date: orNull(z.string()), title: orNull(z.string()) }), { birth_date: null, title: null }),
    job_title: orNull(z.string()),
    phone: orNull(z.string()),
    /** Left out: the account's email (the work email it signed up with). */
    work_email: orNull(z.string()),
    personal_email: orNull(z.string()),
    location_id: orNull(z.int()),
    site: orNull(z.object({ id, name: z.string() })),
    interests: listOf(id),
    contact_preference: orDefault(z.enum(['email', 'phone', 'sms']), 'email'),
    receive_order_email_notify: orDefault(z.boolean(), false),
    receive_push_notify: orDefault(z.boolean(), false),
    receive_reminder_email_notify: orDefault(z.boolean(), false),
    ...privateProfileFields,
    userHomeInfo: orNull(z.object({ zipcode: orNull(z.string()) })),
    location: orNull(z.object({ client: orNull(z.object({ name: z.string() })) })),
  }),
  z.transform(withFamily),
);
export type Preference = z.output<typeof preferenceSchema>;

/** A work place as the account area reads it: which one it is and its type are needed. */
const workPlaceSchema = z.object({
  id,
  name: z.string(),
  location_type: z.int(),
  phone: orNull(z.string()),
  client_name: orNull(z.string()),
});

/** `POST /reactapi/view/account/info` (spec §7): the work profile. */
export const workInfoSchema = z.object({
  job_title: orNull(z.string()),
  work_email: z.string(),
  location: orNull(workPlaceSchema),
  site: orNull(z.object({ id, name: z.string(), address: optionalText })),
});
export type WorkInfo = z.infer<typeof workInfoSchema>;

/** `GET /api/v2/user/location` (spec §7): the signed-in user's work place. */
export const userLocationSchema = z.object({ location: orNull(workPlaceSchema) });

// ---- Editing the profile: one endpoint per form --------------------------------------

/** `POST /api/user/profile-edit`: personal details. Answers the new current user (as /api/v2/user/current). */
export const personalDetailsRequestSchema = z.object({
  first_name: requiredText('First name', 60),
  last_name: requiredText('Last name', 60),
  /** Gender enumeration without the placeholder. */
  gender: z.int().check(z.minimum(0), z.maximum(4)),
  title: z.nullable(text('Title', 20)),
  birth_date: isoDateOrNull,
});
export type PersonalDetailsRequest = z.infer<typeof personalDetailsRequestSchema>;

/** `POST /api/v2/user/save-info`: how to reach the person. */
export const contactInfoRequestSchema = z.object({
  cell_phone: tenDigitsOrEmpty,
  phone: tenDigitsOrEmpty,
  personal_email: z.union([z.literal(''), emailSchema]),
  zipcode: z.string().check(z.regex(/^(\d{5})?$/, 'Enter a 5-digit ZIP code')),
});
export type ContactInfoRequest = z.infer<typeof contactInfoRequestSchema>;

/** `POST /api/user/edit`: the work profile (job title, work place, site). */
export const workProfileRequestSchema = z.object({
  job_title: z.nullable(text('Job title', 80)),
  location_id: id,
  site_id: id,
});
export type WorkProfileRequest = z.infer<typeof workProfileRequestSchema>;

/**
 * `POST /reactapi/user/edit`: preferences — contact preference and notification switches.
 * Partial: only the keys sent change (a switch is saved on its own, at once).
 */
export const preferencesRequestSchema = z.object({
  contact_preference: z.optional(z.enum(['email', 'phone', 'sms'])),
  receive_order_email_notify: z.optional(z.boolean()),
  receive_push_notify: z.optional(z.boolean()),
  receive_reminder_email_notify: z.optional(z.boolean()),
});
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;
export const preferencesResultSchema = z.object({
  contact_preference: z.enum(['email', 'phone', 'sms']),
  receive_order_email_notify: z.boolean(),
  receive_push_notify: z.boolean(),
  receive_reminder_email_notify: z.boolean(),
});

/** `POST /api/user/account/change-password` (designed). Wrong current password: 400, code 40104. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().check(z.minLength(1, 'Current password is required'), z.maxLength(200)),
  new_password: newPasswordSchema,
});
/**
 * Its answer: every session of the account has ended, the asking one too, which carries on
 * with `token`. An answer without a token (a backend that keeps the session) keeps the old one.
 */
export const changePasswordResultSchema = z.pipe(
  z.nullish(z.object({ token: z.nullish(z.string()) })),
  z.transform((result) => result?.token || null),
);

// ---- Avatar ----------------------------------------------------------------------------

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** `POST /api/avatar/upload` (spec §7): describes the file; answers where to PUT it. */
export const avatarUploadRequestSchema = z.object({
  file_name: requiredText('File name', 200),
  content_type: z.enum(AVATAR_TYPES, 'Choose a JPEG, PNG or WebP image'),
  size: z.int().check(z.positive('The file is empty'), z.maximum(AVATAR_MAX_BYTES, 'Choose an image of 2 MB or less')),
});
export const avatarUploadSchema = z.object({
  /** Absolute or same-origin URL; PUT the bytes there with the content type and no credentials. */
  upload_url: z.string(),
  upload_id: z.string(),
});

/** `POST /api/avatar/save` (spec §7): makes the uploaded file the avatar. */
export const avatarSaveRequestSchema = z.object({ upload_id: z.string().check(z.minLength(1)) });
export const avatarSavedSchema = z.object({ avatar_img: z.string() });

// ---- Addresses -------------------------------------------------------------------------

const addressFields = {
  label: requiredText('Label', 40),
  line1: requiredText('Address', 120),
  line2: text('Address line 2', 120),
  city: requiredText('City', 60),
  state: z.string().check(z.regex(/^[A-Z]{2}$/, 'Choose a state')),
  zipcode: z.string().check(z.regex(/^\d{5}$/, 'Enter a 5-digit ZIP code')),
  is_default: z.boolean(),
};

export const addressSchema = z.object({
  id,
  ...addressFields,
  label: optionalText,
  line2: optionalText,
  is_default: orDefault(z.boolean(), false),
});
export type Address = z.infer<typeof addressSchema>;

/** `POST /reactapi/view/account/addresses` (designed): the person's addresses. */
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
/** `POST /reactapi/user/address/add` (spec §7). */
export const addressAddRequestSchema = z.object(addressFields);
export type AddressInput = z.infer<typeof addressAddRequestSchema>;
/** `POST /reactapi/user/address/edit` (spec §7). */
export const addressEditRequestSchema = z.object({ id, ...addressFields });
/** Both answer `{ address }`. */
export const addressResultSchema = z.object({ address: addressSchema });
/** `POST /api/user/address/remove` (spec §7): `{ id }`. */
export const removeRequestSchema = z.object({ id });

// ---- Cards -----------------------------------------------------------------------------

/** What the server keeps of a card: never the number or the CVC. */
export const cardSchema = z.object({
  id,
  brand: orDefault(z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']), 'unknown'),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  exp_month: z.int().check(z.minimum(1), z.maximum(12)),
  exp_year: z.int(),
  holder_name: optionalText,
  is_default: orDefault(z.boolean(), false),
});
export type Card = z.infer<typeof cardSchema>;

/** `POST /reactapi/view/account/payment` (spec §7): saved cards. */
export const cardListSchema = z.object({ cards: z.array(cardSchema) });

const expiry = {
  exp_month: z.int().check(z.minimum(1, 'Choose a month'), z.maximum(12, 'Choose a month')),
  exp_year: z.int().check(z.minimum(2000, 'Choose a year'), z.maximum(2100, 'Choose a year')),
};

/** `POST /reactapi/user/card/credit` (spec §7): a new card. The server checks Luhn, expiry and CVC too. */
export const cardAddRequestSchema = z.object({
  number: z.string().check(z.regex(/^\d{12,19}$/, 'Enter the card number')),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back')),
  holder_name: requiredText('Name on card', 80),
  is_default: z.boolean(),
  ...expiry,
});
export type CardAddRequest = z.infer<typeof cardAddRequestSchema>;
/** `POST /api/user/card/edit` (spec §7): expiry, name and default only. */
export const cardEditRequestSchema = z.object({ id, holder_name: requiredText('Name on card', 80), is_default: z.boolean(), ...expiry });
export type CardEditRequest = z.infer<typeof cardEditRequestSchema>;
/** Add and edit answer `{ card }`; remove takes `{ id }` (`POST /api/user/card/remove`). */
export const cardResultSchema = z.object({ card: cardSchema });
