import type { SnapshotFrom } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { passwordResetMachine } from '../../../src/machines/passwordResetMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;

export const RESET_EMAIL = 'demo@lyla.example';
export const TOO_MANY = 'Too many requests. Try again in a minute.';
export const WRONG_CODE = 'The code is incorrect or has expired';

export const passwordResetModel: MachineModel<Snapshot> = {
  machine: passwordResetMachine,
  suite: 'passwordReset',
  starts: [{ name: '', input: undefined }],
  events: [
    { name: 'asks for a code', event: { type: 'reset.requestCode', email: RESET_EMAIL }, when: (s) => s.matches('enteringEmail'), to: 'requestingCode' },
    { name: 'a code is sent', event: { type: 'xstate.done.actor.requestCode', output: { resend_after_seconds: 60 } }, when: (s) => s.matches('requestingCode'), to: 'enteringCode' },
    { name: 'the server refuses the email', event: { type: 'xstate.error.actor.requestCode', error: new EnvelopeError(TOO_MANY, 429, 42900) }, when: (s) => s.matches('requestingCode'), to: 'enteringEmail' },
    { name: 'sends code and new password', event: { type: 'reset.submit', code: '123456', password: 'new-pass-2026' }, when: (s) => s.matches('enteringCode'), to: 'resetting' },
    { name: 'uses another email', event: { type: 'reset.changeEmail' }, when: (s) => s.matches('enteringCode'), to: 'enteringEmail' },
    { name: 'the password is changed', event: { type: 'xstate.done.actor.resetPassword', output: null }, when: (s) => s.matches('resetting'), to: 'done' },
    { name: 'the code is refused', event: { type: 'xstate.error.actor.resetPassword', error: new EnvelopeError(WRONG_CODE, 400, 40101) }, when: (s) => s.matches('resetting'), to: 'enteringCode' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, error: s.context.error !== null }),
};
