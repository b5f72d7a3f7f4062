import type { RequestFilter, RequestNewsItem } from '../../domain/requests';
import type { Address, Card, Order, RequestDetail, Wallet } from '../../machines/moneyTypes';
import type { checkoutMachine } from '../../machines/checkoutMachine';
import type { CustomRequestValues } from '../../domain/customRequest';
import type { CustomRequestMachine } from '../../machines/customRequestMachine';
import type { DraftKeeper } from '../../machines/formMachine';
import type { providerReturnMachine } from '../../machines/providerReturnMachine';
import type { savedItemsMachine } from '../../machines/savedItemsMachine';
import type { walletAddMachine } from '../../machines/walletAddMachine';
import type { walletGiftMachine } from '../../machines/walletGiftMachine';
import type { PagedListMachine, ResourceMachine } from '../app/readMachineTypes';
import type { DraftStorage } from '../forms/draftStorage';

/** Checkout and LYLA Wallet machines with their calls provided (src/app/composeMoney.ts). */
export interface MoneyMachines {
  checkout: typeof checkoutMachine;
  walletAdd: typeof walletAddMachine;
  walletGift: typeof walletGiftMachine;
  providerReturn: typeof providerReturnMachine;
  wallet: ResourceMachine<null, Wallet>;
  requests: PagedListMachine<RequestFilter, Order, RequestNewsItem>;
  request: ResourceMachine<number, RequestDetail>;
  /** Cancelling one request, only once confirmed (the removal of src/machines/savedItemsMachine.ts), its key made once per page. */
  cancelRequest: (orderId: number) => typeof savedItemsMachine;
  addresses: ResourceMachine<null, Address[]>;
  cards: ResourceMachine<null, Card[]>;
  /** A custom request's flow: its form, then its quote and payment, following the server's status. */
  customRequestFlow: CustomRequestMachine;
  /** The flow of a new request, its form keeping what is typed through `draft` (this person's storage). */
  newCustomRequest: (draft: DraftKeeper<CustomRequestValues>) => CustomRequestMachine;
  /** Where unsaved forms of these pages are kept, per person (a new custom request). */
  drafts: DraftStorage;
}
