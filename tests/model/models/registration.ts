import type { SnapshotFrom, StateValue } from 'xstate';
import { EMPTY_DRAFT, STEP_PATHS, isStepDone, type RegistrationDraft, type RegistrationStep } from '../../../src/domain/registration';
import { registrationMachine } from '../../../src/machines/registrationMachine';
import { WORK_EMAIL_OF_254 } from '../forms/signUp';
import type { MachineModel, ModelEntry } from '../plan';

type Snapshot = SnapshotFrom<typeof registrationMachine>;

export const AFTER_COOLDOWN = 'xstate.after.resendCooldown.registration.verify.resend.coolingDown';

// ---------------------------------------------------------------------------------------
// The model: which events a person or the server can cause, in which states.

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
const done = (step: RegistrationStep) => (s: Snapshot) => isStepDone(s.context.draft, step);
const not = (test: (s: Snapshot) => boolean) => (s: Snapshot) => !test(s);
const codeIdle = is({ verify: { code: 'awaitingCode' } });

export const ACCOUNT = { first_name: 'Ada', last_name: 'Stone', gender: 2, cell_phone: '4155550123' };
export const WORK_EMAIL = 'ada@acme.example';

/** Yoga (the one interest picked) and 49 more: the most a person may keep (MAX_INTERESTS, spec: at most 50). */
export const FIFTY_INTERESTS = [5, ...Array.from({ length: 49 }, (_, index) => 100 + index)];
export const PICKS_FIFTY = 'picks 50 interests, the most allowed';

export const TRIES_THE_ACCOUNT_EDGES = "tries each edge of the account step's rules, then sends it";

export const TYPES_254 = 'types a 254-character work email';

/** The work email changed to another domain once a place was chosen: the place and its site are dropped, to choose again. */
export const CHANGES_DOMAIN = 'changes the work email to another domain';
export const OTHER_DOMAIN_EMAIL = 'ada@bayview.example';

export const FOUND_AT_DOMAIN = "work places arrive, one at the email's domain";

/**
 * Where the work places' arrival leads: to the sites of a place chosen before (the reloaded
 * draft had one; a new visitor may have chosen one on this path), else to choosing one (no
 * place of the path's fixtures is at the work email's domain, and a place chosen before the
 * work email moved to another domain is dropped). A new visitor's path types the work email;
 * the reloaded draft had it.
 */
const placeKnown = (_: string, earlier: string[]) =>
  !earlier.includes(CHANGES_DOMAIN) &&
  (earlier.includes('chooses a work place') || earlier.includes(FOUND_AT_DOMAIN) || !earlier.includes('types the work email'))
    ? 'location.loadingSites'
    : 'location.choosing';

