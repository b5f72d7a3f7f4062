import { avatarUploadMachine } from './avatarUploadMachine';
import { cartMachine } from './cartMachine';
import { chatMachine } from './chatMachine';
import { customRequestMachine } from './customRequestMachine';
import { checkoutMachine } from './checkoutMachine';
import { notificationSwitchesMachine } from './notificationSwitchesMachine';
import { notificationsMachine } from './notificationsMachine';
import { createPagedListMachine } from './pagedListMachine';
import { passwordResetMachine } from './passwordResetMachine';
import { paymentAttemptMachine } from './paymentAttemptMachine';
import { productChoiceMachine } from './productChoiceMachine';
import { providerReturnMachine } from './providerReturnMachine';
import { registrationMachine } from './registrationMachine';
import { createResourceMachine } from './resourceMachine';
import { sessionMachine } from './sessionMachine';
import { createFormMachine } from './formMachine';
import { liveUpdatesMachine } from './liveUpdatesMachine';
import { savedItemsMachine } from './savedItemsMachine';
import { searchHistoryMachine } from './searchHistoryMachine';
import { walletAddMachine } from './walletAddMachine';
import { walletGiftMachine } from './walletGiftMachine';

/** Machines documented in docs/statecharts/ (`npm run statecharts`). Add new machines here. */
export const documentedMachines = [
  sessionMachine,
  registrationMachine,
  passwordResetMachine,
  productChoiceMachine,
  cartMachine,
  checkoutMachine,
  paymentAttemptMachine,
  providerReturnMachine,
  walletAddMachine,
  walletGiftMachine,
  // Each form gets its own copy with its rules and call; documented once, with a rule of its own.
  createFormMachine<Record<string, string>>('form', {
    check: (values) => (Object.values(values).some((value) => value === '') ? { value: 'Fill in every field' } : {}),
    toRequest: (values) => values,
    keepsDraft: true,
  }),
  savedItemsMachine,
  searchHistoryMachine,
  avatarUploadMachine,
  notificationSwitchesMachine,
  chatMachine,
  liveUpdatesMachine,
  notificationsMachine,
  customRequestMachine,
  // Built once per read by the composition roots (`catalogue.product`, `wallet`…); documented once.
  createResourceMachine<unknown, unknown>('resource'),
  createPagedListMachine<unknown, unknown>('pagedList'),
];
