import type { Address, Card } from '../../src/api/contract/account';
import type { Order, Wallet, WalletEntry, WalletMovement } from '../../src/api/contract/money';
import type { RequestDetail } from '../../src/api/contract/requests';
import { lineKey, type VendorCart } from '../../src/domain/cart';

/** Money data shaped like the reference server's, free of test-runner imports (model plans read it too). */

export const walletLimits = { recharge_min_cents: 500, recharge_max_cents: 100_000, gift_min_cents: 100, gift_max_cents: 50_000 };

const entry = (id: number, kind: WalletEntry['kind'], amountCents: number, description: string, counterpart: string | null = null): WalletEntry => ({
  id,
  kind,
  amount_cents: amountCents,
  description,
  counterpart,
  created_at: `2026-11-${10 + id}T12:00:00.000Z`,
});

export const demoWallet: Wallet = {
  balance_cents: 5_000,
  entries: [
    entry(3, 'gift_received', 1_500, 'Happy birthday!', 'mfa@lyla.example'),
    entry(2, 'payment', -2_000, 'Order #7 at Green Leaf Market'),
    entry(1, 'top_up', 5_500, 'Added with Visa •••• 4242'),
  ],
  limits: walletLimits,
};

export const savedCard: Card = { id: 11, brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030, holder_name: 'Maya Thompson', is_default: true };

export const savedAddress: Address = {
  id: 21,
  label: 'Home',
  line1: '12 Orchard Lane',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  is_default: true,
};

const image = (id: number) => ({ url: `/api/images/product/${id}.svg`, width: 400, height: 300 });

/** Green Leaf Market (vendor 2, category 1): $24.00 + 2 × $12.50 = $49.00. */
export const demoCart: VendorCart = {
  vendor: { id: 2, name: 'Green Leaf Market', category_id: 1 },
  lines: [
    {
      key: lineKey(101, { Size: 'Large' }),
      product: { id: 101, name: 'Herb planter', price_cents: 2_400, image: image(101) },
      options: { Size: 'Large' },
      quantity: 1,
    },
    { key: lineKey(102, {}), product: { id: 102, name: 'Watering can', price_cents: 1_250, image: image(102) }, options: {}, quantity: 2 },
  ],
};

export const checkoutPath = '/checkout/categories/1/vendors/2';

export function orderOf(changes: Partial<Order> = {}): Order {
  return {
    id: 42,
    kind: 'order',
    vendor_id: 2,
    vendor_name: 'Green Leaf Market',
    status: 'paid',
    total_cents: 4_900,
    lines: [
      { product_id: 101, name: 'Herb planter', quantity: 1, unit_cents: 2_400, options: { Size: 'Large' } },
      { product_id: 102, name: 'Watering can', quantity: 2, unit_cents: 1_250, options: {} },
    ],
    created_at: '2026-11-21T12:00:00.000Z',
    failure: null,
    delivery_address: { label: 'Home', line1: '12 Orchard Lane', line2: '', city: 'Springfield', state: 'IL', zipcode: '62704' },
    custom: null,
    unread_messages: 0,
    ...changes,
  };
}

/** One request as its page reads it: placed, with its first status on the timeline. */
export function requestDetailOf(order: Order, changes: Partial<RequestDetail> = {}): RequestDetail {
  return {
    ...order,
    payment_method: 'wallet',
    timeline: [{ status: order.status, at: order.created_at }],
    can_cancel: order.status === 'paid',
    refund: null,
    ...changes,
  };
}

export function movementOf(kind: WalletEntry['kind'], amountCents: number, balanceCents: number, counterpart: string | null = null): WalletMovement {
  return { status: 'completed', entry: entry(9, kind, amountCents, 'Test movement', counterpart), balance_cents: balanceCents, provider: null };
}