const events: Array<ModelEntry<Snapshot>> = [
  ...(['account', 'workEmail', 'location', 'verify', 'interests', 'feedback'] as const).map((step) => ({
    name: `opens ${STEP_PATHS[step]}`,
    event: { type: 'step.visit', step },
    when: is('starting'),
  })),
  // The page moved to the step's address after the machine did: the address catches up, nothing moves.
  ...(['account', 'workEmail', 'location', 'verify', 'interests', 'feedback'] as const).map((step) => ({
    name: `the address follows to ${STEP_PATHS[step]}`,
    event: { type: 'step.visit', step },
    when: and(is(step), (s: Snapshot) => s.context.shown !== step),
    // Nothing moves.
    to: (from: string) => from,
  })),
  { name: 'follows the link to step 1', event: { type: 'step.visit', step: 'account' }, when: is('turnedAway'), to: 'account' },
  { name: 'types name, gender and phone', event: { type: 'draft.edit', changes: ACCOUNT }, when: and(is('account'), not(done('account'))), to: 'account' },
  { name: 'sends the account step', event: { type: 'account.submit', password: 'lyla-2026-pass' }, when: and(is('account'), done('account')), to: 'workEmail.editing' },
  // The step's own form refuses each edge of its rules (nothing reaches this machine), then sends.
  { name: TRIES_THE_ACCOUNT_EDGES, event: { type: 'account.submit', password: 'lyla-2026-pass', tries: 'account' }, when: and(is('account'), done('account')), to: 'workEmail.editing' },
  { name: 'types the work email', event: { type: 'draft.edit', changes: { work_email: WORK_EMAIL } }, when: and(is({ workEmail: 'editing' }), (s) => s.context.draft.work_email === ''), to: 'workEmail.editing' },
  {
    name: CHANGES_DOMAIN,
    event: { type: 'draft.edit', changes: { work_email: OTHER_DOMAIN_EMAIL } },
    when: and(is({ workEmail: 'editing' }), (s) => s.context.draft.work_email === WORK_EMAIL && s.context.draft.location_id !== null),
    to: 'workEmail.editing',
  },
  { name: 'sends the work email', event: { type: 'workEmail.submit' }, when: and(is({ workEmail: 'editing' }), (s) => s.context.draft.work_email !== ''), to: 'workEmail.checking' },
  {
    name: "tries each edge of the work email's rules, then sends it",
    event: { type: 'workEmail.submit', tries: 'work email' },
    when: and(is({ workEmail: 'editing' }), (s) => s.context.draft.work_email === WORK_EMAIL),
    to: 'workEmail.checking',
  },
  // The longest work email: sent and checked as free, no further (the rest of the flow is the usual email's).
  { name: TYPES_254, event: { type: 'draft.edit', changes: { work_email: WORK_EMAIL_OF_254 } }, when: and(is({ workEmail: 'editing' }), (s) => s.context.draft.work_email === ''), to: 'workEmail.editing' },
  { name: 'email is free', event: { type: 'xstate.done.actor.checkEmail', output: { available: true } }, when: is({ workEmail: 'checking' }), to: 'location.loadingLocations' },
  { name: 'email is taken', event: { type: 'xstate.error.actor.checkEmail', error: 'taken' }, when: is({ workEmail: 'checking' }), to: 'workEmail.editing' },
  { name: 'goes back', event: { type: 'step.back' }, when: is({ workEmail: 'editing' }, { location: 'choosing' }, 'feedback'), to: { 'workEmail.editing': 'account', 'location.choosing': 'workEmail.editing', feedback: 'feedback' } },
  { name: 'goes back', event: { type: 'step.back' }, when: and(codeIdle, is({ verify: { resend: 'coolingDown' } })), to: 'location.loadingLocations' },
  { name: 'browser back to the work email', event: { type: 'step.visit', step: 'workEmail' }, when: is({ location: 'choosing' }), to: 'workEmail.editing' },
  { name: 'browser back to the work place', event: { type: 'step.visit', step: 'location' }, when: and(codeIdle, is({ verify: { resend: 'coolingDown' } })), to: 'location.loadingLocations' },
  { name: 'browser forward to the code', event: { type: 'step.visit', step: 'verify' }, when: and(is({ location: 'choosing' }), done('location')), to: 'verify.code.awaitingCode,resend.coolingDown' },
  { name: 'browser back to the interests', event: { type: 'step.visit', step: 'interests' }, when: is('feedback'), to: 'interests.loading' },
  { name: 'browser forward to the welcome', event: { type: 'step.visit', step: 'feedback' }, when: and(is({ interests: 'choosing' }), done('interests')), to: 'feedback' },
  { name: 'work places arrive', event: { type: 'xstate.done.actor.loadLocations', output: [{ id: 1, email_domain: null }] }, when: is({ location: 'loadingLocations' }), to: placeKnown },
  // The work email's domain is a place's: that place is chosen for the person (a place chosen before is kept).
  {
    name: FOUND_AT_DOMAIN,
    event: { type: 'xstate.done.actor.loadLocations', output: [{ id: 1, email_domain: 'acme.example' }] },
    when: and(is({ location: 'loadingLocations' }), (s) => s.context.draft.location_id === null),
    to: 'location.loadingSites',
  },
  { name: 'work places fail', event: { type: 'xstate.error.actor.loadLocations', error: 'down' }, when: is({ location: 'loadingLocations' }), to: 'location.failed' },
  { name: 'tries the work places again', event: { type: 'location.retry' }, when: is({ location: 'failed' }), to: 'location.loadingLocations' },
  { name: 'chooses a work place', event: { type: 'location.choose', locationId: 1 }, when: and(is({ location: 'choosing' }), (s) => s.context.draft.location_id === null), to: 'location.loadingSites' },
  { name: 'sites arrive', event: { type: 'xstate.done.actor.loadSites', output: 'sites' }, when: is({ location: 'loadingSites' }), to: 'location.choosing' },
  { name: 'sites fail', event: { type: 'xstate.error.actor.loadSites', error: 'down' }, when: is({ location: 'loadingSites' }), to: 'location.choosing' },
  { name: 'chooses a site', event: { type: 'site.choose', siteId: 11 }, when: and(is({ location: 'choosing' }), (s) => s.context.sites.length > 0 && s.context.draft.site_id === null), to: 'location.choosing' },
  { name: 'creates the account', event: { type: 'location.submit' }, when: and(is({ location: 'choosing' }), (s) => s.context.draft.site_id !== null, not(done('location'))),
    // A reload forgets the password: the account step asks for it again.
    to: (_, earlier) => (earlier.includes('sends the account step') ? 'location.creatingAccount' : 'account'),
  },
  { name: 'account created', event: { type: 'xstate.done.actor.createAccount', output: 'sent' }, when: is({ location: 'creatingAccount' }), to: 'verify.code.awaitingCode,resend.coolingDown' },
  { name: 'account refused', event: { type: 'xstate.error.actor.createAccount', error: 'refused' }, when: is({ location: 'creatingAccount' }), to: 'location.choosing' },
  { name: 'sends the code', event: { type: 'verify.submit', code: '123456' }, when: codeIdle, to: (from) => from.replace('awaitingCode', 'verifying') },
  { name: "tries each edge of the code's rules, then sends it", event: { type: 'verify.submit', code: '123456', tries: 'code' }, when: codeIdle, to: (from) => from.replace('awaitingCode', 'verifying') },
  { name: 'code accepted', event: { type: 'xstate.done.actor.verifyEmail', output: 'token' }, when: is({ verify: { code: 'verifying' } }), to: 'interests.loading' },
  { name: 'code refused', event: { type: 'xstate.error.actor.verifyEmail', error: 'wrong' }, when: is({ verify: { code: 'verifying' } }), to: (from) => from.replace('verifying', 'awaitingCode') },
  { name: 'waits out the resend delay', event: { type: AFTER_COOLDOWN }, when: and(codeIdle, is({ verify: { resend: 'coolingDown' } })), to: 'verify.code.awaitingCode,resend.available' },
  { name: 'asks for a new code', event: { type: 'verify.resend' }, when: and(codeIdle, is({ verify: { resend: 'available' } })), to: (from) => from.replace('available', 'sending') },
  { name: 'new code sent', event: { type: 'xstate.done.actor.resendCode', output: 'sent' }, when: is({ verify: { resend: 'sending' } }), to: (from) => from.replace('sending', 'coolingDown') },
  { name: 'new code refused', event: { type: 'xstate.error.actor.resendCode', error: 'too soon' }, when: is({ verify: { resend: 'sending' } }), to: (from) => from.replace('sending', 'coolingDown') },
  { name: 'interests arrive', event: { type: 'xstate.done.actor.loadInterests', output: 'interests' }, when: is({ interests: 'loading' }), to: 'interests.choosing' },
  { name: 'interests fail', event: { type: 'xstate.error.actor.loadInterests', error: 'down' }, when: is({ interests: 'loading' }), to: 'interests.failed' },
  { name: 'tries the interests again', event: { type: 'interests.retry' }, when: is({ interests: 'failed' }), to: 'interests.loading' },
  { name: 'skips the interests', event: { type: 'interests.skip' }, when: is({ interests: 'failed' }, { interests: 'choosing' }), to: 'feedback' },
  { name: 'picks an interest', event: { type: 'interests.change', interests: [5] }, when: and(is({ interests: 'choosing' }), (s) => s.context.draft.interests.length === 0), to: 'interests.choosing' },
  { name: PICKS_FIFTY, event: { type: 'interests.change', interests: FIFTY_INTERESTS }, when: and(is({ interests: 'choosing' }), (s) => s.context.draft.interests.length === 0), to: 'interests.choosing' },
  { name: 'saves the interests', event: { type: 'interests.submit' }, when: and(is({ interests: 'choosing' }), (s) => s.context.draft.interests.length > 0), to: 'interests.saving' },
  { name: 'interests saved', event: { type: 'xstate.done.actor.saveInterests', output: 'saved' }, when: is({ interests: 'saving' }), to: 'feedback' },
  { name: 'interests refused', event: { type: 'xstate.error.actor.saveInterests', error: 'refused' }, when: is({ interests: 'saving' }), to: 'interests.choosing' },
  { name: 'starts using LYLA', event: { type: 'registration.finish' }, when: is('feedback'), to: 'done' },
];

