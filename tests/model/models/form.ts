import type { SnapshotFrom, StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { EMPTY_PASSWORDS, passwordForm } from '../../../src/domain/formRules';
import { createFormMachine } from '../../../src/machines/formMachine';
import type { MachineModel } from '../plan';

// The documented form machine with the rules of Settings → Password, the form the suite renders.
const passwordFormMachine = createFormMachine('form', passwordForm);

type Snapshot = SnapshotFrom<typeof passwordFormMachine>;

export const CURRENT_PASSWORD = 'lyla-demo-2026';
export const NEW_PASSWORD = 'new-pass-2026';
export const WRONG_CURRENT = 'The current password is wrong';
export const SERVER_FAILURE = 'There is something wrong';

export const wrongCurrentPassword = new EnvelopeError(WRONG_CURRENT, 400, 40104, {
  errors: [{ field: 'current_password', message: WRONG_CURRENT }],
});

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const valuesOf = (s: Snapshot) => s.context.values;

export const formModel: MachineModel<Snapshot> = {
  machine: passwordFormMachine,
  suite: 'form',
  starts: [{ name: '', input: { saved: EMPTY_PASSWORDS } }],
  events: [
    { name: 'types the current password', event: { type: 'form.change', changes: { current_password: CURRENT_PASSWORD } }, when: (s) => valuesOf(s).current_password === '' },
    { name: 'types a short new password', event: { type: 'form.change', changes: { new_password: 'short1' } }, when: (s) => valuesOf(s).new_password === '' },
    // The new password's rules at their edges: 7 and 8 characters, no letter, no digit.
    { name: 'types a 7-character new password', event: { type: 'form.change', changes: { new_password: 'pass-12' } }, when: (s) => valuesOf(s).new_password === '' },
    { name: 'types an 8-character new password', event: { type: 'form.change', changes: { new_password: 'pass-123' } }, when: (s) => valuesOf(s).new_password === '' },
    { name: 'types a new password without a letter', event: { type: 'form.change', changes: { new_password: '12345678' } }, when: (s) => valuesOf(s).new_password === '' },
    { name: 'types a new password without a digit', event: { type: 'form.change', changes: { new_password: 'new-password' } }, when: (s) => valuesOf(s).new_password === '' },
    { name: 'types a good new password', event: { type: 'form.change', changes: { new_password: NEW_PASSWORD } }, when: (s) => valuesOf(s).new_password !== NEW_PASSWORD },
    { name: 'confirms it', event: { type: 'form.change', changes: { confirm_password: NEW_PASSWORD } }, when: (s) => valuesOf(s).confirm_password === '' && valuesOf(s).new_password === NEW_PASSWORD },
    { name: 'retypes the current password', event: { type: 'form.change', changes: { current_password: 'lyla-demo-2027' } }, when: is('refused') },
    { name: 'leaves the new password field', event: { type: 'form.blur', field: 'new_password' }, when: is('editing', 'invalid') },
    { name: 'changes the password', event: { type: 'form.submit' }, when: () => true },
    { name: 'the server changes it', event: { type: 'xstate.done.actor.submit', output: null }, when: is('submitting') },
    { name: 'the server says the current password is wrong', event: { type: 'xstate.error.actor.submit', error: wrongCurrentPassword }, when: is('submitting') },
    { name: 'the server fails', event: { type: 'xstate.error.actor.submit', error: new Error(SERVER_FAILURE) }, when: is('submitting') },
    { name: 'leaves the page and drops the changes', event: { type: 'form.discard' }, when: is('editing', 'invalid', 'saved', 'refused') },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, values: s.context.values, touched: s.context.touched, server: Object.keys(s.context.serverErrors) }),
};
