import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent, StateValue } from 'xstate';
import { composeApp } from '../../src/app/composeApp';
import { ACCESS_TOKEN_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import { App } from '../../src/ui/app/App';
import { failOnConsoleError } from '../support/consoleErrors';
import { demoUserInfo } from '../support/renderApp';
import { checkoutPath, declined, orderOf, savedAddress, savedCard, storeCarts, storedCarts } from '../support/moneyHandlers';
import { demoCart } from '../support/moneyData';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, recordCall, signedInBackground, walkPath, type PlannedAnswer, type RecordedCall } from './harness';
import { CARD, NO_PROVIDER_LINK, UNPAID, UNPAID_REASON, UNPAID_SAYING_WHY, UNPAID_WHY, WALLET, checkoutModel, typeOf, walletAddModel, walletGiftModel } from './models/money';
import { wrongTargets, stateKey, type MachineModel } from './plan';
import { itPlansEveryEntry, pathsOrNone } from './planChecks';

/** A choice (a Radix radio: aria-checked) is chosen, or not. */
function expectChosen(choice: HTMLElement, chosen: boolean) {
  if (chosen) expect(choice).toBeChecked();
  else expect(choice).not.toBeChecked();
}

/**
 * The rendering half of the money suites (checkout, add funds, gift): how each event is
 * caused through the UI, what each state shows, and what the server answers.
 */

type Snapshot = { value: StateValue; matches(value: never): boolean; context: Record<string, unknown>; status: string };
type ModelEvent = { type: string; [key: string]: unknown };
type Step = { event: ModelEvent; state: Snapshot };

interface FlowModel {
  model: MachineModel;
  path: string;
  endpoint: string;
  /** The person's events that send the money request (a retry among them). */
  sends: string[];
  loadEndpoints: string[];
  drive: Record<string, (event: ModelEvent) => Promise<void>>;
  shows: Record<string, (s: Snapshot, before: Step[]) => Promise<void>>;
  /** The money request's body (its key aside) after the path's events so far. */
  asks(names: string[]): Record<string, unknown>;
  answer(kind: string, result: unknown): () => Response;
  /**
   * The flow's guards that compare numbers, each tried at its edge (equal, one cent below, one
   * above), with the expected outcome from the product's rules (docs/api.md, "Money": limits).
   */
  boundaries: Boundary[];
  /** Data the planned paths do not vary (what is saved, what is default), each tried once. */
  cases?: Boundary[];
}

interface Boundary {
  name: string;
  /** The wallet the server answers (the limits and balance around the edge); the usual one when absent. */
  wallet?: typeof WALLET;
  /** The saved addresses and cards the server answers, when not the usual one of each. */
  saved?: { addresses: unknown[]; cards: unknown[] };
  /** The server's answer to the money request; without it the request stays on its way. */
  answer?: () => Response;
  /** The server's answer when a lost request is asked about by its key; `unknown` when absent. */
  status?: () => Response;
  /** Drives the flow up to the guard and checks what the person sees past it. */
  tries(): Promise<void>;
}

/** Past the edge or not: an amount the flow refuses stays on the form with the rule's reason; one it takes goes on. */
async function amountIsRefused(label: string, amount: string, refused: RegExp | null, goesOn: () => Promise<void>) {
  await typeInto('Amount', amount);
  await click(label);
  if (refused) {
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
  } else await goesOn();
}

/** Amounts at the edges of [min, max] (dollars as typed): one below, equal, one above each. */
function edgesOf(minCents: number, maxCents: number) {
  const typed = (cents: number) => (cents / 100).toFixed(2);
  return [
    { cents: minCents - 1, inside: false, edge: 'one cent below the minimum' },
    { cents: minCents, inside: true, edge: 'the minimum' },
    { cents: minCents + 1, inside: true, edge: 'one cent above the minimum' },
    { cents: maxCents - 1, inside: true, edge: 'one cent below the maximum' },
    { cents: maxCents, inside: true, edge: 'the maximum' },
    { cents: maxCents + 1, inside: false, edge: 'one cent above the maximum' },
  ].map((entry) => ({ ...entry, typed: typed(entry.cents) }));
}

let person = userEvent.setup();
const click = async (name: string | RegExp) => person.click(await screen.findByRole('button', { name }));
const currentPath = () => window.location.hash.replace(/^#/, '');
async function typeInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await person.clear(field);
  await person.type(field, text);
}
/** Pasted rather than typed: long text, or characters a keyboard does not type. */
async function pasteInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await person.clear(field);
  await person.paste(text);
}
const shows = (text: string | RegExp) => async () => {
  expect(await screen.findByText(text)).toBeInTheDocument();
};

/**
 * Where keyboard focus is: a view that replaces the control that had it moves it to its
 * heading (a step, a request on its way, a result) or, for a form to fill, to its first field
 * (the first with a problem after a refused submit); a failure puts it on the safe way on
 * (change, not pay again); what the person just picked keeps it; a busy or error view with
 * nothing to act on leaves it on the page. Toasts never take it (tests/model/harness.ts).
 */
async function focusIs(target: () => HTMLElement) {
  await waitFor(() => expect(document.activeElement, 'where keyboard focus is').toBe(target()));
}
const focusOnPage = () => focusIs(() => document.body);
const heading = (name: string | RegExp) => () => screen.getByRole('heading', { name });
const button = (name: string | RegExp) => () => screen.getByRole('button', { name });
const field = (label: string) => () => screen.getByLabelText(label);
const radio = (name: RegExp) => () => screen.getByRole('radio', { name });
const withFocus = (check: () => Promise<void>, focus: () => Promise<void>) => async () => {
  await check();
  await focus();
};

/**
 * What the path did so far, in the model's words: the oracles below read it, never the
 * machine's context, so a machine that gets a rule wrong cannot agree with itself.
 */
const namesOf = (model: MachineModel, steps: readonly Step[]) =>
  steps.map((step) => model.events.find((entry) => entry.event === step.event)?.name ?? 'opens');
const lastOf = (names: string[], ...wanted: string[]) => names.filter((name) => wanted.includes(name)).at(-1);

/** What this path asked so far: the money requests and the payment status checks. */
const asked: { money: RecordedCall[]; status: RecordedCall[] } = { money: [], status: [] };

/** The pages the app was told to open (the payment provider's approval page), in this path. */
let opened: string[] = [];
/** The provider's page the server answered with: the one the person is sent to. */
const APPROVE_URL = '/sandbox-provider/checkout/p1';
/** Notes a page the app was told to open, as the composition root is asked. */
function noteOpened(event: InspectionEvent) {
  if (event.type === '@xstate.action' && event.action.type === 'openProvider') opened.push((event.action.params as { url: string }).url);
}
async function sentToProvider() {
  expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
  await waitFor(() => expect(opened, 'the provider page opened').toEqual([APPROVE_URL]));
  await focusOnPage();
}