/** A path with the longest work email goes only as far as the server finding it free. */
const atEdge = (s: Snapshot) => s.context.draft.work_email === WORK_EMAIL_OF_254;
const AT_EDGE = new Set(['sends the work email', 'email is free']);
/** A path with the other domain's email goes as far as choosing the place again. */
const atOtherDomain = (s: Snapshot) => s.context.draft.work_email === OTHER_DOMAIN_EMAIL;
const AT_OTHER_DOMAIN = new Set([...AT_EDGE, 'work places arrive']);
const edgeAware = events.map((entry) => ({
  ...entry,
  when: (s: Snapshot) => entry.when(s) && (!atEdge(s) || AT_EDGE.has(entry.name)) && (!atOtherDomain(s) || AT_OTHER_DOMAIN.has(entry.name)),
}));

/** Two starting points: a new visitor, and one who reloaded the page at the work place step. */
const STARTS: Array<{ name: string; draft: RegistrationDraft }> = [
  { name: 'new visitor', draft: EMPTY_DRAFT },
  {
    name: 'reloaded at the work place',
    draft: { ...EMPTY_DRAFT, ...ACCOUNT, work_email: WORK_EMAIL, checked_email: WORK_EMAIL, location_id: 1, site_id: 11 },
  },
];

const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    done: (['account', 'workEmail', 'location', 'verify', 'interests'] as const).filter((step) => isStepDone(s.context.draft, step)),
    password: s.context.password !== null,
    typed: s.context.draft.work_email !== '',
    edge: atEdge(s),
    otherDomain: atOtherDomain(s),
    place: [s.context.draft.location_id, s.context.draft.site_id, s.context.sites.length],
    // One or fifty picked lead on alike: the suite tells them apart by the path's events.
    interests: s.context.draft.interests.length > 0,
  });

export const registrationModel: MachineModel<Snapshot> = {
  machine: registrationMachine,
  suite: 'registration',
  starts: STARTS.map(({ name, draft }) => ({ name, input: { draft } })),
  events: edgeAware,
  serializeState,
  // The first visit is only the page being opened; ignore paths that start elsewhere.
  keepPath: (path) => path.steps[1]?.event.type === 'step.visit',
};
