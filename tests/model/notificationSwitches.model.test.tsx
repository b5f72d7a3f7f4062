import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { demoPreference } from '../support/accountHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { notificationSwitchesModel } from './models/notificationSwitches';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

const pushSwitch = () => screen.findByRole('switch', { name: /Push notifications/ });

async function showsSwitches(s: AnySnapshot, busy: boolean) {
  const group = await screen.findByRole('group', { name: 'Notifications' });
  await waitFor(() => expect(group.getAttribute('aria-busy') === 'true').toBe(busy));
  const push = within(group).getByRole('switch', { name: /Push notifications/ });
  if (s.context.shown.receive_push_notify) expect(push).toBeChecked();
  else expect(push).not.toBeChecked();
}

describeScreenSuite({
  model: notificationSwitchesModel,
  page: () => '/settings/account/notifications',
  scripted: ['/reactapi/user/edit'],
  handlers: [http.post('/reactapi/view/account/preference', () => ok(demoPreference))],
  answerFor(event) {
    if (event.type === 'xstate.done.actor.saveSwitch') return { endpoint: '/reactapi/user/edit', answer: () => ok({ contact_preference: 'email', ...(event.output as object) }) };
    if (event.type === 'xstate.error.actor.saveSwitch') return { endpoint: '/reactapi/user/edit', answer: () => fail(503, 50300, 'Try again later') };
    return null;
  },
  drive: {
    async 'switch.toggle'() {
      await person.click(await pushSwitch());
    },
  },
  shows: {
    async idle(s) {
      await showsSwitches(s, false);
      if (s.context.failure) {
        // Why is the toast's (spec §8); the page names the switch that went back, not why again.
        expect(screen.getByRole('alert')).toHaveTextContent(/^Not saved: the Push notifications switch is back as it was\.$/);
        expect((await screen.findAllByText('Try again later', { selector: 'li *' })).length).toBeGreaterThan(0);
      }
    },
    saving: (s) => showsSwitches(s, true),
  },
});
