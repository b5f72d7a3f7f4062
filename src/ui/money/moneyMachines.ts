import type { RequestFilter, RequestNewsItem } from '../../domain/requests';
import type { FormMachine } from '../../machines/formMachine';
import type { Address, Card, Order, RequestAnswer, RequestDetail, Wallet } from '../../machines/moneyTypes';
import type { checkoutMachine } from '../../machines/checkoutMachine';
import type { CustomRequestMachine } from '../../machines/customRequestMachine';
import type { providerReturnMachine } from '../../machines/providerReturnMachine';
import type { walletAddMachine } from '../../machines/walletAddMachine';
import type { walletGiftMachine } from '../../machines/walletGiftMachine';
import type { PagedListMachine, ResourceMachine } from '../app/readMachineTypes';

/** Checkout and LYLA Wallet machines with their calls provided (src/app/composeMoney.ts). */
export interface MoneyMachines {
  checkout: typeof checkoutMachine;
  walletAdd: typeof walletAddMachine;
  walletGift: typeof walletGiftMachine;
  providerReturn: typeof providerReturnMachine;
  wallet: ResourceMachine<null, Wallet>;
  requests: PagedListMachine<RequestFilter, Order, RequestNewsItem>;
  request: ResourceMachine<number, RequestDetail>;
  /** Cancelling one request (a form with no fields: confirm and send), its key made once per form. */
  cancelRequest: (orderId: number) => FormMachine<Record<string, never>, null, RequestAnswer>;
  addresses: ResourceMachine<null, Address[]>;
  cards: ResourceMachine<null, Card[]>;
  /** A custom request's flow: its form, then its quote and payment, following the server's status. */
  customRequestFlow: CustomRequestMachine;
}
