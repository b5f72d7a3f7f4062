import type { SnapshotFrom } from 'xstate';
import { notificationSwitchesMachine } from '../../../src/machines/notificationSwitchesMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof notificationSwitchesMachine>;

/** As the demo profile has them: push notifications off. */
export const SWITCHES = { receive_order_email_notify: true, receive_push_notify: false, receive_reminder_email_notify: true };

const idleWithPush = (on: boolean) => (s: Snapshot) => s.matches('idle') && s.context.shown.receive_push_notify === on;
const savingPush = (on: boolean) => (s: Snapshot) => s.matches('saving') && s.context.pending?.value === on;

export const notificationSwitchesModel: MachineModel<Snapshot> = {
  machine: notificationSwitchesMachine,
  suite: 'notificationSwitches',
  starts: [{ name: '', input: { switches: SWITCHES } }],
  events: [
    { name: 'turns push notifications on', event: { type: 'switch.toggle', key: 'receive_push_notify', value: true }, when: idleWithPush(false), to: 'saving' },
    { name: 'turns push notifications off', event: { type: 'switch.toggle', key: 'receive_push_notify', value: false }, when: idleWithPush(true), to: 'saving' },
    { name: 'the server saves it', event: { type: 'xstate.done.actor.saveSwitch', output: { ...SWITCHES, receive_push_notify: true } }, when: savingPush(true), to: 'idle' },
    { name: 'the server saves it', event: { type: 'xstate.done.actor.saveSwitch', output: SWITCHES }, when: savingPush(false), to: 'idle' },
    // Its answer holds every switch as the server has them: one turned off meanwhile on another device shows off.
    {
      name: 'the server saves it, order emails turned off elsewhere',
      event: { type: 'xstate.done.actor.saveSwitch', output: { ...SWITCHES, receive_push_notify: true, receive_order_email_notify: false } },
      when: (s) => savingPush(true)(s) && s.context.shown.receive_order_email_notify,
      to: 'idle',
    },
    // Refusing to turn it off after it was saved on: the switch goes back to on (what the server
    // last saved), not to how the page opened.
    { name: 'the server refuses', event: { type: 'xstate.error.actor.saveSwitch', error: new Error('Try again later') }, when: savingPush(true), to: 'idle' },
    { name: 'the server refuses to turn it off', event: { type: 'xstate.error.actor.saveSwitch', error: new Error('Try again later') }, when: savingPush(false), to: 'idle' },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, push: s.context.shown.receive_push_notify, orderEmails: s.context.shown.receive_order_email_notify, failed: s.context.failure !== null }),
};