/** The payment attempt's answer to a lost request when the server never got it (status `unknown`). */
const NOT_RECEIVED = 'The request did not reach us. Nothing was charged; you can try again.';

/**
 * A money request's failure as a person sees it: a refusal's reason in the toast and, in place,
 * only that it was not done (spec §8, decision 0010 "Said once"); "Try again" only when the
 * request never reached the server (decision 0005: a refusal is final for that key).
 */
async function failureShown(names: string[], refusal: string, notDone: RegExp, noProviderLink = '') {
  if (names.at(-1) === NO_PROVIDER_LINK) {
    // Waiting at the provider with no link to it: said in place, nothing opened, and not sent again blindly.
    expect(await screen.findByRole('alert')).toHaveTextContent(noProviderLink);
    expect(opened, 'no page opened').toEqual([]);
    expect(asked.status, 'the payment status asked').toEqual([]);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    return;
  }
  if (names.at(-1) === UNPAID || names.at(-1) === UNPAID_SAYING_WHY) {
    // Answered, but the order was not paid: its reason is said (no call failed, so no toast said it); it is final.
    expect(await screen.findByText(names.at(-1) === UNPAID ? UNPAID_REASON : UNPAID_WHY)).toBeInTheDocument();
    expect(asked.status, 'the payment status asked').toEqual([]);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    return;
  }
  const lost = lastOf(names, 'the server refuses', 'the answer is lost') === 'the answer is lost';
  if (lost) expect(await screen.findByRole('alert')).toHaveTextContent(NOT_RECEIVED);
  else {
    expect(await screen.findByRole('alert')).toHaveTextContent(notDone);
    expect((await screen.findAllByText(refusal, { selector: 'li *' })).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('main')).queryByText(refusal)).not.toBeInTheDocument();
  }
  // A lost answer is asked about with the request's own key, never assumed failed; a refused one is not asked about.
  const paid = asked.money.at(-1)?.body;
  const askedOfThis = asked.status.map((call) => call.body).filter((body) => body?.idempotency_key === paid?.idempotency_key);
  expect(askedOfThis.at(-1) ?? null, 'the payment status asked').toEqual(lost ? { idempotency_key: paid?.idempotency_key } : null);
  if (lost) expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
}

/** The step of the checkout marked as the current one. */
async function currentStep(label: string) {
  const steps = await screen.findByRole('list', { name: 'Checkout steps' });
  await waitFor(() => expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent(label));
}

/** A second saved address and card, neither the default. */
const OFFICE = { ...savedAddress, id: 22, label: 'Office', line1: '1 Market Street', is_default: false };
const OTHER_CARD = { ...savedCard, id: 12, last4: '1111', is_default: false };

