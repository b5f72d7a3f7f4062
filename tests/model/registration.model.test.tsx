import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent, SnapshotFrom } from 'xstate';
import { composeApp } from '../../src/app/composeApp';
import { EMPTY_DRAFT, REGISTRATION_STEPS, STEP_PATHS, type RegistrationDraft, type RegistrationStep } from '../../src/domain/registration';
import { registrationMachine, type RegistrationEvent } from '../../src/machines/registrationMachine';
import { App } from '../../src/ui/app/App';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, signedInBackground, walkPath, type PathStep, type PlannedAnswer, type RecordedCall } from './harness';
import {
  ACCOUNT,
  AFTER_COOLDOWN,
  CHANGES_DOMAIN,
  FOUND_AT_DOMAIN,
  PICKS_FIFTY,
  TRIES_THE_ACCOUNT_EDGES,
  TYPES_254,
  WORK_EMAIL,
  registrationModel,
} from './models/registration';
import { triesEachEdge } from './triesEachEdge';
import { accountEdges, codeEdges, workEmailEdges } from './forms/signUp';
import { wrongTargets, type PlannedPath } from './plan';
import { itPlansEveryEntry, pathsOrNone } from './planChecks';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type ModelEvent = RegistrationEvent | { type: string; output?: unknown; error?: unknown };

// Planned inside a test too (itPlansEveryEntry): a machine that cannot be planned fails there.
const plans = pathsOrNone(registrationModel);

// ---------------------------------------------------------------------------------------
// The server's side.

const LOCATIONS = [
  { id: 1, name: 'Harbor Tower', location_type: 1, client_name: 'Acme' },
  { id: 2, name: 'Bayview Hotel', location_type: 2, client_name: null },
];
/** Harbor Tower at the work email's domain (the model's second way the work places arrive). */
const LOCATIONS_ONE_AT_DOMAIN = LOCATIONS.map((place) => (place.id === 1 ? { ...place, email_domain: 'acme.example' } : place));
const atDomain = (event: ModelEvent) => (event as { output?: Array<{ email_domain: string | null }> }).output?.[0]?.email_domain != null;
const SITES = [{ id: 11, name: 'North lobby', address: '1 Harbor Way' }];
// Yoga, 49 more, and Coffee: one more than a person may keep (spec: at most 50 interests).
const INTERESTS = [
  { id: 5, name: 'Yoga' },
  ...Array.from({ length: 49 }, (_, index) => ({ id: 100 + index, name: `Interest ${index + 1}` })),
  { id: 6, name: 'Coffee' },
];
const nameOfInterest = (id: number) => INTERESTS.find((interest) => interest.id === id)!.name;

/** A resend wait of 1 s where the path waits it out, else long enough never to end by itself. */
function waitFor_(later: Array<PathStep<Snapshot, ModelEvent>>) {
  const leavesVerify = later.findIndex((step) => !(step.state as Snapshot).matches('verify'));
  const upTo = leavesVerify === -1 ? later : later.slice(0, leavesVerify);
  return upTo.some((step) => step.event.type === AFTER_COOLDOWN) ? 1 : 3600;
}

const PASSWORD = 'lyla-2026-pass';
const CODE = '123456';
const TAKEN = 'An account with this email already exists. Sign in instead.';

/**
 * What the server must have been asked (the spec's bodies, from what the person typed in
 * `drive` and the suite's fixtures). Registration is a visitor's until the code is accepted:
 * no token; the interests are saved with the token the accepted code brought.
 */
const asks =
  (body: Record<string, unknown>, token: string | null = null) =>
  (call: RecordedCall) => {
    expect(call.body).toEqual(body);
    expect(call.token).toBe(token);
  };
const REGISTER_BODY = { ...ACCOUNT, password: PASSWORD, work_email: WORK_EMAIL, location_id: 1, site_id: 11 };

