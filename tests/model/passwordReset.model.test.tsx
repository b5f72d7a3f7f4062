import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { MESSAGES } from '../../src/domain/constants';
import { fail, ok } from '../support/sessionHandlers';
import { ASKS_FOR_254, RESET_EMAIL, EDGE_EMAIL_TYPED, TOO_MANY, TRIES_THE_EMAIL_EDGES, TRIES_THE_PASSWORD_EDGES, WRONG_CODE, passwordResetModel } from './models/passwordReset';
import { triesEachEdge } from './triesEachEdge';
import { EMAIL_OF_254, resetEmailEdges, resetPasswordEdges } from './forms/reset';
import type { PathStep, RecordedCall } from './harness';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

const FORGOT = '/reactapi/user/account/forgot-password';
const RESET = '/api/user/account/reset-password';

async function typeInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await person.clear(field);
  await person.type(field, text);
}
const click = async (name: string) => person.click(await screen.findByRole('button', { name }));
/** A field filled as a person does: a long text pasted. */
async function fill(field: HTMLElement, text: string) {
  await person.clear(field);
  if (text.length <= 20) return text === '' ? undefined : person.type(field, text);
  await person.click(field);
  await person.paste(text);
}
const nameOf = (event: ModelEvent) => passwordResetModel.events.find((entry) => entry.event === event)?.name;
const emailForm = () => screen.findByRole('form', { name: 'Reset your password' });
const codeForm = () => screen.findByRole('form', { name: 'Choose a new password' });
type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;
/** The email the path last asked a code for, as sent (the model's event carries it trimmed). */
const sentEmail = (before: Steps) => before.filter((step) => step.event.type === 'reset.requestCode').at(-1)!.event.email as string;

/** The path's own last step (never the machine's context) was the server's refusal. */
const refusedJustNow = (before: Array<PathStep<AnySnapshot, ModelEvent>>) => before.at(-1)!.event.type.startsWith('xstate.error.');

/** The toast says why (spec §8); the page says what failed, never the same words again. */
function saysNotWhy(message: string) {
  const main = within(screen.getByRole('main'));
  expect(main.queryByText(message)).not.toBeInTheDocument();
  // Nor a made-up reason in its place.
  expect(main.queryByText(MESSAGES.generic)).not.toBeInTheDocument();
}

/** What the person typed (drive below): the email, then the code and the new password (read once the call is made). */
const asks = (body: () => Record<string, string>) => (call: RecordedCall) => {
  expect(call.body).toEqual(body());
  // A visitor's call: no token.
  expect(call.token).toBeNull();
};
const asksForCode = (before: Steps) => asks(() => ({ email: sentEmail(before) }));
const asksToReset = (before: Steps) => asks(() => ({ email: sentEmail(before), code: '123456', password: 'new-pass-2026' }));

describeScreenSuite({
  model: passwordResetModel,
  page: () => '/password_reset',
  signedIn: false,
  scripted: [FORGOT, RESET],
  answerFor(event, _later, before) {
    switch (event.type) {
      case 'xstate.done.actor.requestCode':
        return { endpoint: FORGOT, answer: () => ok({ resend_after_seconds: 60 }), asks: asksForCode(before) };
      case 'xstate.error.actor.requestCode':
        return { endpoint: FORGOT, answer: () => fail(429, 42900, TOO_MANY), asks: asksForCode(before) };
      case 'xstate.done.actor.resetPassword':
        return { endpoint: RESET, answer: () => ok(null), asks: asksToReset(before) };
      case 'xstate.error.actor.resetPassword':
        return { endpoint: RESET, answer: () => fail(400, 40101, WRONG_CODE), asks: asksToReset(before) };
      default:
        return null;
    }
  },
  drive: {
    async 'reset.requestCode'(event) {
      const name = nameOf(event);
      if (name === TRIES_THE_EMAIL_EDGES || name === ASKS_FOR_254) {
        const typed = name === ASKS_FOR_254 ? EMAIL_OF_254 : EDGE_EMAIL_TYPED;
        await fill(await screen.findByLabelText('Email'), typed);
        if (name === TRIES_THE_EMAIL_EDGES) await triesEachEdge(emailForm, resetEmailEdges(typed), fill, () => click('Send me a code'));
        return click('Send me a code');
      }
      // A malformed address is refused on the form and never reaches the machine.
      await typeInto('Email', 'not-an-email');
      await click('Send me a code');
      expect(await screen.findByText('Email is not a valid email')).toBeInTheDocument();
      await typeInto('Email', RESET_EMAIL);
      await click('Send me a code');
    },
    async 'reset.submit'(event) {
      await typeInto('Code', '123456');
      await typeInto('New password', 'new-pass-2026');
      if (nameOf(event) === TRIES_THE_PASSWORD_EDGES) {
        await triesEachEdge(codeForm, resetPasswordEdges({ code: '123456', password: 'new-pass-2026' }), fill, () => click('Change password'));
      }
      await click('Change password');
    },
    'reset.changeEmail': () => click('Use another email or get a new code'),
  },
  shows: {
    async enteringEmail(_, before) {
      expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
      const main = within(screen.getByRole('main'));
      if (refusedJustNow(before)) expect(main.getByText('No code was sent.')).toBeInTheDocument();
      else expect(main.queryByText('No code was sent.')).not.toBeInTheDocument();
      saysNotWhy(TOO_MANY);
    },
    async requestingCode() {
      expect(await screen.findByRole('button', { name: 'Send me a code' })).toHaveAttribute('aria-busy', 'true');
    },
    async enteringCode(_, before) {
      expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
      expect(screen.getByText(`If ${sentEmail(before)} has an account, a 6-digit code is on its way.`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change password' })).not.toHaveAttribute('aria-busy', 'true');
      // A refused code is marked on its field, until the person sends again or starts over.
      if (refusedJustNow(before)) expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
      else expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
      saysNotWhy(WRONG_CODE);
    },
    async resetting() {
      expect(await screen.findByRole('button', { name: 'Change password' })).toHaveAttribute('aria-busy', 'true');
      // Sent again: an earlier refusal's mark is not about this code.
      expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
    },
    async done() {
      expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
    },
  },
});

describe('passwordReset model', () => {
  itPlansEveryEntry(passwordResetModel);
});