const gift: FlowModel = {
  model: walletGiftModel,
  path: '/settings/account/wallet/gift',
  endpoint: '/reactapi/user/gift',
  sends: ['sends the gift', 'sends the gift again', 'tries again'],
  loadEndpoints: ['/reactapi/view/account/wallet'],
  drive: {
    'wallet.retry': () => click('Try again'),
    async 'gift.change'() {
      await typeInto('Recipient email', 'friend@lyla.example');
      await typeInto('Amount', '10');
      await typeInto('Message', 'Lunch');
    },
    'gift.review': () => click('Review gift'),
    'gift.edit': () => click('Edit gift'),
    'gift.confirm': () => click('Send gift'),
    'gift.retry': () => click('Try again'),
  },
  shows: {
    loading: withFocus(shows('Loading your wallet…'), focusOnPage),
    async loadFailed() {
      expect(await screen.findByText('Your wallet could not be loaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await focusOnPage();
    },
    async editing(_, before) {
      const form = await screen.findByRole('form', { name: 'Send a gift' });
      // The person typed the message last; otherwise the form's first field (also the first with a problem).
      await focusIs(field(namesOf(walletGiftModel, before).at(-1) === 'types a gift' ? 'Message' : 'Recipient email'));
      expect(await screen.findByText('Your LYLA Wallet balance is $50.00.')).toBeInTheDocument();
      const names = namesOf(walletGiftModel, before);
      // The reasons show only once the person asked to review an incomplete gift.
      if (names.at(-1) === 'asks to review an empty gift') expect(within(form).getByText('Recipient email is required')).toBeInTheDocument();
      else expect(within(form).queryByText('Recipient email is required')).not.toBeInTheDocument();
      // The form starts empty; what was typed stays when the person comes back to change it.
      const typed = names.includes('types a gift');
      expect(within(form).getByLabelText('Recipient email')).toHaveValue(typed ? 'friend@lyla.example' : '');
      expect(within(form).getByLabelText('Amount')).toHaveValue(typed ? '10' : '');
      expect(within(form).getByLabelText('Message')).toHaveValue(typed ? 'Lunch' : '');
      expect(within(form).getByRole('button', { name: 'Review gift' })).toBeEnabled();
    },
    confirming: async () => {
      expect(await screen.findByRole('heading', { name: 'Send $10.00 to friend@lyla.example?' })).toBeInTheDocument();
      expect(screen.getByText('Lunch')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send gift' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Edit gift' })).toBeEnabled();
      await focusIs(heading('Send $10.00 to friend@lyla.example?'));
    },
    async sending() {
      expect(await screen.findByText('Sending your gift…')).toBeInTheDocument();
      // Nothing can be sent twice or changed while the gift is on its way.
      expect(screen.getByRole('button', { name: 'Edit gift' })).toBeDisabled();
      await focusIs(heading('Send $10.00 to friend@lyla.example?'));
    },
    async failed(_, before) {
      await failureShown(namesOf(walletGiftModel, before), 'No LYLA account uses this email', /^Not sent\.$/);
      expect(screen.getByRole('button', { name: 'Edit gift' })).toBeEnabled();
      await focusIs(button('Edit gift'));
    },
    async sent() {
      await waitFor(() => expect(currentPath()).toBe('/settings/account/wallet/gift/feedback'));
      // The balance the server answered with.
      expect(await screen.findByText('Your balance is now $75.00.')).toBeInTheDocument();
      await focusIs(heading('Gift sent'));
    },
  },
  asks: () => ({ recipient_email: 'friend@lyla.example', amount_cents: 1_000, message: 'Lunch' }),
  boundaries: [
    // A gift of $1.00 to $500.00, and never more than the balance.
    ...edgesOf(100, 50_000).map(({ typed, inside, edge }) => ({
      name: `a gift of ${edge} ($${typed}) ${inside ? 'is offered for review' : 'is refused'}`,
      wallet: { ...WALLET, balance_cents: 100_000 },
      async tries() {
        await typeInto('Recipient email', 'friend@lyla.example');
        await amountIsRefused('Review gift', typed, inside ? null : /between \$1\.00 and \$500\.00/, async () => {
          expect(await screen.findByRole('heading', { name: `Send $${Number(typed).toFixed(2)} to friend@lyla.example?` })).toBeInTheDocument();
        });
      },
    })),
    ...[
      { cents: 4_999, inside: true, edge: 'one cent below the balance' },
      { cents: 5_000, inside: true, edge: 'the whole balance' },
      { cents: 5_001, inside: false, edge: 'one cent above the balance' },
    ].map(({ cents, inside, edge }) => ({
      name: `a gift of ${edge} ($50.00) ${inside ? 'is offered for review' : 'is refused'}`,
      wallet: WALLET,
      async tries() {
        const typed = (cents / 100).toFixed(2);
        await typeInto('Recipient email', 'friend@lyla.example');
        await amountIsRefused('Review gift', typed, inside ? null : /balance is too low/, async () => {
          expect(await screen.findByRole('heading', { name: `Send $${typed} to friend@lyla.example?` })).toBeInTheDocument();
        });
      },
    })),
  ],
  cases: [
    // What the gift's rules say of what is typed (spec §5 "Wallet"; docs/api.md, user/gift).
    ...[
      { recipient: 'friend', message: 'Lunch', refused: 'Enter a valid email address' },
      { recipient: 'DEMO@lyla.example', message: 'Lunch', refused: 'You cannot send a gift to yourself' },
      { recipient: 'friend@lyla.example', message: 'Lunch\u0007', refused: 'Message must be one line, without hidden control characters' },
    ].map(({ recipient, message, refused }) => ({
      name: `a gift to "${recipient}" with the message ${JSON.stringify(message)} is refused: ${refused}`,
      async tries() {
        await typeInto('Recipient email', recipient);
        await typeInto('Amount', '10');
        await pasteInto('Message', message);
        await click('Review gift');
        expect(await screen.findByText(refused)).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: /^Send \$/ })).not.toBeInTheDocument();
      },
    })),
    {
      name: 'the recipient is sent in lower case and the message trimmed; a message of 200 characters goes',
      async tries() {
        await typeInto('Recipient email', 'Friend@LYLA.example');
        await typeInto('Amount', '10');
        await pasteInto('Message', `  ${'a'.repeat(200)}  `);
        await click('Review gift');
        expect(await screen.findByRole('heading', { name: 'Send $10.00 to friend@lyla.example?' })).toBeInTheDocument();
        await click('Send gift');
        await waitFor(() => expect(asked.money.at(-1)?.body).toEqual(expect.objectContaining({ recipient_email: 'friend@lyla.example', amount_cents: 1_000, message: 'a'.repeat(200) })));
      },
    },
    {
      name: 'after a refusal, the changed gift shows its reasons only once reviewed again',
      answer: () => fail(400, 40000, 'No LYLA account uses this email'),
      async tries() {
        await typeInto('Recipient email', 'friend@lyla.example');
        await typeInto('Amount', '10');
        await click('Review gift');
        await click('Send gift');
        // Refused: the gift can be changed again.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Edit gift' })).toBeEnabled());
        await click('Edit gift');
        await person.clear(await screen.findByLabelText('Amount'));
        expect(screen.queryByText(/Amount is required/)).not.toBeInTheDocument();
        await click('Review gift');
        expect(await screen.findByText(/Amount is required/)).toBeInTheDocument();
        expect(asked.money).toHaveLength(1);
      },
    },
  ],
  answer: (kind, result) =>
    kind === 'answered'
      ? () => ok(result)
      : kind === 'refused'
        ? () => fail(400, 40000, 'No LYLA account uses this email')
        : () => HttpResponse.error(),
};

/** The amount last typed on the add funds form ($25, then $30 once a request failed), or undefined. */
const typedAmount = (names: string[]) => ({ 'types an amount': '25', 'types another amount': '30' })[lastOf(names, 'types an amount', 'types another amount') ?? ''];

