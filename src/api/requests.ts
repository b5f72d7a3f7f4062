import type { CustomRequestDraft } from '../domain/customRequest';
import type { RequestFilter } from '../domain/requests';
import { createAccountApi } from './account';
import { SHOWS_NOT_FOUND, type ApiClient } from './client';
import { orderResultSchema, type PaymentMethod } from './contract/money';
import { MOVES_MONEY } from './money';
import { QUOTE_CHANGED, requestAnswerSchema, requestListSchema, type QuoteSeen } from './contract/requests';
import { EnvelopeError, QuoteChangedError } from './errors';

/** The person's requests: the list, one request, cancelling (docs/api.md, "Requests"). */
export function createRequestsApi(client: ApiClient) {
  const uploads = createAccountApi(client);
  // A photo is uploaded once: sending the request again (same key) sends the same uploads.
  const uploaded = new WeakMap<File, Promise<string>>();
  const uploadOnce = (photo: File) => {
    const known = uploaded.get(photo);
    if (known) return known;
    const upload = uploads.uploadPhoto(photo);
    uploaded.set(photo, upload);
    // A failed upload is tried again next time.
    upload.catch(() => uploaded.delete(photo));
    return upload;
  };
  return {
    page: async (filter: RequestFilter, cursor: string | null) => {
      const answer = await client.post('/reactapi/view/requests', { filter, cursor }, requestListSchema);
      return { items: answer.orders, nextCursor: answer.next_cursor, total: answer.total };
    },
    // Not theirs or not there: the request's page says so (SHOWS_NOT_FOUND).
    request: async (orderId: number) => (await client.post('/reactapi/view/request', { order_id: orderId }, requestAnswerSchema, SHOWS_NOT_FOUND)).request,
    cancel: (orderId: number, key: string) =>
      client.post('/reactapi/request/cancel', { order_id: orderId, idempotency_key: key }, requestAnswerSchema),
    /** Its photos go through the avatar's upload path first (once each), then with the request. */
    sendCustom: async (categoryId: number, key: string, draft: CustomRequestDraft, photos: readonly File[] = []) => {
      const photoIds = await Promise.all(photos.map(uploadOnce));
      const withPhotos = photoIds.length ? { photo_upload_ids: photoIds } : {};
      return client.post('/reactapi/request/custom', { ...draft, ...withPhotos, category_id: categoryId, idempotency_key: key }, requestAnswerSchema);
    },
    /**
     * Accepts the quote the person was shown (`quote`), or declines. A quote changed since is
     * refused with the request as it is now: a `QuoteChangedError` carries it.
     */
    answerQuote: async (orderId: number, accept: boolean, quote: QuoteSeen | null) => {
      if (!accept) return client.post('/reactapi/request/quote/decline', { order_id: orderId }, requestAnswerSchema);
      try {
        return await client.post('/reactapi/request/quote/accept', { order_id: orderId, quote }, requestAnswerSchema);
      } catch (error) {
        const now = error instanceof EnvelopeError && error.code === QUOTE_CHANGED ? requestAnswerSchema.safeParse(error.data) : null;
        if (now?.success) throw new QuoteChangedError((error as EnvelopeError).message, now.data.request);
        throw error;
      }
    },
    pay: (orderId: number, key: string, payment: PaymentMethod) =>
      client.post('/reactapi/request/pay', { order_id: orderId, idempotency_key: key, payment }, orderResultSchema, MOVES_MONEY),
  };
}
