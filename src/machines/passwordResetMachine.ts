import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CodeSent } from '../api/contract/registration';
import { messageInPlace } from './failure';

export interface PasswordResetContext {
  email: string;
  error: string | null;
}

export type PasswordResetEvent =
  | { type: 'reset.requestCode'; email: string }
  | { type: 'reset.submit'; code: string; password: string }
  | { type: 'reset.changeEmail' };

/** `/password_reset`: a code by email, then a new password. */
export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent },
  actors: {
    requestCode: fromPromise<CodeSent, { email: string }>(() => Promise.reject(new Error('provide "requestCode"'))),
    resetPassword: fromPromise<unknown, { email: string; code: string; password: string }>(() => Promise.reject(new Error('provide "resetPassword"'))),
  },
  actions: {
    showError: assign({ error: (_, params: { error: unknown }) => messageInPlace(params.error) }),
  },
}).createMachine({
  id: 'passwordReset',
  description: 'A person who forgot the password gets a code by email and chooses a new password.',
  context: { email: '', error: null },
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      description: 'The person types the account email.',
      on: {
        'reset.requestCode': {
          target: 'requestingCode',
          actions: assign({ email: ({ event }) => event.email, error: null }),
          description: 'The person asks for a code.',
        },
      },
    },
    requestingCode: {
      description: 'Asking the server to email a code (POST /reactapi/user/account/forgot-password).',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enteringCode', description: 'A code is on its way (if the account exists).' },
        onError: {
          target: 'enteringEmail',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          description: 'Refused (too many requests, bad email): the reason is shown.',
        },
      },
    },
    enteringCode: {
      description: 'The person types the code and a new password.',
      on: {
        'reset.submit': { target: 'resetting', actions: assign({ error: null }), description: 'The person sends them.' },
        'reset.changeEmail': { target: 'enteringEmail', actions: assign({ error: null }), description: 'Use another email, or ask again.' },
      },
    },
    resetting: {
      description: 'Setting the new password (POST /api/user/account/reset-password).',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'reset.submit');
          return { email: context.email, code: event.code, password: event.password };
        },
        onDone: { target: 'done', description: 'The password is changed; other sessions end.' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          description: 'Wrong or expired code: the reason is shown.',
        },
      },
    },
    done: { description: 'The person can sign in with the new password.', type: 'final' },
  },
});
