import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent, SnapshotFrom } from 'xstate';
import { composeApp } from '../../src/app/composeApp';
import { EMPTY_DRAFT, REGISTRATION_STEPS, STEP_PATHS, firstStepNotDone, isStepDone, type RegistrationDraft, type RegistrationStep } from '../../src/domain/registration';
import { registrationMachine, type RegistrationEvent } from '../../src/machines/registrationMachine';
import { App } from '../../src/ui/app/App';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, signedInBackground, walkPath, type PathStep, type PlannedAnswer } from './harness';
import { ACCOUNT, AFTER_COOLDOWN, registrationModel } from './models/registration';
import { planPaths } from './plan';

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type ModelEvent = RegistrationEvent | { type: string; output?: unknown; error?: unknown };

const plans = planPaths(registrationModel);

// ---------------------------------------------------------------------------------------
// The server's side.

const LOCATIONS = [
  { id: 1, name: 'Harbor Tower', location_type: 1, client_name: 'Acme' },
  { id: 2, name: 'Bayview Hotel', location_type: 2, client_name: null },
];
const SITES = [{ id: 11, name: 'North lobby', address: '1 Harbor Way' }];
const INTERESTS = [
  { id: 5, name: 'Yoga' },
  { id: 6, name: 'Coffee' },
];

/** A resend wait of 1 s where the path waits it out, else long enough never to end by itself. */
function waitFor_(later: Array<PathStep<Snapshot, ModelEvent>>) {
  const leavesVerify = later.findIndex((step) => !(step.state as Snapshot).matches('verify'));
  const upTo = leavesVerify === -1 ? later : later.slice(0, leavesVerify);
  return upTo.some((step) => step.event.type === AFTER_COOLDOWN) ? 1 : 3600;
}

function answerFor(event: ModelEvent, later: Array<PathStep<Snapshot, ModelEvent>>): PlannedAnswer | null {
  const outcome = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!outcome) return null;
  const [, kind, actor] = outcome;
  const succeeded = kind === 'done';
  switch (actor) {
    case 'checkEmail':
      return {
        endpoint: '/reactapi/user/account/check-email',
        answer: () =>
          succeeded ? ok({ available: true }) : fail(409, 40900, 'An account with this email already exists. Sign in instead.'),
      };
    case 'loadLocations':
      return {
        endpoint: '/reactapi/dictionary/locations',
        answer: () => (succeeded ? ok({ locations: LOCATIONS }) : fail(503, 50300, 'Work places are unavailable')),
      };
    case 'loadSites':
      return {
        endpoint: '/api/user/account/get-site',
        answer: () => (succeeded ? ok({ sites: SITES }) : fail(503, 50300, 'Sites are unavailable')),
      };
    case 'createAccount':
      return {
        endpoint: '/reactapi/user/account/register',
        answer: () =>
          succeeded
            ? ok({ resend_after_seconds: waitFor_(later) })
            : fail(409, 40900, 'An account with this email already exists. Sign in instead.'),
      };
    case 'verifyEmail':
      return {
        endpoint: '/reactapi/user/account/verify',
        answer: () => (succeeded ? ok({ token: 'token-new' }) : fail(400, 40101, 'The code is incorrect')),
      };
    case 'resendCode': {
      const seconds = waitFor_(later);
      return {
        endpoint: '/reactapi/user/account/resend-code',
        answer: () =>
          succeeded
            ? ok({ resend_after_seconds: seconds })
            : fail(429, 42900, `Wait ${seconds} seconds before asking for a new code`, { resend_after_seconds: seconds }),
      };
    }
    case 'loadInterests':
      return {
        endpoint: '/reactapi/dictionary/interests',
        answer: () => (succeeded ? ok({ interests: INTERESTS }) : fail(503, 50300, 'Interests are unavailable')),
      };
    case 'saveInterests':
      return {
        endpoint: '/api/v2/user/interests',
        answer: () => (succeeded ? ok({ interests: [5] }) : fail(400, 40000, 'Choose interests from the list')),
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

const drive: Partial<Record<string, (event: ModelEvent) => Promise<void>>> = {
  async 'step.visit'(event) {
    if ('step' in event) openUrl(STEP_PATHS[event.step as RegistrationStep]);
  },
  async 'draft.edit'(event) {
    if (!('changes' in event)) return;
    if (event.changes.work_email !== undefined) return typeInto('Work email', event.changes.work_email);
    await typeInto('First name', ACCOUNT.first_name);
    await typeInto('Last name', ACCOUNT.last_name);
    await person.click(screen.getByRole('combobox', { name: 'Gender' }));
    await person.click(await screen.findByRole('option', { name: 'Female' }));
    await typeInto('Mobile phone', ACCOUNT.cell_phone);
  },
  async 'account.submit'() {
    await typeInto('Password', 'lyla-2026-pass');
    await click('Continue');
  },
  'workEmail.submit': () => click('Continue'),
  'step.back': () => click('Back'),
  'location.retry': () => click('Try again'),
  async 'location.choose'() {
    await person.click(await screen.findByRole('radio', { name: /Harbor Tower/ }));
  },
  async 'site.choose'() {
    await person.click(await screen.findByRole('radio', { name: /North lobby/ }));
  },
  'location.submit': () => click('Create my account'),
  async 'verify.submit'() {
    await typeInto('Code', '123456');
    await click('Verify');
  },
  async [AFTER_COOLDOWN]() {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled());
  },
  'verify.resend': () => click('Send a new code'),
  'interests.retry': () => click('Try again'),
  'interests.skip': () => click('Skip for now'),
  async 'interests.change'() {
    await person.click(await screen.findByRole('button', { name: 'Yoga' }));
  },
  'interests.submit': () => click('Save and continue'),
  'registration.finish': () => click('Start exploring'),
};

const onStep = (step: RegistrationStep) => waitFor(() => expect(currentPath()).toBe(STEP_PATHS[step]));

const verifyShows = (resend: 'coolingDown' | 'available' | 'sending', verifying: boolean) => async () => {
  await onStep('verify');
  expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: verifying ? 'Checking…' : 'Verify' })).toHaveProperty('disabled', verifying);
  const resendButton = screen.getByRole('button', { name: /Send a new code/ });
  if (resend === 'available') expect(resendButton).toBeEnabled();
  else expect(resendButton).toBeDisabled();
};

