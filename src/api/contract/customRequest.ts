import * as z from 'zod/mini';
import { CUSTOM_REQUEST_MAX_PHOTOS } from '../../domain/customRequest';
import { addressAddRequestSchema } from './account';
import { isoDate, requiredText } from './registration';
import { optionalText, orDefault, orNull } from './tolerant';

/**
 * Contract of custom requests: a person asks the vendors of a category for something not in
 * the catalogue, a vendor quotes, the person accepts (and pays) or declines. Shared with the server.
 */

const id = z.int().check(z.positive());

/** `POST /reactapi/request/custom` (designed). */
export const customRequestCreateSchema = z.object({
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'A request key is required')),
  category_id: id,
  /** One vendor of the category, or null to ask them all. */
  vendor_id: z.nullable(id),
  description: requiredText('What you need', 1000),
  quantity: z.int('Quantity must be a whole number').check(
    z.minimum(1, 'Quantity must be at least 1'),
    z.maximum(999, 'Quantity must be at most 999'),
  ),
  budget_cents: z.int('Budget must be a whole number of cents').check(
    z.minimum(100, 'Budget must be at least $1.00'),
    z.maximum(10_000_000, 'Budget must be at most $100,000.00'),
  ),
  needed_by: isoDate,
  delivery: z.union([z.object({ address_id: id }), z.object({ address: addressAddRequestSchema })]),
  /** Uploads of this person made through `/api/avatar/upload` and its PUT; each is used once. */
  photo_upload_ids: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(
      z.maxLength(CUSTOM_REQUEST_MAX_PHOTOS, `Add at most ${CUSTOM_REQUEST_MAX_PHOTOS} photos`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Add each photo once'),
    ),
  ),
});

/** A vendor's answer to a custom request. */
const quoteSchema = z.object({
  price_cents: z.int(),
  /** When the vendor can deliver (YYYY-MM-DD). */
  date: z.string(),
  note: optionalText,
  quoted_at: z.string(),
});

/** What a custom request asked for, and the quote when there is one. */
export const customDetailsSchema = z.object({
  category_id: id,
  category_name: optionalText,
  description: z.string(),
  quantity: z.int(),
  budget_cents: z.int(),
  needed_by: z.string(),
  quote: orNull(quoteSchema),
  /** The photos sent with the request (image addresses). */
  photos: orDefault(z.array(z.string()), []),
});
