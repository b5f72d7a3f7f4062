import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { demoPreference } from '../support/accountHandlers';
import { fail, ok } from '../support/sessionHandlers';
import type { Reminder } from '../../src/domain/reminders';
import type { PathStep } from './harness';
import { NEW_REMINDER, REMINDER_TITLE, SERVER_FAILURE, WRONG_CURRENT, formModel, onReminderPage, wrongCurrentPassword } from './models/form';
import type { AnySnapshot, ModelEvent } from './plan';
import { describeScreenSuite, person } from './screenSuite';

const PASSWORD_PAGE = '/settings/account/password';
const CHANGE_PASSWORD = '/api/user/account/change-password';
// The second form: a new reminder, a page of its own left for the list once saved or cancelled.
const NEW_REMINDER_PAGE = '/settings/account/reminders/custom/new';
const REMINDER_LIST = '/settings/account/reminders/custom';
const ADD_REMINDER = '/reactapi/user/reminder/add';
const REMINDER_LABELS: Record<string, string> = { title: 'Title', date: 'Date' };
/** For the first look at a lazily loaded page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const LABELS: Record<string, string> = { current_password: 'Current password', new_password: 'New password', confirm_password: 'Confirm new password' };

const currentPath = () => window.location.hash.replace(/^#/, '');
const passwordForm = () => screen.findByRole('form', { name: 'Change password' }, PAGE);
const reminderForm = () => screen.findByRole('form', { name: 'New reminder' }, PAGE);
const onReminderForm = () => currentPath() === NEW_REMINDER_PAGE;

/** The reminders the server added on this path, for the list read after the form is left. */
const added: Reminder[] = [];
/** What the person typed into the reminder form on the path so far (from its events). */
const typedReminder = (before: Array<PathStep<AnySnapshot, ModelEvent>>) =>
  before.reduce((values, step) => (step.event.type === 'form.change' ? { ...values, ...(step.event.changes as object) } : values), { ...NEW_REMINDER });
const saves = (before: Array<PathStep<AnySnapshot, ModelEvent>>) => before.some((step) => step.event.type === 'xstate.done.actor.submit');

/** A new password's rules as the product states them (at least 8 characters, a letter and a digit), in order. */
const NEW_PASSWORD_FINDINGS = ['Password must be at least 8 characters', 'Password must contain a letter', 'Password must contain a digit'];
const newPasswordFinding = (typed: string) =>
  [typed.length < 8, !/[A-Za-z]/.test(typed), !/\d/.test(typed)].map((broken, index) => (broken ? NEW_PASSWORD_FINDINGS[index] : null)).find(Boolean) ?? null;

