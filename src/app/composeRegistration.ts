import { fromPromise, sendTo } from 'xstate';
import type { ApiClient } from '../api/client';
import { createRegistrationApi } from '../api/registration';
import { parseDraft, type RegistrationDraft } from '../domain/registration';
import { passwordResetMachine } from '../machines/passwordResetMachine';
import { registrationMachine } from '../machines/registrationMachine';
import type { RegistrationServices, SessionActor } from '../ui/app/services';

const DRAFT_KEY = 'lyla:registration';

/**
 * Registration as the UI gets it: the machine with its calls provided, and the draft kept
 * in this tab's storage (never the password) so a reload resumes at the same step.
 */
export function composeRegistration(client: ApiClient, session: SessionActor, storage: Storage): RegistrationServices {
  const api = createRegistrationApi(client);
  const clearDraft = () => storage.removeItem(DRAFT_KEY);
  return {
    machine: registrationMachine.provide({
      actors: {
        checkEmail: fromPromise(({ input }) => api.checkEmail(input.email)),
        loadLocations: fromPromise(() => api.locations()),
        loadSites: fromPromise(({ input }) => api.sites(input.locationId)),
        createAccount: fromPromise(({ input }) => api.register(input)),
        verifyEmail: fromPromise(({ input }) => api.verify(input.email, input.code)),
        resendCode: fromPromise(({ input }) => api.resendCode(input.email)),
        loadInterests: fromPromise(({ input }) => api.interestsOf(input.locationId)),
        saveInterests: fromPromise(({ input }) => api.saveInterests(input.interests)),
      },
      actions: {
        // A built-in send, not session.send() from a custom action: the session's first use of a
        // state with a timer builds that timer's action then, which XState warns about in one.
        startSession: sendTo(session, (_, { token }) => ({ type: 'session.started' as const, token })),
        finishRegistration: clearDraft,
      },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }) => api.forgotPassword(input.email)),
        resetPassword: fromPromise(({ input }) => api.resetPassword(input.email, input.code, input.password)),
      },
    }),
    loadDraft: (): RegistrationDraft => parseDraft(storage.getItem(DRAFT_KEY)),
    saveDraft: (draft: RegistrationDraft) => storage.setItem(DRAFT_KEY, JSON.stringify(draft)),
  };
}
