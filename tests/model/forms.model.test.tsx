import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { EnvelopeError } from '../../src/api/errors';
import { composeApp } from '../../src/composeApp';
import { ACCESS_TOKEN_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import { passwordForm } from '../../src/domain/formRules';
import { createFormMachine } from '../../src/machines/formMachine';
import { searchHistoryMachine } from '../../src/machines/searchHistoryMachine';
import { App } from '../../src/ui/app/App';
import { searchHistoryKey } from '../../src/ui/search/searchHistoryStorage';
import { failOnConsoleError } from '../support/consoleErrors';
import { demoUserInfo } from '../support/renderApp';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage, fewestPathsCovering, pathsCoveringEveryEdge } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, walkPath, type PlannedAnswer } from './harness';
import { stateKey } from './plan';

/**
 * Forms, model-based: the form machine through Settings → Password (invalid input, a field
 * the server refuses, a server failure, leaving with unsaved changes), and the header's
 * search history. Each generated path runs against the rendered app.
 */

type Snapshot = { value: StateValue; matches(value: never): boolean; can(event: never): boolean; context: Record<string, unknown>; status: string };
type ModelEvent = { type: string; [key: string]: unknown };
interface ModelEntry {
  name: string;
  event: ModelEvent;
  when: (s: Snapshot) => boolean;
}

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
const valuesOf = (s: Snapshot) => s.context.values as Record<string, string>;

/** For the first look at a lazily loaded page on a busy machine. */
const PAGE = { timeout: 15_000 };
const PASSWORD_PATH = '/settings/account/password';
const PASSWORD_ENDPOINT = '/api/user/account/change-password';
const GOOD = 'new-pass-2026';

