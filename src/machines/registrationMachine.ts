import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CodeSent, Interest, Location, RegisterRequest, Site } from '../api/contract/registration';
import type { TokenResult } from '../api/contract/session';
import { emailDomain } from '../domain/formRules';
import { MAX_INTERESTS } from '../domain/constants';
import {
  visitStep,
  workPlaceOfEmail,
  type RegistrationDraft,
  type RegistrationStep,
} from '../domain/registration';
import { messageInPlace } from './failure';

export interface RegistrationContext {
  draft: RegistrationDraft;
  /** Kept in memory only: a reload forgets it, and creating the account asks for it again. */
  password: string | null;
  locations: Location[];
  sites: Site[];
  interestOptions: Interest[];
  /** When another code may be asked for (epoch ms). */
  resendAvailableAt: number;
  /** The step's last call failed: words to show in place, '' when the toast said them (src/machines/failure.ts). */
  error: string | null;
  notice: string | null;
  /** The code typed was refused (wrong or expired): the code field is marked; a refused resend leaves it alone. */
  codeRefused: boolean;
  /** The step whose address the page shows (it follows the machine's step, or asks for another). */
  shown: RegistrationStep | null;
}

export type DraftChanges = Partial<Pick<RegistrationDraft, 'first_name' | 'last_name' | 'gender' | 'cell_phone' | 'work_email'>>;

export type RegistrationEvent =
  /** The page shows another step (link, browser back or forward, reload, deep link). */
  | { type: 'step.visit'; step: RegistrationStep }
  | { type: 'step.back' }
  | { type: 'draft.edit'; changes: DraftChanges }
  | { type: 'account.submit'; password: string }
  | { type: 'workEmail.submit' }
  | { type: 'location.retry' }
  | { type: 'location.choose'; locationId: number }
  | { type: 'site.choose'; siteId: number }
  | { type: 'location.submit' }
  | { type: 'verify.submit'; code: string }
  | { type: 'verify.resend' }
  | { type: 'interests.retry' }
  | { type: 'interests.change'; interests: number[] }
  | { type: 'interests.submit' }
  | { type: 'interests.skip' }
  | { type: 'registration.finish' };

/** Seconds to wait, when the server refused a new code because it was too soon. */
function waitOf(error: unknown): number {
  const seconds = (error as { data?: { resend_after_seconds?: unknown } } | null)?.data?.resend_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 0;
}

const availableAfter = (seconds: number) => Date.now() + seconds * 1000;

/** `step.visit` opens the asked step when allowed, else the step to go on from when it is closed. */
const opens = (step: RegistrationStep) => ({
  guard: { type: 'opensStep' as const, params: { step } },
  target: `#registration.${step}`,
  actions: 'noteShownStep' as const,
  description: `Open the ${step} step (asked for, or the one to go on from when the asked one is closed).`,
});

/** The page came to the address of the step the machine is at: nothing moves. */
const staysOn = (step: RegistrationStep) => ({
  'step.visit': {
    guard: { type: 'isVisitOf' as const, params: { step } },
    actions: 'noteShownStep' as const,
    description: 'The address now shows this step.',
  },
});

