import type { WalletLimits } from '../../src/api/contract/money';
import type { AppDeps } from '../http/appEnv';
import { createCardCharges } from './cardCharges';
import { createIdempotency } from './idempotency';
import { createLedger } from './ledger';
import { createOrderStore } from './orderStore';
import type { PaymentProvider } from './paymentProvider';
import { createProviderOrders } from './providerOrders';
import { createRequestLifecycle } from './requestLifecycle';
import { createSandboxProvider } from './sandboxProvider';

/** Add funds: $5 to $1,000 at a time; gifts: $1 to $500 (docs/api.md). */
export const DEFAULT_WALLET_LIMITS: WalletLimits = {
  recharge_min_cents: 500,
  recharge_max_cents: 100_000,
  gift_min_cents: 100,
  gift_max_cents: 50_000,
};

export interface MoneyOptions {
  /** The payment provider; when left out, the sandbox with its pages under `/sandbox-provider/`. */
  paymentProvider?: PaymentProvider;
  walletLimits?: WalletLimits;
}

/** Everything the money routes share, made once per app. */
export function createMoney(deps: AppDeps, options: MoneyOptions) {
  const { db, now } = deps;
  const sandbox = options.paymentProvider ? null : createSandboxProvider(db, now);
  const provider = options.paymentProvider ?? sandbox!;
  const ledger = createLedger(now);
  const orders = createOrderStore(now);
  return {
    /** Set when the sandbox is the provider: its pages are then served too. */
    sandbox,
    provider,
    limits: options.walletLimits ?? DEFAULT_WALLET_LIMITS,
    ledger,
    keys: createIdempotency(db, now),
    orders,
    requests: createRequestLifecycle(deps, orders, ledger),
    providerOrders: createProviderOrders(now, provider),
    chargeCard: createCardCharges(deps),
  };
}

export type Money = ReturnType<typeof createMoney>;
