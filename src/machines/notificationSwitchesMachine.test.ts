import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EnvelopeError } from '../api/errors';
import type { NotificationSwitches } from '../domain/account';
import { notificationSwitchesMachine, type SwitchChange } from './notificationSwitchesMachine';

const switches: NotificationSwitches = {
  receive_order_email_notify: true,
  receive_push_notify: false,
  receive_reminder_email_notify: true,
};

function start(save: (change: SwitchChange) => Promise<NotificationSwitches>) {
  return createActor(
    notificationSwitchesMachine.provide({ actors: { saveSwitch: fromPromise(({ input }) => save(input)) } }),
    { input: { switches } },
  ).start();
}

describe('notificationSwitchesMachine', () => {
  it('shows the new value at once and keeps what the server confirms', async () => {
    let answer!: (value: NotificationSwitches) => void;
    const actor = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'switch.toggle', key: 'receive_push_notify', value: true });
    expect(actor.getSnapshot().context.shown.receive_push_notify).toBe(true);
    expect(actor.getSnapshot().context.saved.receive_push_notify).toBe(false);
    // One change at a time: the switches wait while it is saved.
    expect(actor.getSnapshot().can({ type: 'switch.toggle', key: 'receive_order_email_notify', value: false })).toBe(false);

    answer({ ...switches, receive_push_notify: true });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({
      shown: { ...switches, receive_push_notify: true },
      saved: { ...switches, receive_push_notify: true },
      failure: null,
    });
  });

  it('flips back when the save fails; the toast says why, not the page (spec §8)', async () => {
    const actor = start(() => Promise.reject(new EnvelopeError('Try again later', 503, 50300)));
    actor.send({ type: 'switch.toggle', key: 'receive_order_email_notify', value: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({
      shown: switches,
      failure: { key: 'receive_order_email_notify', message: '' },
    });

    // The next flip starts clean.
    actor.send({ type: 'switch.toggle', key: 'receive_push_notify', value: true });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