function answerFor(event: ModelEvent, later: Array<PathStep<Snapshot, ModelEvent>>, before: Array<PathStep<Snapshot, ModelEvent>>): PlannedAnswer | null {
  const outcome = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!outcome) return null;
  const [, kind, actor] = outcome;
  const succeeded = kind === 'done';
  switch (actor) {
    case 'checkEmail':
      return {
        endpoint: '/reactapi/user/account/check-email',
        answer: () => (succeeded ? ok({ available: true }) : fail(409, 40900, TAKEN)),
        asks: (call) => asks({ email: typedWorkEmail(before) })(call),
      };
    case 'loadLocations':
      return {
        endpoint: '/reactapi/dictionary/locations',
        answer: () => (succeeded ? ok({ locations: atDomain(event) ? LOCATIONS_ONE_AT_DOMAIN : LOCATIONS }) : fail(503, 50300, 'Work places are unavailable')),
        asks: asks({}),
      };
    case 'loadSites':
      return {
        endpoint: '/api/user/account/get-site',
        answer: () => (succeeded ? ok({ sites: SITES }) : fail(503, 50300, 'Sites are unavailable')),
        // Harbor Tower: the reloaded draft's place, and the one a new visitor chooses.
        asks: asks({ location_id: 1 }),
      };
    case 'createAccount':
      return {
        endpoint: '/reactapi/user/account/register',
        answer: () => (succeeded ? ok({ resend_after_seconds: waitFor_(later) }) : fail(409, 40900, TAKEN)),
        asks: asks(REGISTER_BODY),
      };
    case 'verifyEmail':
      return {
        endpoint: '/reactapi/user/account/verify',
        answer: () => (succeeded ? ok({ token: 'token-new' }) : fail(400, 40101, 'The code is incorrect')),
        asks: asks({ email: WORK_EMAIL, code: CODE }),
      };
    case 'resendCode': {
      const seconds = waitFor_(later);
      return {
        endpoint: '/reactapi/user/account/resend-code',
        answer: () =>
          succeeded
            ? ok({ resend_after_seconds: seconds })
            : fail(429, 42900, `Wait ${seconds} seconds before asking for a new code`, { resend_after_seconds: seconds }),
        asks: asks({ email: WORK_EMAIL }),
      };
    }
    case 'loadInterests':
      return {
        endpoint: '/reactapi/dictionary/interests',
        answer: () => (succeeded ? ok({ interests: INTERESTS }) : fail(503, 50300, 'Interests are unavailable')),
        asks: asks({ location_id: 1 }),
      };
    case 'saveInterests':
      return {
        endpoint: '/api/v2/user/interests',
        answer: () => (succeeded ? ok({ interests: pickedInterests(before) }) : fail(400, 40000, 'Choose interests from the list')),
        // The interests the person picked (Yoga, or Yoga and 49 more); the first call made signed in.
        asks: asks({ interests: pickedInterests(before) }, 'token-new'),
      };
    default:
      throw new Error(`No server answer for ${event.type}`);
  }
}

const scripted = createScriptedServer([
  '/reactapi/user/account/check-email',
  '/reactapi/dictionary/locations',
  '/api/user/account/get-site',
  '/reactapi/user/account/register',
  '/reactapi/user/account/verify',
  '/reactapi/user/account/resend-code',
  '/reactapi/dictionary/interests',
  '/api/v2/user/interests',
]);
const server = setupServer(
  ...scripted.handlers,
  http.post('/api/v2/user/current', () => ok(demoUser)),
  // Signed-in pages open on /home, which reads the catalogue.
  ...catalogueHandlers,
  ...signedInBackground,
);

// ---------------------------------------------------------------------------------------
// The person's side.

