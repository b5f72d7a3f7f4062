import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { NOTIFICATION_SWITCHES, type NotificationSwitches } from '../../src/domain/account';
import { demoPreference, fail, ok } from '../support/sessionHandlers';
import type { PathStep } from './harness';
import { notificationSwitchesModel, SWITCHES } from './models/notificationSwitches';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;

const pushSwitch = () => screen.findByRole('switch', { name: /Push notifications/ });

/**
 * What the person must see after the path's steps, from the steps alone: a flipped switch shows
 * its new value at once; the server's yes keeps it; its no puts back what the server last saved
 * and says so until the next flip.
 */
function expectedAfter(before: Steps) {
  let saved: NotificationSwitches = { ...SWITCHES };
  let shown = saved;
  let asked: { key: keyof NotificationSwitches; value: boolean } | null = null;
  let refused = false;
  for (const { event } of before) {
    if (event.type === 'switch.toggle') {
      asked = { key: event.key as keyof NotificationSwitches, value: event.value as boolean };
      shown = { ...shown, [asked.key]: asked.value };
      refused = false;
    } else if (event.type === 'xstate.done.actor.saveSwitch') {
      // The server's answer: every switch as it holds them now.
      saved = event.output as NotificationSwitches;
      shown = saved;
    } else if (event.type === 'xstate.error.actor.saveSwitch') {
      shown = saved;
      refused = true;
    }
  }
  return { shown, saved, asked, refused };
}

async function showsSwitches(before: Steps, busy: boolean) {
  const { shown, refused } = expectedAfter(before);
  const group = await screen.findByRole('group', { name: 'Notifications' });
  await waitFor(() => expect(group.getAttribute('aria-busy') === 'true').toBe(busy));
  for (const { key, label } of NOTIFICATION_SWITCHES) {
    const control = within(group).getByRole('switch', { name: new RegExp(label) });
    if (shown[key]) expect(control, label).toBeChecked();
    else expect(control, label).not.toBeChecked();
    // One change at a time: every switch waits while one is saved.
    if (busy) expect(control, label).toBeDisabled();
    else expect(control, label).toBeEnabled();
  }
  if (refused) {
    // Why is the toast's (spec §8); the page names the switch that went back, not why again.
    expect(within(group).getByRole('alert')).toHaveTextContent(/^Not saved: the Push notifications switch is back as it was\.$/);
    expect((await screen.findAllByText('Try again later', { selector: 'li *' })).length).toBeGreaterThan(0);
  } else {
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
  }
}

describeScreenSuite({
  model: notificationSwitchesModel,
  page: () => '/settings/account/notifications',
  scripted: ['/reactapi/user/edit'],
  token: () => 'token-demo',
  handlers: [http.post('/reactapi/view/account/preference', () => ok(demoPreference))],
  answerFor(event, _later, before) {
    // Only the switch that was flipped, with its new value, is sent.
    const asks = (call: { body: Record<string, unknown> | null }) => {
      const { asked } = expectedAfter(before);
      expect(call.body).toEqual(asked && { [asked.key]: asked.value });
    };
    if (event.type === 'xstate.done.actor.saveSwitch') {
      // The server answers every switch as it now holds them.
      return { endpoint: '/reactapi/user/edit', answer: () => ok({ contact_preference: 'email', ...(event.output as NotificationSwitches) }), asks };
    }
    if (event.type === 'xstate.error.actor.saveSwitch') return { endpoint: '/reactapi/user/edit', answer: () => fail(503, 50300, 'Try again later'), asks };
    return null;
  },
  drive: {
    async 'switch.toggle'() {
      await person.click(await pushSwitch());
    },
  },
  shows: {
    idle: (_, before) => showsSwitches(before, false),
    saving: (_, before) => showsSwitches(before, true),
  },
});

itPlansEveryEntry(notificationSwitchesModel);
