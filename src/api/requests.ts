import type { CustomRequestDraft } from '../domain/customRequest';
import type { RequestFilter } from '../domain/requests';
import type { ApiClient } from './client';
import { orderResultSchema, type PaymentMethod } from './contract/money';
import { requestAnswerSchema, requestListSchema } from './contract/requests';

/** The person's requests: the list, one request, cancelling (docs/api.md, "Requests"). */
export function createRequestsApi(client: ApiClient) {
  return {
    page: async (filter: RequestFilter, cursor: string | null) => {
      const answer = await client.post('/reactapi/view/requests', { filter, cursor }, requestListSchema);
      return { items: answer.orders, nextCursor: answer.next_cursor, total: answer.total };
    },
    request: async (orderId: number) => (await client.post('/reactapi/view/request', { order_id: orderId }, requestAnswerSchema)).request,
    cancel: (orderId: number, key: string) =>
      client.post('/reactapi/request/cancel', { order_id: orderId, idempotency_key: key }, requestAnswerSchema),
    sendCustom: (categoryId: number, key: string, draft: CustomRequestDraft) =>
      client.post('/reactapi/request/custom', { ...draft, category_id: categoryId, idempotency_key: key }, requestAnswerSchema),
    answerQuote: (orderId: number, accept: boolean) =>
      client.post(`/reactapi/request/quote/${accept ? 'accept' : 'decline'}`, { order_id: orderId }, requestAnswerSchema),
    pay: (orderId: number, key: string, payment: PaymentMethod) =>
      client.post('/reactapi/request/pay', { order_id: orderId, idempotency_key: key, payment }, orderResultSchema),
  };
}
