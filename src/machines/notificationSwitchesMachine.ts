import { assign, fromPromise, setup } from 'xstate';
import type { NotificationSwitch, NotificationSwitches } from '../domain/account';
import { messageInPlace } from './failure';

export interface SwitchChange {
  key: NotificationSwitch;
  value: boolean;
}

export interface NotificationSwitchesContext {
  /** What the screen shows: the person's choice at once, before the server confirms it. */
  shown: NotificationSwitches;
  /** What the server last confirmed; a failed save goes back to it. */
  saved: NotificationSwitches;
  pending: SwitchChange | null;
  /** The change that could not be saved, and why. */
  failure: { key: NotificationSwitch; message: string } | null;
}

export type NotificationSwitchesEvent = { type: 'switch.toggle'; key: NotificationSwitch; value: boolean };

/**
 * The notification switches, saved one change at a time as soon as the person flips one.
 * The new value shows at once; if the server refuses, the switch goes back and the screen
 * says why. `saveSwitch` is provided by the composition root.
 */
export const notificationSwitchesMachine = setup({
  types: {
    context: {} as NotificationSwitchesContext,
    events: {} as NotificationSwitchesEvent,
    input: {} as { switches: NotificationSwitches },
  },
  actors: {
    saveSwitch: fromPromise<NotificationSwitches, SwitchChange>(() =>
      Promise.reject(new Error('notificationSwitchesMachine: provide "saveSwitch"')),
    ),
  },
}).createMachine({
  id: 'notificationSwitches',
  description: 'Notification switches that save as soon as they are flipped, and flip back if the save fails.',
  context: ({ input }) => ({ shown: input.switches, saved: input.switches, pending: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The switches show what is saved; the person may flip one.',
      on: {
        'switch.toggle': {
          target: 'saving',
          actions: assign({
            shown: ({ context, event }) => ({ ...context.shown, [event.key]: event.value }),
            pending: ({ event }) => ({ key: event.key, value: event.value }),
            failure: null,
          }),
          description: 'The person flips a switch: it shows the new value at once.',
        },
      },
    },
    saving: {
      description: 'The change is being saved (POST /reactapi/user/edit); the switches wait.',
      invoke: {
        id: 'saveSwitch',
        src: 'saveSwitch',
        input: ({ context }) => context.pending as SwitchChange,
        onDone: {
          target: 'idle',
          actions: assign({ saved: ({ event }) => event.output, shown: ({ event }) => event.output, pending: null }),
          description: 'Saved: the server’s values are shown.',
        },
        onError: {
          target: 'idle',
          actions: assign({
            shown: ({ context }) => context.saved,
            failure: ({ context, event }) => ({ key: (context.pending as SwitchChange).key, message: messageInPlace(event.error) }),
            pending: null,
          }),
          description: 'Not saved: the switch goes back and says so; the toast says why.',
        },
      },
    },
  },
});
