import type { ApiClient } from './client';
import { cardListSchema, addressListSchema } from './contract/account';
import {
  captureResultSchema,
  orderResultSchema,
  paymentStatusSchema,
  walletMovementSchema,
  walletSchema,
  type CreateOrderRequest,
  type GiftRequest,
  type RechargeRequest,
} from './contract/money';

/** Orders, payments and the LYLA Wallet (docs/api.md). */
export function createMoneyApi(client: ApiClient) {
  return {
    wallet: () => client.post('/reactapi/view/account/wallet', {}, walletSchema),
    recharge: (request: RechargeRequest) => client.post('/reactapi/user/recharge', request, walletMovementSchema),
    gift: (request: GiftRequest) => client.post('/reactapi/user/gift', request, walletMovementSchema),
    createOrder: (request: CreateOrderRequest) => client.post('/reactapi/order/create', request, orderResultSchema),
    paymentStatus: (key: string) =>
      client.post('/reactapi/payment/status', { idempotency_key: key }, paymentStatusSchema),
    capture: (providerOrderId: string) =>
      client.post('/reactapi/payment/provider/capture', { provider_order_id: providerOrderId }, captureResultSchema),
    addresses: async () => (await client.post('/reactapi/view/account/addresses', {}, addressListSchema)).addresses,
    cards: async () => (await client.post('/reactapi/view/account/payment', {}, cardListSchema)).cards,
  };
}

export type MoneyApi = ReturnType<typeof createMoneyApi>;
