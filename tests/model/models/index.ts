import type { MachineModel } from '../plan';
import { avatarUploadModel } from './avatarUpload';
import { cartModel } from './cart';
import { chatModel } from './chat';
import { customRequestModel } from './customRequest';
import { formModel } from './form';
import { liveUpdatesModel } from './liveUpdates';
import { checkoutModel, walletAddModel, walletGiftModel } from './money';
import { notificationSwitchesModel } from './notificationSwitches';
import { notificationsModel } from './notifications';
import { pagedListModel } from './pagedList';
import { passwordResetModel } from './passwordReset';
import { paymentAttemptModel } from './paymentAttempt';
import { productChoiceModel } from './productChoice';
import { providerReturnModel } from './providerReturn';
import { registrationModel } from './registration';
import { savedItemsModel } from './savedItems';
import { searchHistoryModel } from './searchHistory';
import { resourceModel } from './resource';
import { sessionModel } from './session';

/**
 * Every machine's model. A machine in src/machines/registry.ts needs one here and the suite
 * it names (`tests/model/<suite>.model.test.tsx`), or tests/model/suites.test.ts fails.
 */
export const models: MachineModel[] = [
  sessionModel,
  registrationModel,
  checkoutModel,
  walletAddModel,
  walletGiftModel,
  notificationSwitchesModel,
  passwordResetModel,
  paymentAttemptModel,
  providerReturnModel,
  resourceModel,
  pagedListModel,
  formModel,
  savedItemsModel,
  searchHistoryModel,
  avatarUploadModel,
  productChoiceModel,
  cartModel,
  chatModel,
  liveUpdatesModel,
  notificationsModel,
  customRequestModel,
];

export const modelOf = (machineId: string) => models.find((model) => model.machine.id === machineId);