const shows: Record<string, (s: Snapshot) => Promise<void>> = {
  async account(s) {
    await onStep('account');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    if (s.context.password === null && isStepDone(s.context.draft, 'account')) {
      expect(screen.getByText(/Enter it again/)).toBeInTheDocument();
      expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    }
  },
  async turnedAway(s) {
    expect(await screen.findByRole('heading', { name: 'This step is not open yet' })).toBeInTheDocument();
    const at = firstStepNotDone(s.context.draft);
    expect(screen.getByRole('link', { name: `Continue at step ${REGISTRATION_STEPS.indexOf(at) + 1}` })).toHaveAttribute('href', `#${STEP_PATHS[at]}`);
  },
  async 'workEmail.editing'() {
    await onStep('workEmail');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
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
  },
  async 'location.loadingSites'() {
    expect(await screen.findByRole('status', { name: 'Loading sites' })).toBeInTheDocument();
  },
  async 'location.choosing'() {
    await onStep('location');
    expect(await screen.findByRole('heading', { name: 'Your work place' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Corporate' })).toBeInTheDocument();
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
  },
  async 'interests.choosing'() {
    await onStep('interests');
    expect(await screen.findByRole('button', { name: 'Yoga' })).toBeInTheDocument();
  },
  async 'interests.saving'() {
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toHaveAttribute('aria-busy', 'true');
  },
  async feedback() {
    await onStep('feedback');
    expect(await screen.findByRole('heading', { name: 'Welcome to LYLA' })).toBeInTheDocument();
  },
  async done() {
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(sessionStorage.getItem('lyla:registration')).toBeNull();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('token-new');
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

  it.each(plans.map((path) => [path.name, path] as const))(
    '%s',
    async (_, path) => {
      const { draft } = path.start.input as { draft: RegistrationDraft };
      scripted.reset();
      person = userEvent.setup();
      let live: Snapshot | undefined;
      const inspect = (event: InspectionEvent) => {
        coverage.inspect(event);
        const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as Snapshot) : undefined;
        if (snapshot?.machine?.id === 'registration') live = snapshot;
      };

      await walkPath<Snapshot, ModelEvent>({
        steps: path.steps.slice(1),
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
