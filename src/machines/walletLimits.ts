import type { Wallet } from '../api/contract/money';
import type { WalletLimitsCents } from '../domain/money';

/** The server's wallet limits as the form checks use them. */
export function limitsOf(wallet: Wallet | null): WalletLimitsCents {
  return {
    rechargeMin: wallet?.limits.recharge_min_cents ?? 0,
    rechargeMax: wallet?.limits.recharge_max_cents ?? 0,
    giftMin: wallet?.limits.gift_min_cents ?? 0,
    giftMax: wallet?.limits.gift_max_cents ?? 0,
  };
}
