import type { SnapshotFrom, StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { EMPTY_PASSWORDS, passwordForm, reminderForm, type PasswordValues, type ReminderValues } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { createFormMachine } from '../../../src/machines/formMachine';
import type { MachineModel } from '../plan';

/**
 * The documented form machine with the rules of the form each path renders: Settings →
 * Password, a form that stays and says it is saved, or a new reminder, a page of its own
 * that is left once saved or cancelled (`closesOnSave`).
 */
type Values = PasswordValues | ReminderValues;
const isReminder = (values: Values): values is ReminderValues => 'title' in values;
const reminderRules = reminderForm((fields) => fields);
const rulesOf = (values: Values) => (isReminder(values) ? reminderRules : passwordForm) as unknown as FormSpec<Values, unknown>;
const twoForms: FormSpec<Values, unknown> = {
  check: (values) => rulesOf(values).check(values),
  toRequest: (values) => rulesOf(values).toRequest(values),
  keepsDraft: true,
  afterSave: (sent) => rulesOf(sent).afterSave?.(sent) ?? sent,
};
const formsMachine = createFormMachine<Values>('form', twoForms);

type Snapshot = SnapshotFrom<typeof formsMachine>;

export const CURRENT_PASSWORD = 'lyla-demo-2026';
export const NEW_PASSWORD = 'new-pass-2026';
export const WRONG_CURRENT = 'The current password is wrong';
export const SERVER_FAILURE = 'There is something wrong';
export const REMINDER_TITLE = 'Dentist check-up';
export const REMINDER_DATE = '2027-03-15';
/** A new custom reminder's form as the page opens it. */
export const NEW_REMINDER: ReminderValues = { person: '', title: '', date: '', repeat: 'none', remind_days_before: '1' };

export const wrongCurrentPassword = new EnvelopeError(WRONG_CURRENT, 400, 40104, {
  errors: [{ field: 'current_password', message: WRONG_CURRENT }],
});

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
/** The path renders the reminder form (its start), not the password page. */
export const onReminderPage = (s: Snapshot) => isReminder(s.context.values);
const password = (s: Snapshot) => (isReminder(s.context.values) ? null : s.context.values);
const reminder = (s: Snapshot) => (isReminder(s.context.values) ? s.context.values : null);
const onPassword = (test: (values: PasswordValues) => boolean) => (s: Snapshot) => {
  const values = password(s);
  return values !== null && test(values);
};
const onReminder = (test: (values: ReminderValues) => boolean) => (s: Snapshot) => {
  const values = reminder(s);
  return values !== null && test(values);
};
const both = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

export const formModel: MachineModel<Snapshot> = {
  machine: formsMachine,
  suite: 'form',
  starts: [
    { name: '', input: { saved: EMPTY_PASSWORDS } },
    { name: 'a new reminder', input: { saved: NEW_REMINDER, closesOnSave: true } },
  ],
  events: [
    { name: 'types the current password', event: { type: 'form.change', changes: { current_password: CURRENT_PASSWORD } }, when: onPassword((v) => v.current_password === '') },
    { name: 'types a short new password', event: { type: 'form.change', changes: { new_password: 'short1' } }, when: onPassword((v) => v.new_password === '') },
    // The new password's rules at their edges: 7 and 8 characters, no letter, no digit.
    { name: 'types a 7-character new password', event: { type: 'form.change', changes: { new_password: 'pass-12' } }, when: onPassword((v) => v.new_password === '') },
    { name: 'types an 8-character new password', event: { type: 'form.change', changes: { new_password: 'pass-123' } }, when: onPassword((v) => v.new_password === '') },
    { name: 'types a new password without a letter', event: { type: 'form.change', changes: { new_password: '12345678' } }, when: onPassword((v) => v.new_password === '') },
    { name: 'types a new password without a digit', event: { type: 'form.change', changes: { new_password: 'new-password' } }, when: onPassword((v) => v.new_password === '') },
    { name: 'types a good new password', event: { type: 'form.change', changes: { new_password: NEW_PASSWORD } }, when: onPassword((v) => v.new_password !== NEW_PASSWORD) },
    { name: 'confirms it', event: { type: 'form.change', changes: { confirm_password: NEW_PASSWORD } }, when: onPassword((v) => v.confirm_password === '' && v.new_password === NEW_PASSWORD) },
    { name: 'retypes the current password', event: { type: 'form.change', changes: { current_password: 'lyla-demo-2027' } }, when: both(is('refused'), onPassword(() => true)) },
    { name: 'leaves the new password field', event: { type: 'form.blur', field: 'new_password' }, when: both(is('editing', 'invalid'), onPassword(() => true)) },
    { name: 'changes the password', event: { type: 'form.submit' }, when: both(is('editing', 'invalid', 'saved', 'refused'), onPassword(() => true)) },
    { name: 'the server changes it', event: { type: 'xstate.done.actor.submit', output: null }, when: both(is('submitting'), onPassword(() => true)), to: 'saved' },
    { name: 'the server says the current password is wrong', event: { type: 'xstate.error.actor.submit', error: wrongCurrentPassword }, when: both(is('submitting'), onPassword(() => true)), to: 'refused' },
    { name: 'the server fails', event: { type: 'xstate.error.actor.submit', error: new Error(SERVER_FAILURE) }, when: is('submitting'), to: 'refused' },
    { name: 'leaves the page and drops the changes', event: { type: 'form.discard' }, when: both(is('editing', 'invalid', 'saved', 'refused'), onPassword(() => true)) },
    // The reminder: a page of its own, left once saved or cancelled.
    { name: 'types a title', event: { type: 'form.change', changes: { title: REMINDER_TITLE } }, when: onReminder((v) => v.title === '') },
    { name: 'picks a date', event: { type: 'form.change', changes: { date: REMINDER_DATE } }, when: onReminder((v) => v.date === '') },
    { name: 'adds the reminder', event: { type: 'form.submit' }, when: both(is('editing', 'invalid', 'refused'), onReminder(() => true)) },
    { name: 'the server adds it', event: { type: 'xstate.done.actor.submit', output: null }, when: both(is('submitting'), onReminder(() => true)), to: 'closed' },
    { name: 'cancels', event: { type: 'form.close' }, when: both(is('editing', 'invalid', 'refused'), onReminder(() => true)), to: 'closed' },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, values: s.context.values, touched: s.context.touched, server: Object.keys(s.context.serverErrors) }),
};