const add: FlowModel = {
  model: walletAddModel,
  path: '/settings/account/wallet/add',
  endpoint: '/reactapi/user/recharge',
  sends: ['adds the funds', 'tries again'],
  loadEndpoints: ['/reactapi/view/account/wallet', '/reactapi/view/account/payment'],
  drive: {
    'wallet.retry': () => click('Try again'),
    'add.changeAmount': (event) => typeInto('Amount', String(event.amount)),
    async 'add.choose'() {
      await person.click(await screen.findByRole('radio', { name: /Payment provider/ }));
    },
    'add.submit': () => click('Add funds'),
    'add.edit': () => click('Change amount or card'),
    'add.retry': () => click('Try again'),
  },
  shows: {
    loading: withFocus(shows('Loading your wallet…'), focusOnPage),
    async loadFailed() {
      expect(await screen.findByText('Your wallet could not be loaded')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await focusOnPage();
    },
    async editing(_, before) {
      const form = await screen.findByRole('form', { name: 'Add funds' });
      const names = namesOf(walletAddModel, before);
      // The payment provider just picked; otherwise the amount (the first field, also the first with a problem).
      await focusIs(names.at(-1) === 'chooses the payment provider' ? radio(/Payment provider/) : field('Amount'));
      // The balance the wallet read answered with.
      expect(screen.getByText('Your LYLA Wallet balance is $50.00.')).toBeInTheDocument();
      if (names.at(-1) === 'sends without an amount') expect(within(form).getByText('Amount is required')).toBeInTheDocument();
      else expect(within(form).queryByText('Amount is required')).not.toBeInTheDocument();
      const amount = within(form).getByLabelText('Amount');
      expect(amount).toHaveValue(typedAmount(names) ?? '');
      expect(amount).toBeEnabled();
      // The saved card is chosen first; the provider once the person picks it.
      const provider = names.includes('chooses the payment provider');
      expectChosen(within(form).getByRole('radio', { name: /Payment provider/ }), provider);
      expectChosen(within(form).getByRole('radio', { name: /4242/ }), !provider);
      expect(within(form).getByRole('button', { name: 'Add funds' })).toBeEnabled();
    },
    async paying() {
      expect(await screen.findByText('Adding funds…')).toBeInTheDocument();
      expect(screen.getByLabelText('Amount')).toBeDisabled();
      await focusIs(heading('Add funds'));
    },
    async failed(_, before) {
      await failureShown(
        namesOf(walletAddModel, before),
        'Your card was declined',
        /^Not paid\.$/,
        'We could not reach the payment provider. Check your wallet before adding money again.',
      );
      expect(screen.getByRole('button', { name: 'Change amount or card' })).toBeEnabled();
      await focusIs(button('Change amount or card'));
    },
    async done() {
      await waitFor(() => expect(currentPath()).toBe('/settings/account/wallet/add/feedback'));
      // The balance the server answered with.
      expect(await screen.findByText('Your balance is now $75.00.')).toBeInTheDocument();
      await focusIs(heading('Funds added'));
    },
    toProvider: sentToProvider,
  },
  boundaries: edgesOf(500, 100_000).map(({ typed, cents, inside, edge }) => ({
    // $5.00 to $1,000.00 each time.
    name: `adding ${edge} ($${typed}) ${inside ? 'is asked of the server' : 'is refused'}`,
    wallet: WALLET,
    async tries() {
      await amountIsRefused('Add funds', typed, inside ? null : /between \$5\.00 and \$1,000\.00/, async () => {
        expect(await screen.findByText('Adding funds…')).toBeInTheDocument();
        await waitFor(() => expect(asked.money.at(-1)?.body).toMatchObject({ amount_cents: cents, method: { type: 'card', card_id: CARD.id } }));
      });
    },
  })),
  // Which card adding funds starts with (the default one, else the first), as the request says.
  cases: [
    { name: 'the default card is chosen first, wherever it is listed', cards: [OTHER_CARD, CARD], chosen: CARD },
    { name: 'with no default, the first card listed is chosen', cards: [OTHER_CARD, { ...CARD, is_default: false }], chosen: OTHER_CARD },
  ]
    .map(({ name, cards, chosen }): Boundary => ({
      name,
      saved: { addresses: [], cards },
      async tries() {
        expectChosen(await screen.findByRole('radio', { name: new RegExp(chosen.last4) }), true);
        await typeInto('Amount', '25');
        await click('Add funds');
        await waitFor(() => expect(asked.money.at(-1)?.body).toMatchObject({ amount_cents: 2_500, method: { type: 'card', card_id: chosen.id } }));
      },
    }))
    .concat(
      // An amount as a person types it (docs/api.md "Money": integer cents; a $ sign and thousands commas allowed).
      [
        { typed: '$25', cents: 2_500 },
        { typed: '1,000', cents: 100_000 },
        { typed: ' 25.5 ', cents: 2_550 },
        { typed: '-5', refused: /^Amount must be more than zero$/ },
        { typed: '0', refused: /^Amount must be more than zero$/ },
        { typed: 'x25', refused: /^Enter an amount such as 25 or 25\.50$/ },
        { typed: '25x', refused: /^Enter an amount such as 25 or 25\.50$/ },
        { typed: '25$', refused: /^Enter an amount such as 25 or 25\.50$/ },
        { typed: '25.', refused: /^Enter an amount such as 25 or 25\.50$/ },
        { typed: '25.505', refused: /^Use at most 2 decimals$/ },
        // Nine digits are still read as an amount (out of range); ten are not.
        { typed: '123456789', refused: /^Enter between \$5\.00 and \$1,000\.00$/ },
        { typed: '1234567890', refused: /^Enter at most \$1,000\.00$/ },
      ].map(({ typed, cents, refused }): Boundary => ({
        name: `adding "${typed}" ${refused ? 'is refused' : `asks for ${cents} cents`}`,
        async tries() {
          await amountIsRefused('Add funds', typed, refused ?? null, async () => {
            await waitFor(() => expect(asked.money.at(-1)?.body).toMatchObject({ amount_cents: cents, method: { type: 'card', card_id: CARD.id } }));
          });
          if (refused) expect(asked.money).toEqual([]);
        },
      })),
    )
    .concat({
      name: 'with no saved card, no way to pay is chosen and nothing is sent until one is',
      saved: { addresses: [], cards: [] },
      async tries() {
        expectChosen(await screen.findByRole('radio', { name: /New card/ }), false);
        expectChosen(screen.getByRole('radio', { name: /Payment provider/ }), false);
        await typeInto('Amount', '25');
        await click('Add funds');
        expect(await screen.findByText('Choose how to pay')).toBeInTheDocument();
        expect(asked.money).toEqual([]);
      },
    })
    .concat({
      name: 'a new card typed, then the saved card picked and the new card again: what was typed is still there',
      async tries() {
        await person.click(await screen.findByRole('radio', { name: /New card/ }));
        await typeInto('Card number', '4242 4242 4242 4242');
        await typeInto('Name on card', 'Maya Thompson');
        await person.click(screen.getByRole('radio', { name: /4242/ }));
        await person.click(screen.getByRole('radio', { name: /New card/ }));
        expect(await screen.findByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
        expect(screen.getByLabelText('Name on card')).toHaveValue('Maya Thompson');
      },
    })
    .concat({
      name: 'after a refusal, the changed request shows its reasons only once sent again',
      answer: () => fail(402, 40202, 'Your card was declined'),
      async tries() {
        await typeInto('Amount', '25');
        await click('Add funds');
        await click('Change amount or card');
        await person.clear(await screen.findByLabelText('Amount'));
        expect(screen.queryByText('Amount is required')).not.toBeInTheDocument();
        await click('Add funds');
        expect(await screen.findByText('Amount is required')).toBeInTheDocument();
        expect(asked.money).toHaveLength(1);
      },
    }),
  asks: (names) => ({
    amount_cents: Number(typedAmount(names)) * 100,
    method: names.includes('chooses the payment provider') ? { type: 'provider' } : { type: 'card', card_id: CARD.id },
  }),
  answer: (kind, result) =>
    kind === 'answered'
      ? () => ok(result)
      : kind === 'refused'
        ? () => fail(402, 40202, 'Your card was declined')
        : () => HttpResponse.error(),
};


/** The checkout opens on the address `chosen` (not `other`), then on the card `chosenCard` (not `otherCard`). */
async function startsWith(chosen: RegExp, other: RegExp, chosenCard: RegExp, otherCard: RegExp) {
  await click('Continue to delivery');
  expectChosen(await screen.findByRole('radio', { name: chosen }), true);
  expectChosen(screen.getByRole('radio', { name: other }), false);
  await click('Continue to payment');
  expectChosen(await screen.findByRole('radio', { name: chosenCard }), true);
  expectChosen(screen.getByRole('radio', { name: otherCard }), false);
  await click('Review your order');
  const region = await screen.findByRole('region', { name: 'Check and pay' });
  expect(within(region).getByText(chosenCard)).toBeInTheDocument();
}

/** On to the address, the new one picked empty, and on: refused, with the reasons shown. */
async function refusedNewAddress() {
  await click('Continue to delivery');
  await person.click(await screen.findByRole('radio', { name: /New address/ }));
  await click('Continue to payment');
  expect(await screen.findByText('ZIP code is required')).toBeInTheDocument();
}

/** Checkout to the payment step, where an empty new card is refused. */
async function refusedNewCard() {
  await click('Continue to delivery');
  await click('Continue to payment');
  await person.click(await screen.findByRole('radio', { name: /New card/ }));
  await click('Review your order');
  expect(await screen.findByText('Card number is required')).toBeInTheDocument();
}

const checkout: FlowModel = {
  model: checkoutModel,
  path: checkoutPath,
  endpoint: '/reactapi/order/create',
  sends: ['pays', 'pays again', 'tries the payment again'],
  loadEndpoints: ['/reactapi/view/account/wallet'],
  drive: {
    'checkout.retryLoad': () => click('Try again'),
    'checkout.reviewed': () => click('Continue to delivery'),
    async 'checkout.chooseDelivery'(event) {
      const name = typeOf(event.delivery) === 'new' ? /New address/ : new RegExp(savedAddress.label);
      await person.click(await screen.findByRole('radio', { name }));
    },
    async 'checkout.continue'() {
      await click(screen.queryByRole('button', { name: 'Continue to payment' }) ? 'Continue to payment' : 'Review your order');
    },
    async 'checkout.choosePayment'(event) {
      const name = typeOf(event.payment) === 'wallet' ? /LYLA Wallet/ : /New card/;
      await person.click(await screen.findByRole('radio', { name }));
    },
    'checkout.back': () => click(/^Back to (cart|delivery|payment)$/),
    'checkout.pay': () => click('Pay $49.00'),
    'checkout.changePayment': () => click('Pay another way'),
    'checkout.retry': () => click('Try again'),
  },
  shows: {
    loading: withFocus(shows('Preparing your checkout…'), focusOnPage),
    async loadFailed() {
      expect(await screen.findByText('Your checkout could not be prepared')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      await focusOnPage();
    },
    async review() {
      await currentStep('Cart');
      expect(await screen.findByRole('button', { name: 'Continue to delivery' })).toBeEnabled();
      expect(screen.getByText('Herb planter')).toBeInTheDocument();
      await focusIs(heading('Your cart'));
    },
    async delivery(_, before) {
      await currentStep('Delivery');
      const names = namesOf(checkoutModel, before);
      const typed = lastOf(names, 'picks a new address', 'picks the saved address') === 'picks a new address';
      expectChosen(await screen.findByRole('radio', { name: /New address/ }), typed);
      expectChosen(screen.getByRole('radio', { name: /Home/ }), !typed);
      // An empty new address keeps the person here with the reasons, once they asked to go on.
      if (typed && names.at(-1) === 'goes on') expect(screen.getByText('ZIP code is required')).toBeInTheDocument();
      else expect(screen.queryByText('ZIP code is required')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
      // An address just picked keeps it; a refused "go on" (an empty new address) moves it to the first field with a problem; a step opened, to its heading.
      const last = names.at(-1);
      await focusIs(
        last === 'picks a new address'
          ? radio(/New address/)
          : last === 'picks the saved address'
            ? radio(/Home/)
            : typed && last === 'goes on'
              ? field('Label')
              : heading('Where should we deliver?'),
      );
    },
    async payment(_, before) {
      await currentStep('Payment');
      const names = namesOf(checkoutModel, before);
      // The saved card is chosen first; a choice stays (also when the person comes back to pay another way).
      const chosen = lastOf(names, 'picks a new card', 'picks the wallet');
      expectChosen(await screen.findByRole('radio', { name: /New card/ }), chosen === 'picks a new card');
      // The wallet ($50.00) covers the total ($49.00): it is offered.
      expectChosen(screen.getByRole('radio', { name: /LYLA Wallet/ }), chosen === 'picks the wallet');
      expectChosen(screen.getByRole('radio', { name: /4242/ }), chosen === undefined);
      if (chosen === 'picks a new card' && names.at(-1) === 'goes on') expect(screen.getByText('Card number is required')).toBeInTheDocument();
      else expect(screen.queryByText('Card number is required')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Review your order' })).toBeEnabled();
      // A choice just picked keeps it; a refused "go on" (an empty new card) moves it to the first field with a problem; a step opened, to its heading.
      const last = names.at(-1);
      await focusIs(
        last === 'picks a new card'
          ? radio(/New card/)
          : last === 'picks the wallet'
            ? radio(/LYLA Wallet/)
            : chosen === 'picks a new card' && last === 'goes on'
              ? field('Card number')
              : heading('How would you like to pay?'),
      );
    },
    async confirm(_, before) {
      await currentStep('Confirm');
      const region = await screen.findByRole('region', { name: 'Check and pay' });
      const names = namesOf(checkoutModel, before);
      expect(within(region).getByText(/12 Orchard Lane/)).toBeInTheDocument();
      expect(within(region).getByText(lastOf(names, 'picks the wallet', 'picks a new card') === 'picks the wallet' ? 'LYLA Wallet' : /4242/)).toBeInTheDocument();
      expect(region).toHaveTextContent('Total$49.00');
      // What is bought, as the person confirmed the cart (tests/support/moneyData.ts: $24.00 + 2 × $12.50).
      const summary = screen.getByRole('complementary', { name: 'Order summary' });
      expect(within(summary).getByText('1 × Herb planter')).toBeInTheDocument();
      expect(within(summary).getByText('2 × Watering can')).toBeInTheDocument();
      expect(summary).toHaveTextContent('Total$49.00');
      expect(within(region).getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
      expect(within(region).getByRole('button', { name: 'Back to payment' })).toBeEnabled();
      await focusIs(heading('Check and pay'));
    },
    async processing() {
      expect(await screen.findByText('Paying…')).toBeInTheDocument();
      // A second click sends nothing.
      expect(screen.getByRole('button', { name: 'Pay $49.00' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Back to payment' })).toBeDisabled();
      await focusIs(heading('Check and pay'));
    },
    async failed(_, before) {
      await currentStep('Confirm');
      await failureShown(
        namesOf(checkoutModel, before),
        'Your card was declined',
        /^Not paid\.$/,
        'We could not reach the payment provider. Check your requests before paying again.',
      );
      expect(screen.getByRole('button', { name: 'Pay another way' })).toBeEnabled();
      await focusIs(button('Pay another way'));
    },
    async done() {
      expect(await screen.findByRole('heading', { name: /Order #\d+ placed/ })).toBeInTheDocument();
      // Paid: this vendor's cart is emptied.
      await waitFor(() => expect(storedCarts()[demoCart.vendor.id]).toBeUndefined());
      await focusIs(heading(/Order #\d+ placed/));
    },
    async toProvider() {
      await sentToProvider();
      // Not paid yet: the cart stays until the provider says so.
      expect(storedCarts()[demoCart.vendor.id]).toBeDefined();
    },
  },
  // The wallet pays the order when its balance covers the total ($49.00): equal included.
  boundaries: [
    { balance: 4_899, covers: false, edge: 'one cent below the total' },
    { balance: 4_900, covers: true, edge: 'equal to the total' },
    { balance: 4_901, covers: true, edge: 'one cent above the total' },
  ].map(({ balance, covers, edge }) => ({
    name: `a wallet ${edge} ${covers ? 'pays the order' : 'is not offered'}`,
    wallet: { ...WALLET, balance_cents: balance },
    async tries() {
      await click('Continue to delivery');
      await click('Continue to payment');
      const wallet = await screen.findByRole('radio', { name: /LYLA Wallet/ });
      if (!covers) {
        expect(wallet).toBeDisabled();
        expect(screen.getByText('Balance $48.99 · not enough for $49.00')).toBeInTheDocument();
        return;
      }
      expect(wallet).toBeEnabled();
      await person.click(wallet);
      await click('Review your order');
      const region = await screen.findByRole('region', { name: 'Check and pay' });
      expect(within(region).getByText('LYLA Wallet')).toBeInTheDocument();
    },
  })),
  // Which address and card the checkout starts with (the product's rule: the default one, else the first).
  cases: [
    {
      name: 'an order paid at the provider whose answer is lost: the status check tells its approval page, and the person is sent there',
      answer: () => HttpResponse.error(),
      status: () =>
        ok({
          status: 'pending_provider',
          order: orderOf({ status: 'pending_provider' }),
          movement: null,
          provider: { provider_order_id: 'p1', approve_url: APPROVE_URL },
        }),
      async tries() {
        await click('Continue to delivery');
        await click('Continue to payment');
        await person.click(await screen.findByRole('radio', { name: /Payment provider/ }));
        await click('Review your order');
        await click('Pay $49.00');
        await sentToProvider();
        expect(asked.status.map((call) => call.body)).toEqual([{ idempotency_key: asked.money[0]?.body?.idempotency_key }]);
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
    },
    {
      name: "an order whose answer is lost and that failed at the bank: the status check's reason is said, and it is not paid again blindly",
      answer: () => HttpResponse.error(),
      status: () => ok({ status: 'failed', order: orderOf({ status: 'failed', failure: UNPAID_WHY }), movement: null, provider: null }),
      async tries() {
        await click('Continue to delivery');
        await click('Continue to payment');
        await click('Review your order');
        await click('Pay $49.00');
        expect(await screen.findByRole('alert')).toHaveTextContent(UNPAID_WHY);
        expect(asked.status.map((call) => call.body)).toEqual([{ idempotency_key: asked.money[0]?.body?.idempotency_key }]);
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      },
    },
    {
      name: 'the default address and card are chosen first, wherever they are listed',
      saved: { addresses: [OFFICE, savedAddress], cards: [OTHER_CARD, savedCard] },
      async tries() {
        await startsWith(/Home/, /Office/, /4242/, /1111/);
      },
    },
    {
      name: 'with no default, the first address and card listed are chosen',
      saved: { addresses: [OFFICE, { ...savedAddress, is_default: false }], cards: [OTHER_CARD, { ...savedCard, is_default: false }] },
      async tries() {
        await startsWith(/Office/, /Home/, /1111/, /4242/);
      },
    },
    {
      name: 'with nothing saved, nothing is chosen: the new address is asked for, then a way to pay',
      saved: { addresses: [], cards: [] },
      async tries() {
        await click('Continue to delivery');
        expect(await screen.findByLabelText('ZIP code')).toBeInTheDocument();
        expect(screen.queryByRole('radio', { name: /New address/ })).not.toBeInTheDocument();
        await click('Continue to payment');
        // Not on: the new address is empty.
        expect(await screen.findByText('ZIP code is required')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Where should we deliver?' })).toBeInTheDocument();
      },
    },
    {
      name: 'a new address typed is kept while the saved one is tried',
      async tries() {
        await click('Continue to delivery');
        await person.click(await screen.findByRole('radio', { name: /New address/ }));
        await typeInto('Label', 'Studio');
        await person.click(screen.getByRole('radio', { name: /Home/ }));
        expect(screen.queryByLabelText('Label')).not.toBeInTheDocument();
        await person.click(screen.getByRole('radio', { name: /New address/ }));
        expect(await screen.findByLabelText('Label')).toHaveValue('Studio');
      },
    },
    {
      name: 'a new address and a new card, typed in full, are what the order sends',
      async tries() {
        await click('Continue to delivery');
        await person.click(await screen.findByRole('radio', { name: /New address/ }));
        await typeInto('Label', 'Office');
        await typeInto('Address', '1 Market St');
        await typeInto('City', 'San Francisco');
        await person.click(screen.getByRole('combobox', { name: 'State' }));
        await person.click(await screen.findByRole('option', { name: 'California' }));
        await typeInto('ZIP code', '94105');
        await click('Continue to payment');
        await person.click(await screen.findByRole('radio', { name: /New card/ }));
        await typeInto('Card number', '4242 4242 4242 4242');
        await person.click(screen.getByRole('combobox', { name: 'Expiry month' }));
        await person.click(await screen.findByRole('option', { name: '12' }));
        const year = new Date().getFullYear() + 2;
        await person.click(screen.getByRole('combobox', { name: 'Expiry year' }));
        await person.click(await screen.findByRole('option', { name: String(year) }));
        await typeInto('CVC', '123');
        await typeInto('Name on card', 'Maya Thompson ');
        await click('Review your order');
        await click('Pay $49.00');
        await waitFor(() =>
          expect(asked.money.at(-1)?.body).toMatchObject({
            delivery: { address: { label: 'Office', line1: '1 Market St', city: 'San Francisco', state: 'CA', zipcode: '94105' } },
            payment: {
              type: 'new_card',
              card: { number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123', holder_name: 'Maya Thompson', is_default: false },
              save: false,
            },
          }),
        );
      },
    },
    // A step's reasons show once the person asked to go on from it, never on arriving (spec §8: a form is not marked before it is sent).
    {
      name: 'an address refused, then back to the cart and on again: the empty address shows no reasons until asked',
      async tries() {
        await refusedNewAddress();
        await click('Back to cart');
        await click('Continue to delivery');
        expect(await screen.findByLabelText('ZIP code')).toHaveValue('');
        expect(screen.queryByText('ZIP code is required')).not.toBeInTheDocument();
      },
    },
    {
      name: 'an address refused, then the saved one: the new card on the next step shows no reasons until asked',
      async tries() {
        await refusedNewAddress();
        await person.click(screen.getByRole('radio', { name: /Home/ }));
        await click('Continue to payment');
        await person.click(await screen.findByRole('radio', { name: /New card/ }));
        expect(await screen.findByLabelText('Card number')).toHaveValue('');
        expect(screen.queryByText('Card number is required')).not.toBeInTheDocument();
      },
    },
    {
      name: "a card refused, then back to the address: the new address shows none of the card's reasons",
      async tries() {
        await refusedNewCard();
        await click('Back to delivery');
        await person.click(await screen.findByRole('radio', { name: /New address/ }));
        expect(await screen.findByLabelText('ZIP code')).toHaveValue('');
        expect(screen.queryByText('ZIP code is required')).not.toBeInTheDocument();
      },
    },
    {
      name: 'a new card starts empty, and sent empty is refused with the reason of each field',
      async tries() {
        await refusedNewCard();
        for (const reason of ['Card number is required', 'Name on card is required', 'Choose a month', 'Choose a year', 'CVC is required']) {
          expect(screen.getByText(reason)).toBeInTheDocument();
        }
        for (const label of ['Card number', 'Name on card', 'CVC']) expect(screen.getByLabelText(label)).toHaveValue('');
        expect(screen.getByRole('combobox', { name: 'Expiry month' })).toHaveTextContent('MM');
        expect(screen.getByRole('combobox', { name: 'Expiry year' })).toHaveTextContent('YYYY');
        expect(screen.getByRole('checkbox', { name: /Save/ })).not.toBeChecked();
      },
    },
    {
      name: 'a card refused, then the saved one, the summary and back: the new card shows no reasons until asked',
      async tries() {
        await refusedNewCard();
        await person.click(screen.getByRole('radio', { name: /4242/ }));
        await click('Review your order');
        await click('Back to payment');
        await person.click(await screen.findByRole('radio', { name: /New card/ }));
        expect(await screen.findByLabelText('Card number')).toHaveValue('');
        expect(screen.queryByText('Card number is required')).not.toBeInTheDocument();
      },
    },
    {
      name: 'with no saved card, no way to pay is chosen and the order is not summed up until one is',
      saved: { addresses: [savedAddress], cards: [] },
      async tries() {
        await click('Continue to delivery');
        await click('Continue to payment');
        expectChosen(await screen.findByRole('radio', { name: /New card/ }), false);
        expectChosen(screen.getByRole('radio', { name: /LYLA Wallet/ }), false);
        await click('Review your order');
        expect(await screen.findByText('Choose how to pay')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Check and pay' })).not.toBeInTheDocument();
      },
    },
    {
      // The wallet's check is for the wallet alone: a balance under the total never holds back a card (docs/api.md, order/create).
      name: 'the wallet does not cover the total, the person pays with the saved card instead: the order is placed',
      wallet: { ...WALLET, balance_cents: 4_899 },
      answer: () => ok({ order: orderOf(), balance_cents: null, provider: null }),
      async tries() {
        await click('Continue to delivery');
        await click('Continue to payment');
        expect(await screen.findByRole('radio', { name: /LYLA Wallet/ })).toBeDisabled();
        expectChosen(screen.getByRole('radio', { name: /4242/ }), true);
        await click('Review your order');
        const region = await screen.findByRole('region', { name: 'Check and pay' });
        expect(within(region).getByText(/4242/)).toBeInTheDocument();
        expect(within(region).queryByText('LYLA Wallet')).not.toBeInTheDocument();
        await click('Pay $49.00');
        // The server's answer (tests/support/moneyData.ts: order 42, $49.00, paid by card: no wallet balance).
        expect(await screen.findByRole('heading', { name: 'Order #42 placed' })).toBeInTheDocument();
        expect(screen.getByText('Green Leaf Market has your order. You paid $49.00.')).toBeInTheDocument();
        expect(screen.queryByText(/LYLA Wallet balance is now/)).not.toBeInTheDocument();
        await waitFor(() => expect(storedCarts()[demoCart.vendor.id]).toBeUndefined());
        // One order, asked once, with the person's token: the cart as confirmed, the saved address and the saved card.
        expect(asked.money).toEqual([
          {
            method: 'POST',
            path: '/reactapi/order/create',
            token: 'token-demo',
            body: {
              idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
              vendor_id: demoCart.vendor.id,
              lines: demoCart.lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity, options: line.options })),
              delivery: { address_id: savedAddress.id },
              payment: { type: 'card', card_id: savedCard.id },
            },
          },
        ]);
      },
    },
    {
      // The wallet stays chosen when the person goes back and the cart grows past the balance: it is refused, with why.
      name: 'the wallet chosen, then one more watering can in the cart ($61.50): the wallet no longer pays, the person is told why',
      async tries() {
        await click('Continue to delivery');
        await click('Continue to payment');
        await person.click(await screen.findByRole('radio', { name: /LYLA Wallet/ }));
        await click('Back to delivery');
        await click('Back to cart');
        await person.click(within(await screen.findByRole('listitem', { name: 'Watering can' })).getByRole('button', { name: 'One more' }));
        expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Total$61.50');
        await click('Continue to delivery');
        await click('Continue to payment');
        expect(await screen.findByText('Balance $50.00 · not enough for $61.50')).toBeInTheDocument();
        await click('Review your order');
        expect(await screen.findByText('Your LYLA Wallet balance is too low')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Check and pay' })).not.toBeInTheDocument();
      },
    },
    {
      name: 'a new card typed, then the saved card picked and the new card again: what was typed is still there',
      async tries() {
        await click('Continue to delivery');
        await click('Continue to payment');
        await person.click(await screen.findByRole('radio', { name: /New card/ }));
        await typeInto('Card number', '4242 4242 4242 4242');
        await typeInto('Name on card', 'Maya Thompson');
        await person.click(screen.getByRole('radio', { name: /4242/ }));
        expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
        await person.click(screen.getByRole('radio', { name: /New card/ }));
        expect(await screen.findByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
        expect(screen.getByLabelText('Name on card')).toHaveValue('Maya Thompson');
      },
    },
  ],
  asks: (names) => ({
    vendor_id: demoCart.vendor.id,
    lines: demoCart.lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity, options: line.options })),
    delivery: { address_id: savedAddress.id },
    payment: lastOf(names, 'picks the wallet', 'picks a new card') === 'picks the wallet' ? { type: 'wallet' } : { type: 'card', card_id: savedCard.id },
  }),
  answer: (kind, result) =>
    kind === 'answered'
      ? () => ok(result)
      : kind === 'refused'
        ? () => declined()
        : () => HttpResponse.error(),
};

// ---------------------------------------------------------------------------------------

const FLOWS = { checkout, walletAdd: add, walletGift: gift } as const;

const RETRIES = ['tries again', 'tries the payment again'];

function answerFor(flow: FlowModel, event: ModelEvent, before: Step[]): PlannedAnswer | null {
  if (event.type === 'xstate.done.actor.pay') {
    const output = event.output as { kind: string; result?: unknown };
    return {
      endpoint: flow.endpoint,
      answer: flow.answer(output.kind, output.result),
      asks(call) {
        const names = namesOf(flow.model, before);
        const { idempotency_key: key, ...request } = call.body ?? {};
        expect(request, `what ${flow.endpoint} was asked`).toEqual(flow.asks(names));
        expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
        asked.money.push(call);
      },
    };
  }
  const load = /^xstate\.(done|error)\.actor\.(loadWallet|loadWalletAndCards|loadCheckout)$/.exec(event.type);
  if (!load) return null;
  // The wallet read is the one that decides; the cards (when read) always arrive.
  return {
    endpoint: '/reactapi/view/account/wallet',
    answer: load[1] === 'done' ? () => ok(WALLET) : () => fail(503, 50300, 'The wallet is unavailable'),
  };
}

/** The suite of one money flow: every planned path run against the rendered app. */
export function describeMoneyFlow(id: keyof typeof FLOWS) {
  const flow = FLOWS[id];
  const { machine } = flow.model;
  // Every scripted call of a signed-in person carries their token.
  const scripted = createScriptedServer([flow.endpoint, '/reactapi/view/account/wallet'], { token: () => 'token-demo' });
  const server = setupServer(
    ...scripted.handlers,
    http.post('/api/v2/user/current', () => ok(demoUser)),
    ...signedInBackground,
    // A lost answer: the server never got the request.
    http.post('/reactapi/payment/status', async ({ request }) => {
      asked.status.push(await recordCall(request));
      return ok({ status: 'unknown', order: null, movement: null });
    }),
  );
  const coverage = createCoverage(machine);
  const cleanups = modelSuiteLifecycle(server, { [machine.id]: coverage });

  /** Opens the flow's page, signed in, with the reads the page makes besides the scripted ones. */
  function openApp(inspect: (event: InspectionEvent) => void, saved: Boundary['saved'] = { addresses: [savedAddress], cards: flow === add ? [CARD] : [savedCard] }) {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-demo');
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(demoUserInfo));
    server.use(
      http.post('/reactapi/view/account/payment', () => ok({ cards: saved.cards })),
      http.post('/reactapi/view/account/addresses', () => ok({ addresses: saved.addresses })),
    );
    if (flow === checkout) storeCarts();
    window.location.hash = `#${flow.path}`;
    const app = composeApp({ apiOrigin: '', window, inspect });
    cleanups.push(app.dispose);
    render(<App services={app.services} />);
  }

  describe(`${machine.id} machine, model-based`, () => {
    it('the harness can drive every event the machine knows', () => {
      const driven = new Set([...Object.keys(flow.drive), ...flow.model.events.map(({ event }) => event.type).filter((type) => type.startsWith('xstate.'))]);
      expect(allEventTypes(machine).filter((type) => !driven.has(type))).toEqual([]);
    });

    it('each event leads where the product says', () => {
      expect(wrongTargets(flow.model)).toEqual([]);
    });

    itPlansEveryEntry(flow.model);

    it.each([
      ...flow.boundaries.map((boundary) => [`at the edge: ${boundary.name}`, boundary] as const),
      ...(flow.cases ?? []).map((boundary) => [`also: ${boundary.name}`, boundary] as const),
    ])('%s', async (_, boundary) => {
      scripted.reset();
      asked.money = [];
      asked.status = [];
      opened = [];
      person = userEvent.setup();
      // jsdom cannot open the provider's page; it says so on the console.
      if (boundary.status) failOnConsoleError([/^Not implemented: navigation/]);
      server.use(
        http.post('/reactapi/view/account/wallet', () => ok(boundary.wallet ?? WALLET)),
        // A request the flow makes is recorded; it stays on its way (the outcomes are the paths').
        http.post(flow.endpoint, async ({ request }) => {
          asked.money.push(await recordCall(request));
          return boundary.answer?.() ?? new Promise<Response>(() => {});
        }),
      );
      const { status } = boundary;
      if (status)
        server.use(
          http.post('/reactapi/payment/status', async ({ request }) => {
            asked.status.push(await recordCall(request));
            return status();
          }),
        );
      openApp((event) => {
        coverage.inspect(event);
        noteOpened(event);
      }, boundary.saved);
      await boundary.tries();
    });

    it.each(pathsOrNone(flow.model).map((path) => [path.name, path] as const))('%s', async (_, path) => {
      scripted.reset();
      asked.money = [];
      asked.status = [];
      person = userEvent.setup();
      // jsdom cannot open the provider's page; it says so on the console.
      failOnConsoleError([/^Not implemented: navigation/]);
      let live: Snapshot | undefined;
      opened = [];
      const inspect = (event: InspectionEvent) => {
        coverage.inspect(event);
        noteOpened(event);
        const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as unknown as Snapshot & { machine?: { id: string } }) : undefined;
        if (snapshot?.machine?.id === machine.id) live = snapshot;
      };
      const [initial, ...steps] = path.steps as unknown as Array<{ event: ModelEvent; state: Snapshot }>;
      await walkPath<Snapshot, ModelEvent>({
        steps: [{ event: { type: 'page.open' }, state: initial!.state }, ...steps],
        server: scripted,
        answerFor: (event, _later, before) => answerFor(flow, event, before),
        start: () => openApp(inspect),
        drive: flow.drive,
        isIn: (state) => (live ? (state.status === 'done' ? live.status === 'done' && live.matches(state.value as never) : live.matches(state.value as never)) : false),
        shows: Object.fromEntries(Object.entries(flow.shows).map(([key, check]) => [stateKey(key as StateValue), check])),
      });
      // Every request the path sent, the last one too when the path ends while it is on its way:
      // "Try again" repeats the key before it (never charged twice); anything else is a new request with a new key.
      const sends = namesOf(flow.model, steps as unknown as Step[]).filter((name) => flow.sends.includes(name));
      const sent = () => scripted.calls.filter((call) => call.path === flow.endpoint);
      await waitFor(() => expect(sent(), 'the requests sent').toHaveLength(sends.length));
      const keys = sent().map((call) => call.body?.idempotency_key);
      sends.forEach((name, index) => {
        if (RETRIES.includes(name)) expect(keys[index], 'a retry repeats the key').toBe(keys[index - 1]);
        else expect(keys.slice(0, index), 'a new request has a new key').not.toContain(keys[index]);
      });
    });
  });
}
