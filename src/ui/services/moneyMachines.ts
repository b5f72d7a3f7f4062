import type { Order, Wallet } from '../../machines/moneyTypes';
import type { checkoutMachine } from '../../machines/checkoutMachine';
import type { providerReturnMachine } from '../../machines/providerReturnMachine';
import type { walletAddMachine } from '../../machines/walletAddMachine';
import type { walletGiftMachine } from '../../machines/walletGiftMachine';
import type { ResourceMachine } from './useReads';

/** Checkout and LYLA Wallet machines with their calls provided (src/composeMoney.ts). */
export interface MoneyMachines {
  checkout: typeof checkoutMachine;
  walletAdd: typeof walletAddMachine;
  walletGift: typeof walletGiftMachine;
  providerReturn: typeof providerReturnMachine;
  wallet: ResourceMachine<null, Wallet>;
  orders: ResourceMachine<null, Order[]>;
}