const currentPath = () => window.location.hash.replace(/^#/, '');
let person = userEvent.setup();
const click = async (name: string | RegExp) => person.click(await screen.findByRole('button', { name }));

/** Opens a URL as the browser does for a link, the address bar, back or forward. */
function openUrl(path: string) {
  window.history.pushState(null, '', `#${path}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

async function typeInto(label: string | RegExp, text: string) {
  const field = await screen.findByLabelText(label);
  await person.clear(field);
  await person.type(field, text);
}

/** A field filled as a person does: a long text pasted (typed key by key it takes seconds on a busy machine). */
async function fill(field: HTMLElement, text: string) {
  await person.clear(field);
  if (text.length <= 20) return text === '' ? undefined : person.type(field, text);
  await person.click(field);
  await person.paste(text);
}

/** The work email the path typed last (the reloaded draft's otherwise). */
function typedWorkEmail(before: Array<PathStep<Snapshot, ModelEvent>>) {
  const typed = before.filter((step) => step.event.type === 'draft.edit' && (step.event as { changes: { work_email?: string } }).changes.work_email !== undefined).at(-1);
  return typed ? (typed.event as { changes: { work_email: string } }).changes.work_email : WORK_EMAIL;
}

/** The interests the path's person picked (none when no pick happened). */
function pickedInterests(before: Array<PathStep<Snapshot, ModelEvent>>): number[] {
  const picked = before.filter((step) => step.event.type === 'interests.change').at(-1);
  return picked ? (picked.event as { interests: number[] }).interests : [];
}
/** Which form's rules the event tries at each edge before it is sent (the model's tries events). */
const triesOf = (event: ModelEvent) => (event as { tries?: string }).tries;
const stepForm = (name: string) => () => screen.findByRole('form', { name });

const drive: Partial<Record<string, (event: ModelEvent) => Promise<void>>> = {
  async 'step.visit'(event) {
    if ('step' in event) openUrl(STEP_PATHS[event.step as RegistrationStep]);
  },
  async 'draft.edit'(event) {
    if (!('changes' in event)) return;
    if (event.changes.work_email !== undefined) return fill(await screen.findByLabelText('Work email'), event.changes.work_email);
    await typeInto('First name', ACCOUNT.first_name);
    await typeInto('Last name', ACCOUNT.last_name);
    await person.click(screen.getByRole('combobox', { name: 'Gender' }));
    await person.click(await screen.findByRole('option', { name: 'Female' }));
    await typeInto('Mobile phone', ACCOUNT.cell_phone);
  },
  async 'account.submit'(event) {
    await typeInto('Password', PASSWORD);
    if (triesOf(event)) {
      const good = { first_name: ACCOUNT.first_name, last_name: ACCOUNT.last_name, cell_phone: ACCOUNT.cell_phone, password: PASSWORD };
      await triesEachEdge(stepForm('Create your account'), accountEdges(good), fill, () => click('Continue'));
    }
    await click('Continue');
  },
  async 'workEmail.submit'(event) {
    if (triesOf(event)) await triesEachEdge(stepForm('Your work email'), workEmailEdges(WORK_EMAIL), fill, () => click('Continue'));
    await click('Continue');
  },
  'step.back': () => click('Back'),
  'location.retry': () => click('Try again'),
  async 'location.choose'() {
    await person.click(await screen.findByRole('radio', { name: /Harbor Tower/ }));
  },
  async 'site.choose'() {
    await person.click(await screen.findByRole('radio', { name: /North lobby/ }));
  },
  'location.submit': () => click('Create my account'),
  async 'verify.submit'(event) {
    await typeInto('Code', CODE);
    if (triesOf(event)) await triesEachEdge(stepForm('Verify your email'), codeEdges(CODE), fill, () => click('Verify'));
    await click('Verify');
  },
  async [AFTER_COOLDOWN]() {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled());
  },
  'verify.resend': () => click('Send a new code'),
  'interests.retry': () => click('Try again'),
  'interests.skip': () => click('Skip for now'),
  async 'interests.change'(event) {
    for (const id of (event as { interests: number[] }).interests) await person.click(await screen.findByRole('button', { name: nameOfInterest(id) }));
  },
  'interests.submit': () => click('Save and continue'),
  'registration.finish': () => click('Start exploring'),
};

const onStep = (step: RegistrationStep) => waitFor(() => expect(currentPath()).toBe(STEP_PATHS[step]));
const main = () => within(screen.getByRole('main'));

// ---------------------------------------------------------------------------------------
// What the page must show, from where the path started and its own steps (never the machine's
// context): a small bookkeeping of what the person typed and chose and what the server said.

type Before = Array<PathStep<Snapshot, ModelEvent>>;

/** The draft the path's tab held when the page opened, and the path's steps (set by each test). */
let startDraft: RegistrationDraft = EMPTY_DRAFT;
let walked: Before = [];

const namesOf = (before: Before) => before.map((step) => (step as unknown as PlannedPath['steps'][number]).name);
/** Which of `names` happened last on the path (undefined when none did). */
const lastOf = (before: Before, ...names: string[]) => namesOf(before).filter((name) => names.includes(name)).at(-1);

function pathSoFar(before: Before) {
  const names = namesOf(before);
  const reloaded = startDraft !== EMPTY_DRAFT;
  const has = (name: string) => names.includes(name);
  return {
    reloaded,
    accountTyped: reloaded || has('types name, gender and phone'),
    /** The password lives in memory only: typed since the page opened, or not. */
    passwordTyped: has('sends the account step') || has(TRIES_THE_ACCOUNT_EDGES),
    emailTyped: reloaded || has('types the work email') || has(TYPES_254),
    // A work email at another domain drops the place and its site (the path ends choosing again).
    placeChosen: (reloaded || has('chooses a work place') || has(FOUND_AT_DOMAIN)) && !has(CHANGES_DOMAIN),
    /** Chosen for the person: the work email's domain is the place's (in the last list that arrived). */
    placeFound: lastOf(before, FOUND_AT_DOMAIN, 'work places arrive') === FOUND_AT_DOMAIN,
    // Choosing a place drops the site chosen for the one before.
    siteChosen: (lastOf(before, 'chooses a site', 'chooses a work place') === 'chooses a site' || (reloaded && !has('chooses a work place'))) && !has(CHANGES_DOMAIN),
    sitesListed: lastOf(before, 'sites arrive', 'sites fail') === 'sites arrive',
    interestPicked: has('picks an interest') || has(PICKS_FIFTY),
    fiftyPicked: has(PICKS_FIFTY),
  };
}

/** The draft kept in the tab (a reload resumes from it): what was typed, never the password. */
function storedDraft() {
  const stored = sessionStorage.getItem('lyla:registration');
  expect(stored ?? '', 'the tab keeps the draft').not.toBe('');
  expect(stored).not.toContain(PASSWORD);
  return JSON.parse(stored!) as RegistrationDraft;
}

/** A refused call: the toast says why (spec §8); the page never says it again. */
function saysNotWhy(...messages: string[]) {
  for (const message of messages) expect(main().queryByText(message)).not.toBeInTheDocument();
}

const verifyShows = (resend: 'coolingDown' | 'available' | 'sending', verifying: boolean) => async (_: Snapshot, before: Before) => {
  await onStep('verify');
  expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  // The code went to the work email the person typed (or the reloaded draft held).
  expect(screen.getByText(`We sent a 6-digit code to ${WORK_EMAIL}. It is valid for 15 minutes.`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: verifying ? 'Checking…' : 'Verify' })).toHaveProperty('disabled', verifying);
  const resendButton = screen.getByRole('button', { name: /Send a new code/ });
  if (resend === 'available') expect(resendButton).toBeEnabled();
  else expect(resendButton).toBeDisabled();
  if (resend === 'sending') expect(resendButton).toHaveAttribute('aria-busy', 'true');
  // A wait the path does not sit out (the server said an hour) is counted down on the button.
  if (resend === 'coolingDown' && waitFor_(walked.slice(before.length)) === 3600) {
    expect(Number(/ in (\d+) s$/.exec(resendButton.textContent ?? '')?.[1]), 'seconds left of the wait').toBeGreaterThan(60);
  }
  // A refused code marks the field until the person sends a code again or asks for a new one.
  const refused = lastOf(before, 'code refused', 'sends the code', 'asks for a new code', 'account created', 'browser forward to the code') === 'code refused';
  if (refused) expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  else expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid', 'true');
  // A new code sent: the page says so, until the person sends a code.
  const noticed = lastOf(before, 'new code sent', 'sends the code', 'asks for a new code', 'account created', 'browser forward to the code') === 'new code sent';
  if (noticed) expect(main().getByText('A new code is on its way.')).toBeInTheDocument();
  else expect(main().queryByText('A new code is on its way.')).not.toBeInTheDocument();
  saysNotWhy('The code is incorrect', TAKEN);
  expect(storedDraft().code_sent_to).toBe(WORK_EMAIL);
};
/** Where each start stands (the spec's steps): a new visitor has done none, the reloaded draft two. */
const AT_STEP: Record<string, RegistrationStep> = { 'new visitor': 'account', 'reloaded at the work place': 'location' };
const STEP_TITLES: Record<RegistrationStep, string> = {
  account: 'Your account',
  workEmail: 'Work email',
  location: 'Work place',
  verify: 'Verify',
  interests: 'Interests',
  feedback: 'Done',
};
const stepNumber = (step: RegistrationStep) => REGISTRATION_STEPS.indexOf(step) + 1;
let startName = '';

const shows: Record<string, (s: Snapshot, before: Before) => Promise<void>> = {
  async account(_, before) {
    await onStep('account');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    const { reloaded, accountTyped, passwordTyped } = pathSoFar(before);
    // What was typed stays; the password only while the page lives.
    expect(screen.getByLabelText('First name')).toHaveValue(accountTyped ? ACCOUNT.first_name : '');
    expect(screen.getByLabelText('Last name')).toHaveValue(accountTyped ? ACCOUNT.last_name : '');
    expect(screen.getByLabelText('Password')).toHaveValue(passwordTyped ? PASSWORD : '');
    // Asked again only when it was typed before the reload; not while a person fills the step in.
    if (reloaded && !passwordTyped) expect(screen.getByText(/Enter it again/)).toBeInTheDocument();
    else expect(screen.queryByText(/Enter it again/)).not.toBeInTheDocument();
    if (accountTyped) expect(storedDraft()).toMatchObject(ACCOUNT);
  },
  async turnedAway(_, before) {
    expect(await screen.findByRole('heading', { name: 'This step is not open yet' })).toBeInTheDocument();
    const asked = (before[0]!.event as { step: RegistrationStep }).step;
    const at = AT_STEP[startName]!;
    expect(screen.getByText(new RegExp(`^${STEP_TITLES[asked]} \\(step ${stepNumber(asked)} of 6\\) opens once`))).toHaveTextContent(
      `Your registration is at step ${stepNumber(at)}: ${STEP_TITLES[at]}.`,
    );
    expect(screen.getByRole('link', { name: `Continue at step ${stepNumber(at)}` })).toHaveAttribute('href', `#${STEP_PATHS[at]}`);
  },
  async 'workEmail.editing'(_, before) {
    await onStep('workEmail');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    const field = screen.getByLabelText('Work email');
    expect(field).toHaveValue(pathSoFar(before).emailTyped ? typedWorkEmail(before) : '');
    // Refused: the toast says why, the field is marked (until the person changes it).
    if (namesOf(before).at(-1) === 'email is taken') expect(field).toHaveAttribute('aria-invalid', 'true');
    else expect(field).not.toHaveAttribute('aria-invalid', 'true');
    saysNotWhy(TAKEN);
  },
  async 'workEmail.checking'() {
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
  async 'location.loadingLocations'() {
    await onStep('location');
    expect(await screen.findByRole('status', { name: 'Loading work places' })).toBeInTheDocument();
  },
  async 'location.failed'() {
    expect(await screen.findByRole('heading', { name: 'The work places could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    saysNotWhy('Work places are unavailable');
  },
  async 'location.loadingSites'() {
    expect(await screen.findByRole('status', { name: 'Loading sites' })).toBeInTheDocument();
  },
  async 'location.choosing'(_, before) {
    await onStep('location');
    expect(await screen.findByRole('heading', { name: 'Your work place' })).toBeInTheDocument();
    const { placeChosen, placeFound, siteChosen, sitesListed } = pathSoFar(before);
    const domain = typedWorkEmail(before).split('@')[1];
    expect(
      screen.getByText(
        placeFound
          ? `Your work email is at ${domain}, the domain of Harbor Tower, so it is chosen for you. Choose another place if you work elsewhere.`
          : `No work place here has the domain of your work email (${domain}): choose where you work.`,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Corporate' })).getByRole('radio', { name: /Harbor Tower · Acme/ })).toHaveAttribute('aria-checked', String(placeChosen));
    expect(within(screen.getByRole('radiogroup', { name: 'Hotel' })).getByRole('radio', { name: /Bayview Hotel/ })).toHaveAttribute('aria-checked', 'false');
    // The sites of the place, when they could be read.
    const site = screen.queryByRole('radio', { name: /North lobby/ });
    if (sitesListed) expect(site).toHaveAttribute('aria-checked', String(siteChosen));
    else expect(site).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create my account' })).toHaveProperty('disabled', !siteChosen);
    saysNotWhy(TAKEN, 'Sites are unavailable');
  },
  async 'location.creatingAccount'() {
    expect(await screen.findByRole('button', { name: 'Creating your account…' })).toBeDisabled();
  },
  'verify.code.awaitingCode,resend.coolingDown': verifyShows('coolingDown', false),
  'verify.code.awaitingCode,resend.available': verifyShows('available', false),
  'verify.code.awaitingCode,resend.sending': verifyShows('sending', false),
  'verify.code.verifying,resend.coolingDown': verifyShows('coolingDown', true),
  'verify.code.verifying,resend.available': verifyShows('available', true),
  async 'interests.loading'() {
    await onStep('interests');
    expect(await screen.findByRole('status', { name: 'Loading interests' })).toBeInTheDocument();
  },
  async 'interests.failed'() {
    expect(await screen.findByRole('heading', { name: 'The interests could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
    saysNotWhy('Interests are unavailable');
  },
  async 'interests.choosing'(_, before) {
    await onStep('interests');
    const { interestPicked: picked, fiftyPicked } = pathSoFar(before);
    expect(await screen.findByRole('button', { name: 'Yoga' })).toHaveAttribute('aria-pressed', String(picked));
    expect(screen.getByRole('button', { name: 'Interest 49' })).toHaveAttribute('aria-pressed', String(fiftyPicked));
    // Fifty kept, the most allowed: the one left cannot be picked until one is let go.
    expect(screen.getByText(`${fiftyPicked ? 50 : picked ? 1 : 0} of 50 selected`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coffee' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Coffee' })).toHaveProperty('disabled', fiftyPicked);
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', !picked);
    expect(screen.getByRole('button', { name: 'Save and continue' })).not.toHaveAttribute('aria-busy', 'true');
    saysNotWhy('Choose interests from the list');
  },
  async 'interests.saving'() {
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toHaveAttribute('aria-busy', 'true');
  },
  async feedback() {
    await onStep('feedback');
    expect(await screen.findByRole('heading', { name: 'Welcome to LYLA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start exploring' })).toBeEnabled();
    // The person is signed in with the token the accepted code brought.
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-new');
  },
  async done() {
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(sessionStorage.getItem('lyla:registration')).toBeNull();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-new');
  },
};

/** Where opening each step's address leads, per start (spec: a step opens once those before it are done). */
const OPENS: Record<string, Record<RegistrationStep, string>> = {
  'new visitor': { account: 'account', workEmail: 'turnedAway', location: 'turnedAway', verify: 'turnedAway', interests: 'turnedAway', feedback: 'turnedAway' },
  'reloaded at the work place': {
    account: 'account',
    workEmail: 'workEmail.editing',
    location: 'location.loadingLocations',
    verify: 'turnedAway',
    interests: 'turnedAway',
    feedback: 'turnedAway',
  },
};

// ---------------------------------------------------------------------------------------

const coverage = createCoverage(registrationMachine);
const cleanups = modelSuiteLifecycle(server, { registration: coverage });

describe('registration machine, model-based', () => {
  it('the harness can drive every event the machine knows', () => {
    const driven = new Set([...Object.keys(drive), ...registrationModel.events.map(({ event }) => event.type).filter((type) => type.startsWith('xstate.'))]);
    expect(allEventTypes(registrationMachine).filter((type) => !driven.has(type)), 'events without a driver').toEqual([]);
  });

  it('each event leads where the product says', () => {
    expect(wrongTargets(registrationModel)).toEqual([]);
    const openedElsewhere = pathsOrNone(registrationModel).filter((path) => {
      const [, opening] = path.steps;
      return opening!.stateKey !== OPENS[path.start.name]![(opening!.event as unknown as { step: RegistrationStep }).step];
    });
    expect(openedElsewhere.map((path) => path.name)).toEqual([]);
  });

  it.each(plans.map((path) => [path.name, path] as const))(
    '%s',
    async (_, path) => {
      const { draft } = path.start.input as { draft: RegistrationDraft };
      startDraft = draft;
      startName = path.start.name;
      walked = path.steps.slice(1);
      scripted.reset();
      person = userEvent.setup();
      let live: Snapshot | undefined;
      const inspect = (event: InspectionEvent) => {
        coverage.inspect(event);
        const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as Snapshot) : undefined;
        if (snapshot?.machine?.id === 'registration') live = snapshot;
      };

      await walkPath<Snapshot, ModelEvent>({
        steps: walked,
        server: scripted,
        answerFor,
        // The first step: the person opens a registration page in a tab that may hold a draft.
        start(event) {
          if (draft !== EMPTY_DRAFT) sessionStorage.setItem('lyla:registration', JSON.stringify(draft));
          if (!('step' in event)) throw new Error('a path starts by opening a registration page');
          window.location.hash = `#${STEP_PATHS[event.step as RegistrationStep]}`;
          const app = composeApp({ apiOrigin: '', window, inspect });
          cleanups.push(app.dispose);
          render(<App services={app.services} />);
        },
        drive,
        isIn: (state) => (state.value === 'done' ? live?.status === 'done' : (live?.matches(state.value as never) ?? false)),
        shows,
      });
    },
  );
});

describe('registration model', () => {
  itPlansEveryEntry(registrationModel);
});
