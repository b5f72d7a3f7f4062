import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fail, ok } from '../support/sessionHandlers';
import { RESET_EMAIL, TOO_MANY, WRONG_CODE, passwordResetModel } from './models/passwordReset';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

const FORGOT = '/reactapi/user/account/forgot-password';
const RESET = '/api/user/account/reset-password';

async function typeInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await person.clear(field);
  await person.type(field, text);
}
const click = async (name: string) => person.click(await screen.findByRole('button', { name }));

/** The reason the server gave, when the state keeps one. */
function showsError(s: AnySnapshot, message: string) {
  // The form says why; the same words are also in the §8 toast, outside the page.
  if (s.context.error) expect(within(screen.getByRole('main')).getByText(message)).toBeInTheDocument();
  else expect(screen.queryByText(message)).not.toBeInTheDocument();
}

describeScreenSuite({
  model: passwordResetModel,
  page: () => '/password_reset',
  signedIn: false,
  scripted: [FORGOT, RESET],
  answerFor(event) {
    switch (event.type) {
      case 'xstate.done.actor.requestCode':
        return { endpoint: FORGOT, answer: () => ok({ resend_after_seconds: 60 }) };
      case 'xstate.error.actor.requestCode':
        return { endpoint: FORGOT, answer: () => fail(429, 42900, TOO_MANY) };
      case 'xstate.done.actor.resetPassword':
        return { endpoint: RESET, answer: () => ok(null) };
      case 'xstate.error.actor.resetPassword':
        return { endpoint: RESET, answer: () => fail(400, 40101, WRONG_CODE) };
      default:
        return null;
    }
  },
  drive: {
    async 'reset.requestCode'() {
      // A malformed address is refused on the form and never reaches the machine.
      await typeInto('Email', 'not-an-email');
      await click('Send me a code');
      expect(await screen.findByText('Email is not a valid email')).toBeInTheDocument();
      await typeInto('Email', RESET_EMAIL);
      await click('Send me a code');
    },
    async 'reset.submit'() {
      await typeInto('Code', '123456');
      await typeInto('New password', 'new-pass-2026');
      await click('Change password');
    },
    'reset.changeEmail': () => click('Use another email or get a new code'),
  },
  shows: {
    async enteringEmail(s) {
      expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
      showsError(s, TOO_MANY);
    },
    async requestingCode() {
      expect(await screen.findByRole('button', { name: 'Send me a code' })).toHaveAttribute('aria-busy', 'true');
    },
    async enteringCode(s) {
      expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
      expect(screen.getByText(`If ${RESET_EMAIL} has an account, a 6-digit code is on its way.`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change password' })).not.toHaveAttribute('aria-busy', 'true');
      showsError(s, WRONG_CODE);
    },
    async resetting() {
      expect(await screen.findByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true');
    },
    async done() {
      expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
    },
  },
});
