import type { SnapshotFrom } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { passwordResetMachine } from '../../../src/machines/passwordResetMachine';
import { EMAIL_OF_254 } from '../forms/reset';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;

export const RESET_EMAIL = 'demo@lyla.example';
export const TOO_MANY = 'Too many requests. Try again in a minute.';
export const WRONG_CODE = 'The code is incorrect or has expired';
/** An email typed with spaces around it (sent trimmed), after the tries at its rules' edges. */
export const EDGE_EMAIL = 'sam.lee@lyla.example';
export const EDGE_EMAIL_TYPED = `  ${EDGE_EMAIL} `;
export const TRIES_THE_EMAIL_EDGES = "tries each edge of the email's rules, then asks for a code for an email typed with spaces around it";
export const ASKS_FOR_254 = 'asks for a code for a 254-character email';
export const TRIES_THE_PASSWORD_EDGES = "tries each edge of the code's and the password's rules, then sends them";
const entering = (s: Snapshot) => s.matches('enteringEmail');
/**
 * A code asked for an email at its rules' edges: the path goes on until the code is sent (the
 * call's body and the page's words checked), and no further (the rest is the demo email's).
 */
const atEdge = (s: Snapshot) => [EDGE_EMAIL, EMAIL_OF_254].includes(s.context.email);
const enteringCode = (s: Snapshot) => s.matches('enteringCode') && !atEdge(s);

export const passwordResetModel: MachineModel<Snapshot> = {
  machine: passwordResetMachine,
  suite: 'passwordReset',
  starts: [{ name: '', input: undefined }],
  events: [
    { name: 'asks for a code', event: { type: 'reset.requestCode', email: RESET_EMAIL }, when: entering, to: 'requestingCode' },
    // The page's own forms refuse each edge of their rules (nothing reaches this machine), then send.
    // On a page just opened: a path that takes it then always sees the code sent.
    { name: TRIES_THE_EMAIL_EDGES, event: { type: 'reset.requestCode', email: EDGE_EMAIL }, when: (s) => entering(s) && s.context.error === null, to: 'requestingCode' },
    { name: ASKS_FOR_254, event: { type: 'reset.requestCode', email: EMAIL_OF_254 }, when: (s) => entering(s) && s.context.error === null, to: 'requestingCode' },
    { name: 'a code is sent', event: { type: 'xstate.done.actor.requestCode', output: { resend_after_seconds: 60 } }, when: (s) => s.matches('requestingCode'), to: 'enteringCode' },
    { name: 'the server refuses the email', event: { type: 'xstate.error.actor.requestCode', error: new EnvelopeError(TOO_MANY, 429, 42900) }, when: (s) => s.matches('requestingCode') && !atEdge(s), to: 'enteringEmail' },
    { name: 'sends code and new password', event: { type: 'reset.submit', code: '123456', password: 'new-pass-2026' }, when: enteringCode, to: 'resetting' },
    { name: TRIES_THE_PASSWORD_EDGES, event: { type: 'reset.submit', code: '123456', password: 'new-pass-2026', tries: 'code and password' }, when: enteringCode, to: 'resetting' },
    { name: 'uses another email', event: { type: 'reset.changeEmail' }, when: enteringCode, to: 'enteringEmail' },
    { name: 'the password is changed', event: { type: 'xstate.done.actor.resetPassword', output: null }, when: (s) => s.matches('resetting'), to: 'done' },
    { name: 'the code is refused', event: { type: 'xstate.error.actor.resetPassword', error: new EnvelopeError(WRONG_CODE, 400, 40101) }, when: (s) => s.matches('resetting'), to: 'enteringCode' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, error: s.context.error !== null, edge: atEdge(s) ? s.context.email : null }),
};