/**
 * Registration: account → work email → location → verify → interests → feedback.
 * The route follows the current step; the draft (never the password) is saved by the
 * composition root so a reload resumes where the person was.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { draft: RegistrationDraft },
  },
  actors: {
    checkEmail: fromPromise<unknown, { email: string }>(() => Promise.reject(new Error('provide "checkEmail"'))),
    loadLocations: fromPromise<Location[]>(() => Promise.reject(new Error('provide "loadLocations"'))),
    loadSites: fromPromise<Site[], { locationId: number }>(() => Promise.reject(new Error('provide "loadSites"'))),
    createAccount: fromPromise<CodeSent, RegisterRequest>(() => Promise.reject(new Error('provide "createAccount"'))),
    verifyEmail: fromPromise<TokenResult, { email: string; code: string }>(() => Promise.reject(new Error('provide "verifyEmail"'))),
    resendCode: fromPromise<CodeSent, { email: string }>(() => Promise.reject(new Error('provide "resendCode"'))),
    loadInterests: fromPromise<Interest[], { locationId: number }>(() => Promise.reject(new Error('provide "loadInterests"'))),
    saveInterests: fromPromise<unknown, { interests: number[] }>(() => Promise.reject(new Error('provide "saveInterests"'))),
  },
  actions: {
    // Provided by the composition root.
    startSession: (_, _params: { token: string }) => {},
    finishRegistration: () => {},
    clearMessages: assign({ error: null, notice: null, codeRefused: false }),
    showError: assign({ error: (_, params: { error: unknown }) => messageInPlace(params.error) }),
    noteShownStep: assign({
      shown: ({ event }) => {
        assertEvent(event, 'step.visit');
        return event.step;
      },
    }),
  },
  guards: {
    opensStep: ({ context, event }, params: { step: RegistrationStep }) => {
      assertEvent(event, 'step.visit');
      const visit = visitStep(context.draft, event.step);
      return visit.kind !== 'notReached' && visit.step === params.step;
    },
    isVisitOf: ({ event }, params: { step: RegistrationStep }) => {
      assertEvent(event, 'step.visit');
      return event.step === params.step;
    },
    keepsInterestLimit: ({ event }) => {
      assertEvent(event, 'interests.change');
      return event.interests.length <= MAX_INTERESTS;
    },
    hasChosenOrFoundLocation: ({ context }, params: { places: Location[] }) =>
      context.draft.location_id !== null || workPlaceOfEmail(context.draft.work_email, params.places) !== null,
    isPasswordForgotten: ({ context }) => context.password === null,
    hasChosenSite: ({ context }) => context.draft.site_id !== null,
  },
  delays: {
    resendCooldown: ({ context }) => Math.max(0, context.resendAvailableAt - Date.now()),
  },
}).createMachine({
  id: 'registration',
  description: 'A new consumer creates an account with a work email, a work place and interests.',
  context: ({ input }) => ({
    draft: input.draft,
    password: null,
    locations: [],
    sites: [],
    interestOptions: [],
    resendAvailableAt: 0,
    error: null,
    notice: null,
    codeRefused: false,
    shown: null,
  }),
  initial: 'starting',
  on: {
    'step.visit': [
      opens('account'),
      opens('workEmail'),
      opens('location'),
      opens('verify'),
      opens('interests'),
      opens('feedback'),
      {
        target: '.turnedAway',
        actions: 'noteShownStep',
        description: 'The registration has not reached the asked step: the page says why and leads to the step the person is at.',
      },
    ],
    'draft.edit': {
      // What was refused is being fixed: the refusal goes with it.
      actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }), error: null }),
      description: 'The person types; what they typed is kept across steps, and a refusal of it goes.',
    },
  },
  states: {
    starting: { description: 'Waiting for the page to say which step it shows.' },
    turnedAway: {
      description: 'The address asks for a step the registration has not reached; the page offers the step the person is at.',
    },
    account: {
      description: 'Name, gender, phone and password.',
      entry: 'clearMessages',
      on: {
        ...staysOn('account'),
        'account.submit': {
          target: 'workEmail',
          actions: assign({ password: ({ event }) => event.password }),
          description: 'The person goes on; the password stays in memory only.',
        },
      },
    },
    workEmail: {
      description: 'The work email, checked with the server.',
      initial: 'editing',
      entry: 'clearMessages',
      on: { ...staysOn('workEmail'), 'step.back': { target: 'account', description: 'Back to the account step.' } },
      states: {
        editing: {
          description: 'The person types the work email.',
          on: { 'workEmail.submit': { target: 'checking', description: 'The person sends the email.' } },
        },
        checking: {
          description: 'Is the email free? (POST /reactapi/user/account/check-email)',
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: context.draft.work_email.trim() }),
            onDone: {
              target: '#registration.location',
              actions: assign({
                draft: ({ context: { draft } }) => {
                  const checked = draft.work_email.trim().toLowerCase();
                  const sameDomain = draft.checked_email === null || emailDomain(draft.checked_email) === emailDomain(checked);
                  // Another domain is another work place: the place is found or chosen again.
                  return sameDomain
                    ? { ...draft, checked_email: checked }
                    : { ...draft, checked_email: checked, location_id: null, site_id: null, code_sent_to: null };
                },
              }),
              description: 'The email is free; a place chosen for another email domain is dropped.',
            },
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              description: 'Taken or invalid: the toast says why, the field is marked.',
            },
          },
        },
      },
    },
    location: {
      description: 'The work place and its site; sending them creates the account and emails a code.',
      initial: 'loadingLocations',
      entry: 'clearMessages',
      on: { ...staysOn('location'), 'step.back': { target: 'workEmail', description: 'Back to the work email.' } },
      states: {
        loadingLocations: {
          description: 'Reading the work places.',
          invoke: {
            id: 'loadLocations',
            src: 'loadLocations',
            onDone: [
              {
                guard: { type: 'hasChosenOrFoundLocation', params: ({ event }) => ({ places: event.output }) },
                target: 'loadingSites',
                actions: assign({
                  locations: ({ event }) => event.output,
                  // A choice made before is kept; else the place the work email is at is preselected.
                  draft: ({ context, event }) => ({
                    ...context.draft,
                    location_id: context.draft.location_id ?? workPlaceOfEmail(context.draft.work_email, event.output),
                  }),
                }),
                description:
                  'Work places arrived; the one chosen before, or the one the work email is at, is preselected and needs its sites.',
              },
              {
                target: 'choosing',
                actions: assign({ locations: ({ event }) => event.output }),
                description: 'Work places arrived; none matches the work email, so the person chooses.',
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              description: 'The work places could not be read.',
            },
          },
        },
        failed: {
          description: 'The work places could not be read; the person may try again.',
          on: { 'location.retry': { target: 'loadingLocations', actions: 'clearMessages', description: 'Try again.' } },
        },
        loadingSites: {
          description: 'Reading the sites of the chosen work place (POST /api/user/account/get-site).',
          invoke: {
            id: 'loadSites',
            src: 'loadSites',
            input: ({ context }) => ({ locationId: context.draft.location_id ?? 0 }),
            onDone: {
              target: 'choosing',
              actions: assign({ sites: ({ event }) => event.output }),
              description: 'The sites arrived.',
            },
            onError: {
              target: 'choosing',
              actions: [assign({ sites: [] }), { type: 'showError', params: ({ event }) => ({ error: event.error }) }],
              description: 'The sites could not be read: the toast says why; choosing the place again retries.',
            },
          },
        },
        choosing: {
          description: 'The person chooses a work place and a site.',
          on: {
            'location.choose': {
              target: 'loadingSites',
              actions: [
                'clearMessages',
                assign({
                  draft: ({ context, event }) => ({
                    ...context.draft,
                    location_id: event.locationId,
                    site_id: null,
                    code_sent_to: null,
                  }),
                }),
              ],
              description: 'A work place is chosen: its sites are read.',
            },
            'site.choose': {
              actions: assign({
                draft: ({ context, event }) => ({ ...context.draft, site_id: event.siteId, code_sent_to: null }),
              }),
              description: 'A site is chosen.',
            },
            'location.submit': [
              {
                guard: 'isPasswordForgotten',
                target: '#registration.account',
                description: 'The page was reloaded since the password was typed: ask for it again.',
              },
              { guard: 'hasChosenSite', target: 'creatingAccount', description: 'Create the account.' },
            ],
          },
        },
        creatingAccount: {
          description: 'Creating the account; the server emails a code (POST /reactapi/user/account/register).',
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context: { draft, password } }) => ({
              first_name: draft.first_name,
              last_name: draft.last_name,
              password: password ?? '',
              gender: draft.gender ?? 0,
              cell_phone: draft.cell_phone,
              work_email: draft.work_email.trim(),
              location_id: draft.location_id ?? 0,
              site_id: draft.site_id ?? 0,
            }),
            onDone: {
              target: '#registration.verify',
              actions: assign({
                draft: ({ context }) => ({ ...context.draft, code_sent_to: context.draft.work_email.trim().toLowerCase() }),
                resendAvailableAt: ({ event }) => availableAfter(event.output.resend_after_seconds),
              }),
              description: 'The account waits for the code sent by email.',
            },
            onError: {
              target: 'choosing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              description: 'The account could not be created: the toast says why.',
            },
          },
        },
      },
    },
    verify: {
      description: 'The code sent by email proves the address; a new code may be asked for after a wait.',
      type: 'parallel',
      entry: 'clearMessages',
      on: { ...staysOn('verify'), 'step.back': { target: 'location', description: 'Back to the work place.' } },
      states: {
        code: {
          initial: 'awaitingCode',
          states: {
            awaitingCode: {
              description: 'Waiting for the person to type the code.',
              on: { 'verify.submit': { target: 'verifying', description: 'The person sends the code.' } },
            },
            verifying: {
              description: 'Checking the code (POST /reactapi/user/account/verify).',
              entry: 'clearMessages',
              invoke: {
                id: 'verifyEmail',
                src: 'verifyEmail',
                input: ({ context, event }) => {
                  assertEvent(event, 'verify.submit');
                  return { email: context.draft.code_sent_to ?? '', code: event.code };
                },
                onDone: {
                  target: '#registration.interests',
                  actions: [
                    assign({ draft: ({ context }) => ({ ...context.draft, verified: true }), password: null }),
                    { type: 'startSession', params: ({ event }) => ({ token: event.output.token }) },
                  ],
                  description: 'The email is verified: the person is signed in.',
                },
                onError: {
                  target: 'awaitingCode',
                  actions: [{ type: 'showError', params: ({ event }) => ({ error: event.error }) }, assign({ codeRefused: true })],
                  description: 'Wrong or expired code: the toast says why; the code field is marked.',
                },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              description: 'A code was just sent; a new one may be asked for after the wait.',
              after: { resendCooldown: { target: 'available', description: 'The wait is over.' } },
            },
            available: {
              description: 'A new code may be asked for.',
              on: { 'verify.resend': { target: 'sending', description: 'The person asks for a new code.' } },
            },
            sending: {
              description: 'Sending a new code (POST /reactapi/user/account/resend-code).',
              entry: 'clearMessages',
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => ({ email: context.draft.code_sent_to ?? '' }),
                onDone: {
                  target: 'coolingDown',
                  actions: assign({
                    resendAvailableAt: ({ event }) => availableAfter(event.output.resend_after_seconds),
                    notice: 'A new code is on its way.',
                  }),
                  description: 'A new code was sent.',
                },
                onError: {
                  target: 'coolingDown',
                  actions: [
                    assign({ resendAvailableAt: ({ event }) => availableAfter(waitOf(event.error)) }),
                    { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                  ],
                  description: 'Refused (too soon, too many): the toast says why and the wait starts again.',
                },
              },
            },
          },
        },
      },
    },
    interests: {
      description: 'What the person is interested in, from the dictionary of their work place.',
      initial: 'loading',
      entry: 'clearMessages',
      on: {
        ...staysOn('interests'),
        'interests.change': {
          guard: 'keepsInterestLimit',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, interests: event.interests }) }),
          description: `The person picks or drops an interest (at most ${MAX_INTERESTS} are kept).`,
        },
      },
      states: {
        loading: {
          description: 'Reading the interests of the work place (POST /reactapi/dictionary/interests).',
          invoke: {
            id: 'loadInterests',
            src: 'loadInterests',
            input: ({ context }) => ({ locationId: context.draft.location_id ?? 0 }),
            onDone: {
              target: 'choosing',
              actions: assign({ interestOptions: ({ event }) => event.output }),
              description: 'The interests arrived.',
            },
            onError: {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              description: 'The interests could not be read.',
            },
          },
        },
        failed: {
          description: 'The interests could not be read; the person may try again or skip.',
          on: {
            'interests.retry': { target: 'loading', description: 'Try again.' },
            'interests.skip': {
              target: '#registration.feedback',
              actions: assign({ draft: ({ context }) => ({ ...context.draft, interests_done: true }) }),
              description: 'Skip: interests can be chosen later in the settings.',
            },
          },
        },
        choosing: {
          description: 'The person chooses interests.',
          on: {
            'interests.submit': { target: 'saving', description: 'The person saves the choice.' },
            'interests.skip': {
              target: '#registration.feedback',
              actions: assign({ draft: ({ context }) => ({ ...context.draft, interests_done: true }) }),
              description: 'Skip: interests can be chosen later in the settings.',
            },
          },
        },
        saving: {
          description: 'Saving the choice (POST /api/v2/user/interests).',
          entry: 'clearMessages',
          invoke: {
            id: 'saveInterests',
            src: 'saveInterests',
            input: ({ context }) => ({ interests: context.draft.interests }),
            onDone: {
              target: '#registration.feedback',
              actions: assign({ draft: ({ context }) => ({ ...context.draft, interests_done: true }) }),
              description: 'Saved.',
            },
            onError: {
              target: 'choosing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              description: 'Not saved: the toast says why.',
            },
          },
        },
      },
    },
    feedback: {
      // No way back: the account exists and its interests are saved (change them in Settings).
      description: 'Welcome: the account is ready.',
      on: {
        ...staysOn('feedback'),
        'registration.finish': { target: 'done', description: 'The person starts using LYLA.' },
      },
    },
    done: {
      description: 'Registration is over; the saved draft is removed and the app opens.',
      type: 'final',
      entry: 'finishRegistration',
    },
  },
});