let person = userEvent.setup();
const currentPath = () => window.location.hash.replace(/^#/, '');
const passwordFormOnScreen = () => screen.findByRole('form', { name: 'Change password' }, PAGE);

async function typeInto(label: string, text: string) {
  const field = within(await passwordFormOnScreen()).getByLabelText(label);
  await person.clear(field);
  await person.type(field, text);
}

interface FlowModel {
  machine: AnyStateMachine;
  path: string;
  events: ModelEntry[];
  drive: Record<string, (event: ModelEvent) => Promise<void>>;
  shows: Record<string, (s: Snapshot) => Promise<void>>;
  serialize(s: Snapshot): string;
  /** What the browser holds before the app starts. */
  arrange?(): void;
}

const wrongPassword = new EnvelopeError('The current password is wrong', 400, 40104, {
  errors: [{ field: 'current_password', message: 'The current password is wrong' }],
});

const password: FlowModel = {
  // The same machine the account area gives the password page, without its call.
  machine: createFormMachine('account.password', passwordForm),
  path: PASSWORD_PATH,
  events: [
    { name: 'types the current password', event: { type: 'form.change', changes: { current_password: 'lyla-demo-2026' } }, when: (s) => valuesOf(s).current_password === '' },
    { name: 'types a short new password', event: { type: 'form.change', changes: { new_password: 'short1' } }, when: (s) => valuesOf(s).new_password === '' },
    { name: 'types a good new password', event: { type: 'form.change', changes: { new_password: GOOD } }, when: (s) => valuesOf(s).new_password !== GOOD },
    { name: 'confirms it', event: { type: 'form.change', changes: { confirm_password: GOOD } }, when: (s) => valuesOf(s).confirm_password === '' && valuesOf(s).new_password === GOOD },
    { name: 'retypes the current password', event: { type: 'form.change', changes: { current_password: 'lyla-demo-2027' } }, when: is('refused') },
    { name: 'leaves the new password field', event: { type: 'form.blur', field: 'new_password' }, when: is('editing', 'invalid') },
    { name: 'changes the password', event: { type: 'form.submit' }, when: () => true },
    { name: 'the server changes it', event: { type: 'xstate.done.actor.submit', output: null }, when: is('submitting') },
    { name: 'the server says the current password is wrong', event: { type: 'xstate.error.actor.submit', error: wrongPassword }, when: is('submitting') },
    { name: 'the server fails', event: { type: 'xstate.error.actor.submit', error: new Error('There is something wrong') }, when: is('submitting') },
    { name: 'leaves the page and drops the changes', event: { type: 'form.discard' }, when: is('editing', 'invalid', 'saved', 'refused') },
  ],
  drive: {
    async 'form.change'(event) {
      const [[field, value]] = Object.entries(event.changes as Record<string, string>) as [[string, string]];
      const label = { current_password: 'Current password', new_password: 'New password', confirm_password: 'Confirm new password' }[field];
      await typeInto(label ?? field, value);
    },
    async 'form.blur'() {
      await person.click(within(await passwordFormOnScreen()).getByLabelText('New password'));
      await person.tab();
    },
    async 'form.submit'() {
      const form = await passwordFormOnScreen();
      const retry = within(form).queryByRole('button', { name: 'Try again' });
      await person.click(retry ?? within(form).getByRole('button', { name: 'Change password' }));
    },
    async 'form.discard'() {
      await person.click(within(screen.getByRole('navigation', { name: 'Account settings' })).getByRole('link', { name: 'Interests' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await person.click(within(dialog).getByRole('button', { name: 'Leave' }));
    },
  },
  shows: {
    async editing() {
      if (currentPath() !== PASSWORD_PATH) {
        // Left with the changes dropped: the page asked, and the next one opened.
        await waitFor(() => expect(currentPath()).toBe('/settings/account/interests'));
        return;
      }
      const form = await passwordFormOnScreen();
      expect(within(form).queryAllByRole('alert')).toEqual([]);
      expect(within(form).getByRole('button', { name: 'Change password' })).toBeEnabled();
    },
    async invalid() {
      const form = await passwordFormOnScreen();
      expect((await within(form).findAllByRole('alert')).length).toBeGreaterThan(0);
    },
    async submitting() {
      const form = await passwordFormOnScreen();
      await waitFor(() => expect(within(form).getByRole('button', { name: /Change password/ })).toHaveAttribute('aria-busy', 'true'));
    },
    async saved() {
      expect(await screen.findByText('Your password is changed. Use it the next time you sign in.')).toBeInTheDocument();
      expect(within(await passwordFormOnScreen()).getByLabelText('New password')).toHaveValue('');
    },
    async refused(s) {
      const form = await passwordFormOnScreen();
      expect(await within(form).findByText(/^Not saved:/)).toBeInTheDocument();
      if ((s.context.serverErrors as Record<string, string>).current_password) {
        expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(/The current password is wrong/);
        expect(within(form).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      } else {
        expect(within(form).getByRole('button', { name: 'Try again' })).toBeEnabled();
      }
    },
  },
  serialize: (s) =>
    JSON.stringify({ value: s.value, values: s.context.values, touched: s.context.touched, server: Object.keys(s.context.serverErrors as object) }),
};

const box = () => screen.getByRole('combobox', { name: 'Search products, vendors and categories' });
const termsOf = (s: Snapshot) => s.context.terms as string[];
const KEPT_SEARCH = 'iced latte';

const searchHistory: FlowModel = {
  machine: searchHistoryMachine,
  path: PASSWORD_PATH,
  arrange: () => localStorage.setItem(searchHistoryKey(demoUser.id), JSON.stringify([KEPT_SEARCH])),
  events: [
    { name: 'focuses the box', event: { type: 'search.open' }, when: is('closed') },
    { name: 'types latte', event: { type: 'search.type', text: 'latte' }, when: (s) => s.context.text === '' },
    { name: 'chooses the first suggestion', event: { type: 'search.move', step: 1 }, when: and(is('open'), (s) => termsOf(s).length > 0 && s.context.active === -1) },
    { name: 'presses Escape', event: { type: 'search.close' }, when: and(is('open'), (s) => termsOf(s).length > 0) },
    { name: 'searches', event: { type: 'search.submit' }, when: (s) => s.context.text !== '' || (s.context.active as number) >= 0 },
    { name: 'searches with nothing typed', event: { type: 'search.submit' }, when: (s) => s.context.text === '' && s.context.active === -1 },
    { name: 'picks a recent search', event: { type: 'search.pick', term: KEPT_SEARCH }, when: and(is('open'), (s) => s.context.text === '' && termsOf(s).includes(KEPT_SEARCH)) },
    { name: 'clears the history', event: { type: 'search.clear' }, when: and(is('open'), (s) => termsOf(s).length > 0) },
    { name: 'another tab searches', event: { type: 'history.changed', terms: ['flat white'] }, when: (s) => termsOf(s).length === 0 },
    { name: 'opens a results page', event: { type: 'search.show', text: 'mocha' }, when: (s) => s.context.text === '' },
  ],
  drive: {
    async 'search.open'() {
      await person.click(box());
    },
    async 'search.type'(event) {
      if (document.activeElement !== box()) {
        // Focus opens the suggestions; Escape closes them again, so the typing opens them.
        await person.click(box());
        await person.keyboard('{Escape}');
      }
      await person.type(box(), event.text as string, { skipClick: true });
    },
    async 'search.move'() {
      box().focus();
      await person.keyboard('{ArrowDown}');
    },
    async 'search.close'() {
      box().focus();
      await person.keyboard('{Escape}');
    },
    async 'search.submit'() {
      box().focus();
      await person.keyboard('{Enter}');
    },
    async 'search.pick'(event) {
      await person.click(await screen.findByRole('option', { name: event.term as string }));
    },
    async 'search.clear'() {
      await person.click(screen.getByRole('button', { name: 'Clear history' }));
    },
    async 'history.changed'(event) {
      localStorage.setItem(searchHistoryKey(demoUser.id), JSON.stringify(event.terms));
      window.dispatchEvent(new StorageEvent('storage', { key: searchHistoryKey(demoUser.id) }));
    },
    async 'search.show'(event) {
      window.location.hash = `#/search?q=${event.text as string}`;
    },
  },
  shows: {
    async closed(s) {
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
      expect(box()).toHaveValue(s.context.text as string);
    },
    async open(s) {
      const expanded = termsOf(s).length > 0;
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', String(expanded)));
      if (expanded) expect(screen.getByRole('button', { name: 'Clear history' })).toBeVisible();
      if ((s.context.active as number) >= 0) expect(screen.getByRole('option', { selected: true })).toBeInTheDocument();
    },
  },
  serialize: (s) => JSON.stringify({ value: s.value, terms: termsOf(s).length, text: s.context.text, active: s.context.active }),
};

// ---------------------------------------------------------------------------------------

const FLOWS = { 'form (Settings → Password)': password, 'search history': searchHistory } as const;

const scripted = createScriptedServer([PASSWORD_ENDPOINT]);
const server = setupServer(
  ...scripted.handlers,
  http.post('/api/v2/user/current', () => ok(demoUser)),
  http.all('*', () => HttpResponse.json({ code: 40400, message: 'not in the model' }, { status: 404 })),
);

function answerFor(event: ModelEvent): PlannedAnswer | null {
  if (event.type === 'xstate.done.actor.submit') return { endpoint: PASSWORD_ENDPOINT, answer: () => ok(null) };
  if (event.type !== 'xstate.error.actor.submit') return null;
  return {
    endpoint: PASSWORD_ENDPOINT,
    answer: event.error === wrongPassword ? () => fail(400, 40104, wrongPassword.message, wrongPassword.data) : () => fail(500, 50000, 'There is something wrong'),
  };
}

const coverages = Object.fromEntries(Object.entries(FLOWS).map(([name, flow]) => [name, createCoverage(flow.machine)]));
const cleanups = modelSuiteLifecycle(server, coverages);

for (const [name, flow] of Object.entries(FLOWS)) {
  const nameOf = (event: ModelEvent) => flow.events.find((entry) => entry.event === event)?.name ?? event.type;
  const paths = fewestPathsCovering(
    flow.machine,
    pathsCoveringEveryEdge<never, never>(flow.machine, {
      input: flow === password ? { saved: { current_password: '', new_password: '', confirm_password: '' } } : { terms: [KEPT_SEARCH] },
      events: ((s: Snapshot) => flow.events.filter(({ when }) => when(s)).map(({ event }) => event)) as never,
      filterEvents: ((s: Snapshot, event: ModelEvent) => s.can(event as never)) as never,
      serializeState: flow.serialize as never,
      serializeEvent: nameOf as never,
    }),
  );

  describe(`${name} machine, model-based`, () => {
    it('the harness can drive every event the machine knows', () => {
      const driven = new Set([...Object.keys(flow.drive), ...flow.events.map(({ event }) => event.type).filter((type) => type.startsWith('xstate.'))]);
      expect(allEventTypes(flow.machine).filter((type) => !driven.has(type))).toEqual([]);
    });

    it.each(paths.map((path) => [(path.steps as Array<{ event: ModelEvent }>).map((step) => nameOf(step.event)).slice(1).join(' → ') || 'opens the page', path] as const))(
      '%s',
      async (_, path) => {
        scripted.reset();
        person = userEvent.setup();
        failOnConsoleError();
        let live: Snapshot | undefined;
        const inspect = (event: InspectionEvent) => {
          coverages[name]?.inspect(event);
          const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as unknown as Snapshot & { machine?: { id: string } }) : undefined;
          if (snapshot?.machine?.id === flow.machine.id) live = snapshot;
        };
        const [initial, ...steps] = path.steps as unknown as Array<{ event: ModelEvent; state: Snapshot }>;
        await walkPath<Snapshot, ModelEvent>({
          steps: [{ event: { type: 'page.open' }, state: initial!.state }, ...steps],
          server: scripted,
          answerFor,
          async start() {
            localStorage.setItem(ACCESS_TOKEN_KEY, 'token-demo');
            localStorage.setItem(USER_INFO_KEY, JSON.stringify(demoUserInfo));
            flow.arrange?.();
            window.location.hash = `#${flow.path}`;
            const app = composeApp({ apiOrigin: '', window, inspect });
            cleanups.push(app.dispose, () => localStorage.clear(), () => sessionStorage.clear());
            render(<App services={app.services} />);
            await passwordFormOnScreen();
          },
          drive: flow.drive,
          isIn: (state) => (live ? live.matches(state.value as never) : false),
          shows: Object.fromEntries(Object.entries(flow.shows).map(([key, check]) => [stateKey(key as StateValue), check])),
        });
      },
      60_000,
    );
  });
}