describeScreenSuite({
  model: formModel,
  // The password page's and the new reminder's own copies of the form machine.
  liveId: ['account.password', 'reminders.add'],
  page: (path) => (onReminderPage(path.steps[0]!.state) ? NEW_REMINDER_PAGE : PASSWORD_PAGE),
  prepare: () => void (added.length = 0),
  scripted: [CHANGE_PASSWORD, ADD_REMINDER],
  handlers: [
    // A changed password ends the other sessions; the settings pages read the account again.
    http.post('/reactapi/view/account/preference', () => ok(demoPreference)),
    // The list a left reminder form goes back to.
    http.post('/reactapi/user/reminder/index', () => ok({ reminders: added, counts: { birthday: 0, anniversary: 0, pet_care: 0, vehicle_service: 0, custom: added.length } })),
  ],
  answerFor(event, _later, before) {
    const reminder = before[0] !== undefined && onReminderPage(before[0].state);
    if (event.type === 'xstate.done.actor.submit') {
      if (!reminder) return { endpoint: CHANGE_PASSWORD, answer: () => ok(null) };
      const typed = typedReminder(before);
      const saved: Reminder = { id: 100, type: 'custom', title: typed.title, date: typed.date, repeat: 'none', remind_days_before: 1, next_date: typed.date, due: false };
      return {
        endpoint: ADD_REMINDER,
        answer: () => {
          added.push(saved);
          return ok({ reminder: saved });
        },
        // What the person typed, with the form's own choices for the rest (spec §7: a reminder's type, repeat and days before).
        asks: (call) => expect(call.body).toEqual({ type: 'custom', title: typed.title, date: typed.date, repeat: 'none', remind_days_before: 1 }),
      };
    }
    if (event.type !== 'xstate.error.actor.submit') return null;
    return {
      endpoint: reminder ? ADD_REMINDER : CHANGE_PASSWORD,
      answer: event.error === wrongCurrentPassword ? () => fail(400, 40104, WRONG_CURRENT) : () => fail(500, 50000, SERVER_FAILURE),
    };
  },
  begin: async (path) => void (await (onReminderPage(path.steps[0]!.state) ? reminderForm() : passwordForm())),
  drive: {
    async 'form.change'(event) {
      const [[field, value]] = Object.entries(event.changes as Record<string, string>) as [[string, string]];
      const input = onReminderForm()
        ? within(await reminderForm()).getByLabelText(REMINDER_LABELS[field] ?? field)
        : within(await passwordForm()).getByLabelText(LABELS[field] ?? field);
      await person.clear(input);
      await person.type(input, value);
    },
    async 'form.blur'() {
      await person.click(within(await passwordForm()).getByLabelText('New password'));
      await person.tab();
    },
    async 'form.submit'() {
      const reminder = onReminderForm();
      const form = await (reminder ? reminderForm() : passwordForm());
      const retry = within(form).queryByRole('button', { name: 'Try again' });
      await person.click(retry ?? within(form).getByRole('button', { name: reminder ? 'Add reminder' : 'Change password' }));
    },
    async 'form.close'() {
      await person.click(within(await reminderForm()).getByRole('button', { name: 'Cancel' }));
    },
    async 'form.discard'() {
      await person.click(within(screen.getByRole('navigation', { name: 'Account settings' })).getByRole('link', { name: 'Interests' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await person.click(within(dialog).getByRole('button', { name: 'Leave' }));
    },
  },
  shows: {
    async editing() {
      if (onReminderForm()) {
        const form = await reminderForm();
        expect(within(form).queryAllByRole('alert')).toEqual([]);
        expect(within(form).getByRole('button', { name: 'Add reminder' })).toBeEnabled();
        return;
      }
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
      if (onReminderForm()) {
        // Sent without what a reminder needs: each empty required field says so.
        const form = await reminderForm();
        const typed = typedReminder(before);
        if (typed.title === '') expect(await within(form).findByLabelText('Title')).toHaveAccessibleDescription(expect.stringMatching(/required/i));
        if (typed.date === '') expect(await within(form).findByLabelText('Date')).toHaveAccessibleDescription('Date is required');
        return;
      }
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
      const reminder = onReminderForm();
      const form = await (reminder ? reminderForm() : passwordForm());
      await waitFor(() => expect(within(form).getByRole('button', { name: reminder ? /Add reminder/ : /Change password/ })).toHaveAttribute('aria-busy', 'true'));
    },
    async closed(_, before) {
      // Saved or cancelled, the form is left for the list, without asking about unsaved changes.
      await waitFor(() => expect(currentPath()).toBe(REMINDER_LIST), PAGE);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const list = await screen.findByRole('heading', { name: 'Other reminders' }, PAGE);
      expect(list).toBeInTheDocument();
      if (saves(before)) expect(await screen.findByText(REMINDER_TITLE)).toBeInTheDocument();
      else expect(screen.queryByText(REMINDER_TITLE)).not.toBeInTheDocument();
    },
    async saved() {
      expect(await screen.findByText('Your password is changed. Use it the next time you sign in.')).toBeInTheDocument();
      expect(within(await passwordForm()).getByLabelText('New password')).toHaveValue('');
    },
    async refused(s: AnySnapshot, before) {
      if (onReminderForm()) {
        const form = await reminderForm();
        // Why is the toast's (spec §8); the form says where: not saved, with a retry.
        expect(await within(form).findByText(/^Not saved\./)).toBeInTheDocument();
        expect((await screen.findAllByText(new RegExp(SERVER_FAILURE), { selector: 'li *' })).length).toBeGreaterThan(0);
        expect(within(form).queryByText(new RegExp(SERVER_FAILURE))).not.toBeInTheDocument();
        expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
        // Nothing typed is lost.
        const typed = typedReminder(before);
        expect(within(form).getByLabelText('Title')).toHaveValue(typed.title);
        expect(within(form).getByLabelText('Date')).toHaveValue(typed.date);
        return;
      }
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
