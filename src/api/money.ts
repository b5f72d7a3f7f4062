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

/**
 * Spec §7's full-screen loading overlay, for a call that holds the whole screen: while money
 * moves, nothing else on the page may be pressed (docs/decisions/0030-loading-overlay-and-server-state.md).
 */
export const MOVES_MONEY = { overlay: true } as const;

/** Orders, payments and the LYLA Wallet (docs/api.md). */
export function createMoneyApi(client: ApiClient) {
  return {
    wallet: () => client.post('/reactapi/view/account/wallet', {}, walletSchema),
    recharge: (request: RechargeRequest) => client.post('/reactapi/user/recharge', request, walletMovementSchema, MOVES_MONEY),
    gift: (request: GiftRequest) => client.post('/reactapi/user/gift', request, walletMovementSchema, MOVES_MONEY),
    createOrder: (request: CreateOrderRequest) => client.post('/reactapi/order/create', request, orderResultSchema, MOVES_MONEY),
    paymentStatus: (key: string) =>
      client.post('/reactapi/payment/status', { idempotency_key: key }, paymentStatusSchema),
    capture: (providerOrderId: string) =>
      client.post('/reactapi/payment/provider/capture', { provider_order_id: providerOrderId }, captureResultSchema, MOVES_MONEY),
    addresses: async () => (await client.post('/reactapi/view/account/addresses', {}, addressListSchema)).addresses,
    cards: async () => (await client.post('/reactapi/view/account/payment', {}, cardListSchema)).cards,
  };
}

export type MoneyApi = ReturnType<typeof createMoneyApi>;
