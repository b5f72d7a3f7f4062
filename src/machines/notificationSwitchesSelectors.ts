import type { SnapshotFrom } from 'xstate';
import type { notificationSwitchesMachine } from './notificationSwitchesMachine';

type NotificationSwitchesSnapshot = SnapshotFrom<typeof notificationSwitchesMachine>;

export const selectShownSwitches = (snapshot: NotificationSwitchesSnapshot) => snapshot.context.shown;
export const selectSwitchFailure = (snapshot: NotificationSwitchesSnapshot) => snapshot.context.failure;
export const selectSavingSwitch = (snapshot: NotificationSwitchesSnapshot) => snapshot.matches('saving');
