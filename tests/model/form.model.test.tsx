import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { demoPreference } from '../support/accountHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { SERVER_FAILURE, WRONG_CURRENT, formModel, wrongCurrentPassword } from './models/form';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

const PASSWORD_PAGE = '/settings/account/password';
const CHANGE_PASSWORD = '/api/user/account/change-password';
/** For the first look at a lazily loaded page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const LABELS: Record<string, string> = { current_password: 'Current password', new_password: 'New password', confirm_password: 'Confirm new password' };

const currentPath = () => window.location.hash.replace(/^#/, '');
const passwordForm = () => screen.findByRole('form', { name: 'Change password' }, PAGE);

/** A new password's rules as the product states them (at least 8 characters, a letter and a digit), in order. */
const NEW_PASSWORD_FINDINGS = ['Password must be at least 8 characters', 'Password must contain a letter', 'Password must contain a digit'];
const newPasswordFinding = (typed: string) =>
  [typed.length < 8, !/[A-Za-z]/.test(typed), !/\d/.test(typed)].map((broken, index) => (broken ? NEW_PASSWORD_FINDINGS[index] : null)).find(Boolean) ?? null;

describeScreenSuite({
  model: formModel,
  // The password page's own copy of the form machine.
  liveId: 'account.password',
  page: () => PASSWORD_PAGE,
  scripted: [CHANGE_PASSWORD],
  // A changed password ends the other sessions; the settings pages read the account again.
  handlers: [http.post('/reactapi/view/account/preference', () => ok(demoPreference))],
  answerFor(event) {
    if (event.type === 'xstate.done.actor.submit') return { endpoint: CHANGE_PASSWORD, answer: () => ok(null) };
    if (event.type !== 'xstate.error.actor.submit') return null;
    return {
      endpoint: CHANGE_PASSWORD,
      answer: event.error === wrongCurrentPassword ? () => fail(400, 40104, WRONG_CURRENT) : () => fail(500, 50000, SERVER_FAILURE),
    };
  },
  begin: async () => void (await passwordForm()),
  drive: {
    async 'form.change'(event) {
      const [[field, value]] = Object.entries(event.changes as Record<string, string>) as [[string, string]];
      const input = within(await passwordForm()).getByLabelText(LABELS[field] ?? field);
      await person.clear(input);
      await person.type(input, value);
    },
    async 'form.blur'() {
      await person.click(within(await passwordForm()).getByLabelText('New password'));
      await person.tab();
    },
    async 'form.submit'() {
      const form = await passwordForm();
      const retry = within(form).queryByRole('button', { name: 'Try again' });
      await person.click(retry ?? within(form).getByRole('button', { name: 'Change password' }));
    },
    async 'form.discard'() {
      await person.click(within(screen.getByRole('navigation', { name: 'Account settings' })).getByRole('link', { name: 'Interests' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await person.click(within(dialog).getByRole('button', { name: 'Leave' }));
    },
  },
  shows: {
    async editing() {
      if (currentPath() !== PASSWORD_PAGE) {
        // Left with the changes dropped: the page asked, and the next one opened.
        await waitFor(() => expect(currentPath()).toBe('/settings/account/interests'));
        return;
      }
      const form = await passwordForm();
      expect(within(form).queryAllByRole('alert')).toEqual([]);
      expect(within(form).getByRole('button', { name: 'Change password' })).toBeEnabled();
    },
    async invalid(_, before) {
      const form = await passwordForm();
      expect((await within(form).findAllByRole('alert')).length).toBeGreaterThan(0);
      // The new password's finding, from the product's rule (not the machine's errors), once
      // the person left the field or asked to save after typing it.
      const events = before.map((step) => step.event);
      const typedAt = events.reduce(
        (last, event, index) => (event.type === 'form.change' && 'new_password' in (event.changes as object) ? index : last),
        -1,
      );
      const asked = events.slice(typedAt + 1).some((event) => event.type === 'form.blur' || event.type === 'form.submit');
      if (typedAt === -1 || !asked) return;
      const typed = (events[typedAt]!.changes as { new_password: string }).new_password;
      const field = within(form).getByLabelText('New password');
      const finding = newPasswordFinding(typed);
      if (finding) expect(field).toHaveAccessibleDescription(expect.stringContaining(finding));
      else for (const message of NEW_PASSWORD_FINDINGS) expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message));
    },
    async submitting() {
      const form = await passwordForm();
      await waitFor(() => expect(within(form).getByRole('button', { name: /Change password/ })).toHaveAttribute('aria-busy', 'true'));
    },
    async saved() {
      expect(await screen.findByText('Your password is changed. Use it the next time you sign in.')).toBeInTheDocument();
      expect(within(await passwordForm()).getByLabelText('New password')).toHaveValue('');
    },
    async refused(s: AnySnapshot) {
      const form = await passwordForm();
      // Why is the toast's (spec §8); the form says where: not saved, the field marked or a retry.
      expect(await within(form).findByText(/^Not saved\./)).toBeInTheDocument();
      if ('current_password' in (s.context.serverErrors as Record<string, string>)) {
        expect((await screen.findAllByText(WRONG_CURRENT, { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
        expect(within(form).queryByText(WRONG_CURRENT)).not.toBeInTheDocument();
        expect(within(form).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      } else {
        expect((await screen.findAllByText(new RegExp(SERVER_FAILURE), { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(form).queryByText(new RegExp(SERVER_FAILURE))).not.toBeInTheDocument();
        expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
      // Nothing typed is lost.
      expect(within(form).getByLabelText('Current password')).toHaveValue(s.context.values.current_password);
    },
  },
});
