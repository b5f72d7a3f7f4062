import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect } from 'vitest';
import type { OrderResult } from '../../src/api/contract/money';
import type { RequestDetail } from '../../src/api/contract/requests';
import { formatShortCalendarDate } from '../../src/domain/format';
import { REQUEST_STATUS_LABELS } from '../../src/domain/requests';
import { forgetAllDrafts } from '../../src/ui/forms/draftStorage';
import { failOnConsoleError } from '../support/consoleErrors';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { heldLiveStream } from '../support/liveStream';
import { declined, savedAddress, savedCard } from '../support/moneyHandlers';
import { fail, ok } from '../support/sessionHandlers';
import {
  CATEGORY_ID,
  customRequestModel,
  FILLED,
  PAY_LOST,
  PAY_REFUSED,
  PAYMENT_FAILED,
  QUOTE_CENTS,
  QUOTE_CHANGED,
  QUOTE_REFUSED,
  quoteChanged,
  READ_FAILED,
  REQUEST_ID,
  SEND_REFUSED,
  sendRefusal,
  WAYS_FAILED,
} from './models/customRequest';
import type { PathStep, RecordedCall } from './harness';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/**
 * The custom request flow through the category's form and the request's page: the send, the
 * flow's reads of the request, the answer to the quote and the payment are scripted; a status
 * update comes through the app's live stream, which the path opens, drops and opens again.
 */

const FORM_PAGE = `/categories/${CATEGORY_ID}/request-custom`;
const REQUEST_PAGE = `/requests/${REQUEST_ID}`;
const VIEW = '/reactapi/view/request';
const SEND = '/reactapi/request/custom';
const ACCEPT = '/reactapi/request/quote/accept';
const DECLINE = '/reactapi/request/quote/decline';
const PAY = '/reactapi/request/pay';
const WALLET = '/reactapi/view/account/wallet';
const PAGE = { timeout: 15_000 };
const PAY_LABEL = `Pay $${(QUOTE_CENTS / 100).toFixed(2)}`;

const liveStream = heldLiveStream();
/** The request the page reads when it opens (the flow then starts from it); null once read. */
let pageRead: RequestDetail | null = null;
/** The request the path's page starts with (the fixture it opens), null on the form. */
let startRequest: RequestDetail | null = null;
/** Events the flow received, by type: one that changes no state is waited for here. */
let received: Record<string, number> = {};
/** The provider pages the app opened. */
let opened: string[] = [];
/** The keys of the payments sent on this path, in order (a path may end while one is in flight, its outcome unscripted). */
let payKeys: string[] = [];
/** Photos uploaded in this path (each gets its own upload id). */
let uploads = 0;

const currentPath = () => window.location.hash.replace(/^#/, '');
const click = async (name: string | RegExp) => person.click(await screen.findByRole('button', { name }, PAGE));
const requestHeading = () => screen.findByRole('heading', { name: `Custom request #${REQUEST_ID}: ${FILLED.description}` }, PAGE);
const showsText = async (text: string) => expect((await screen.findAllByText(text, {}, PAGE)).length).toBeGreaterThan(0);
const main = () => within(screen.getByRole('main'));

async function typeInto(label: RegExp, text: string) {
  const field = await screen.findByLabelText(label, {}, PAGE);
  await person.clear(field);
  await person.type(field, text);
}

/** Sends an event through the app and waits until the flow has it (it may change no state). */
async function delivered(type: string, send: () => Promise<void> | void) {
  const before = received[type] ?? 0;
  await send();
  await waitFor(() => expect(received[type] ?? 0).toBeGreaterThan(before), { timeout: 5_000 });
}

type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;
const TWO_MB = 2 * 1024 * 1024;
/** The spec's photo rules (the avatar's: an image of 2 MB or less; at most four with a request). */
function photoProblem(photos: readonly File[]): string | null {
  if (photos.length > 4) return 'Add at most 4 photos';
  const big = photos.find((photo) => photo.size > TWO_MB);
  return big ? `${big.name}: Choose an image of 2 MB or less` : null;
}

/**
 * What the path's own steps (never the machine's context) say the page must show: what the
 * person typed and chose, the request as the server last sent it (the page's first read, the
 * send's answer, a read, an answer to the quote, a changed quote), and the last refusal.
 */
function story(before: Steps) {
  const told = {
    description: '',
    /** The person sent the form with What you need empty: the form says so (leaving it untouched is no mistake). */
    complained: false,
    discarded: false,
    photos: [] as File[],
    photoError: null as string | null,
    request: startRequest,
    answer: 'Accept quote' as 'Accept quote' | 'Decline quote',
    /** Why the last answer to the quote was not taken (the toast's words), null once answered again. */
    answerRefused: null as string | null,
    /** The way to pay ticked: none until the ways to pay are read, then the default saved card (as checkout), then the person's pick. */
    payment: null as string | null,
    /** The wallet's balance as the server last sent it, null until read. */
    walletCents: null as number | null,
    /** Why the ways to pay could not be read (the toast's words), until they are. */
    waysRefused: false,
    /** The person paid with a new card left empty: the card's fields say what is missing. */
    cardMissing: false,
    /** The last payment's outcome, until the person picks again: refused or not confirmed. */
    payFailure: null as 'refused' | 'lost' | null,
  };
  for (const { event } of before) {
    switch (event.type) {
      case 'form.change':
        told.description = (event.changes as { description?: string }).description ?? told.description;
        break;
      case 'form.submit':
        if (told.description === '') told.complained = true;
        break;
      case 'form.discard':
        Object.assign(told, { description: '', complained: false, discarded: true, photos: [], photoError: null });
        break;
      case 'photos.add': {
        const all = [...told.photos, ...(event.photos as File[])];
        told.photoError = photoProblem(all);
        if (!told.photoError) told.photos = all;
        break;
      }
      case 'photos.remove':
        told.photos = told.photos.filter((_, index) => index !== event.index);
        told.photoError = null;
        break;
      case 'xstate.done.actor.send':
      case 'xstate.done.actor.answerQuote':
        told.request = (event.output as { request: RequestDetail }).request;
        told.answerRefused = null;
        break;
      case 'xstate.done.actor.loadRequest':
        told.request = event.output as RequestDetail;
        break;
      case 'quote.accept':
      case 'quote.decline':
        told.answer = event.type === 'quote.accept' ? 'Accept quote' : 'Decline quote';
        break;
      case 'xstate.error.actor.answerQuote':
        if (event.error === quoteChanged) told.request = quoteChanged.request;
        told.answerRefused = event.error === quoteChanged ? QUOTE_CHANGED : QUOTE_REFUSED;
        break;
      case 'xstate.done.actor.loadPaymentOptions': {
        const { cards, wallet } = event.output as { cards: Array<{ is_default: boolean }>; wallet: { balance_cents: number } };
        // The spec's checkout rule: the default card is ticked, never the wallet.
        told.payment = cards.some((card) => card.is_default) ? 'card' : null;
        told.walletCents = wallet.balance_cents;
        told.waysRefused = false;
        break;
      }
      case 'xstate.error.actor.loadPaymentOptions':
        told.waysRefused = true;
        break;
      case 'payment.choose':
        told.payment = (event.payment as { type: string }).type;
        Object.assign(told, { cardMissing: false, payFailure: null });
        break;
      case 'request.pay':
        // An empty new card is not sent: its fields say what is missing.
        told.cardMissing = told.payment === 'new_card';
        break;
      case 'xstate.done.actor.pay': {
        const kind = (event.output as { kind: string }).kind;
        told.payFailure = kind === 'refused' ? 'refused' : kind === 'notConfirmed' ? 'lost' : null;
        break;
      }
    }
  }
  return told;
}

/** The request's page with its title and the status the server last sent. */
async function showsTheRequest(before: Steps) {
  await requestHeading();
  await showsText(REQUEST_STATUS_LABELS[story(before).request!.status]);
  // Sent from the form: what was typed is not kept any more.
  if (startRequest === null) expect(keptDraft()).toBeNull();
}

/** What this tab keeps of the unsent request (the form's draft for the category, any vendor), or null. */
function keptDraft(): { description?: string } | null {
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
  const key = keys.find((name) => name.endsWith(`:customRequest:${CATEGORY_ID}:any`));
  return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { description?: string } | null) : null;
}

/** The form with what the person typed and the photos they added, and what is wrong once shown. */
async function showsTheForm(before: Steps) {
  const told = story(before);
  const form = await screen.findByRole('form', { name: 'Custom request' }, PAGE);
  expect(within(form).getByLabelText(/^What you need/)).toHaveValue(told.description);
  if (told.photos.length) expect(within(within(form).getByRole('list', { name: 'Photos to send' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(told.photos.map((photo) => `${photo.name}Remove`));
  else expect(within(form).queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument();
  // At most four: a fifth cannot be chosen.
  if (told.photos.length < 4) expect(within(form).getByLabelText('Add photos')).toBeInTheDocument();
  else expect(within(form).queryByLabelText('Add photos')).not.toBeInTheDocument();
  if (told.photoError) expect(within(form).getByText(told.photoError)).toBeInTheDocument();
  else expect(within(form).queryByText(/Choose an image|Add at most/)).not.toBeInTheDocument();
  if (told.complained && told.description === '') expect(within(form).getByText('Say what you need')).toBeInTheDocument();
  else expect(within(form).queryByText('Say what you need')).not.toBeInTheDocument();
}

const statusPage = (extra?: () => Promise<void>) => async (_: AnySnapshot, before: Steps) => {
  await showsTheRequest(before);
  // A settled request offers nothing more to do with its quote or payment.
  expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: PAY_LABEL })).not.toBeInTheDocument();
  // Only a failed payment says why on the page (extra).
  if (!extra) expect(main().queryByRole('alert')).not.toBeInTheDocument();
  await extra?.();
};

const PAYMENT_RADIOS: Record<string, RegExp> = { card: new RegExp(`•••• ${savedCard.last4}`), wallet: /LYLA Wallet/, new_card: /New card/, provider: /Payment provider/ };
/** The payment as the pay call names it: the saved card by its id. */
const paymentSent = (type: string | null) => (type === 'card' ? { type, card_id: savedCard.id } : { type });

/** The request the person described, as the form sends it (its key the same on every try). */
const asksToSend = (told: ReturnType<typeof story>) => (call: RecordedCall, earlier: readonly RecordedCall[]) => {
  const body = call.body as Record<string, unknown>;
  expect(body).toEqual({
    vendor_id: null,
    description: told.description,
    quantity: 1,
    budget_cents: 12_000,
    needed_by: FILLED.needed_by,
    delivery: { address_id: savedAddress.id },
    category_id: CATEGORY_ID,
    idempotency_key: expect.any(String),
    // Each photo goes through the avatar's upload path first; the request names their uploads.
    ...(told.photos.length ? { photo_upload_ids: expect.any(Array) } : {}),
  });
  if (told.photos.length) expect(new Set(body.photo_upload_ids as string[]).size).toBe(told.photos.length);
  for (const sent of earlier.filter((other) => other.path === SEND)) expect((sent.body as { idempotency_key: string }).idempotency_key).toBe(body.idempotency_key);
};
const asksToRead = (call: RecordedCall) => expect(call.body).toEqual({ order_id: REQUEST_ID });
/** An accept names the quote the person was shown; a decline only the request. */
const asksToAnswer = (told: ReturnType<typeof story>, accept: boolean) => (call: RecordedCall) => {
  expect(call.path).toBe(accept ? ACCEPT : DECLINE);
  expect(call.body).toEqual(accept ? { order_id: REQUEST_ID, quote: told.request!.custom!.quote } : { order_id: REQUEST_ID });
};
/** The payment the person picked; after an unconfirmed one the same key (safe to repeat), else a new one. */
const asksToPay = (told: ReturnType<typeof story>) => (call: RecordedCall, earlier: readonly RecordedCall[]) => {
  const body = call.body as { idempotency_key: string };
  expect(body).toEqual({ order_id: REQUEST_ID, idempotency_key: expect.any(String), payment: paymentSent(told.payment) });
  const keys = earlier.filter((other) => other.path === PAY).map((other) => (other.body as { idempotency_key: string }).idempotency_key);
  if (told.payFailure === 'lost') expect(body.idempotency_key).toBe(keys.at(-1));
  else expect(keys).not.toContain(body.idempotency_key);
};

describeScreenSuite({
  model: customRequestModel,
  page: (path) => ((path.start.input as { orderId: number | null }).orderId === null ? FORM_PAGE : REQUEST_PAGE),
  scripted: [SEND, VIEW, ACCEPT, DECLINE, PAY, WALLET],
  token: () => 'token-demo',
  answersFirst: [
    // Sees each payment sent, then lets the path's script answer it.
    http.post(PAY, async ({ request }) => {
      payKeys.push(((await request.clone().json()) as { idempotency_key: string }).idempotency_key);
      return undefined;
    }),
    http.post(VIEW, () => {
      if (!pageRead) return undefined;
      const request = pageRead;
      pageRead = null;
      return ok({ request, balance_cents: null });
    }),
  ],
  handlers: [
    liveStream.handler,
    ...catalogueHandlers,
    http.post('/reactapi/view/account/addresses', () => ok({ addresses: [savedAddress] })),
    // The saved cards, read with the wallet (whose answer the path scripts) once the quote is taken.
    http.post('/reactapi/view/account/payment', () => ok({ cards: [savedCard] })),
    // A photo goes through the avatar's upload path before the request.
    http.post('/api/avatar/upload', () => {
      uploads += 1;
      return ok({ upload_url: `/api/avatar/blob/photo-${uploads}?signature=s`, upload_id: `photo-${uploads}` });
    }),
    http.put('/api/avatar/blob/:id', () => ok(null)),
    // A lost answer: the server never got the payment.
    http.post('/reactapi/payment/status', () => ok({ status: 'unknown', order: null, movement: null })),
  ],
  inspect(event) {
    // The provider's page the app sends the person to (jsdom cannot open it).
    if (event.type === '@xstate.action' && event.action.type === 'openProvider') opened.push((event.action.params as { url: string }).url);
    if (event.type !== '@xstate.event') return;
    const snapshot = event.actorRef.getSnapshot() as { machine?: { id: string } };
    if (snapshot.machine?.id === customRequestModel.machine.id) received[event.event.type] = (received[event.event.type] ?? 0) + 1;
  },
  prepare(path) {
    liveStream.reset();
    received = {};
    opened = [];
    payKeys = [];
    forgetAllDrafts(sessionStorage);
    uploads = 0;
    const start = path.start.input as { orderId: number | null; request?: RequestDetail };
    pageRead = start.request ?? null;
    startRequest = pageRead;
    // jsdom cannot open the payment provider's page; it says so on the console.
    failOnConsoleError([/^Not implemented: navigation/]);
  },
  answerFor(event, _, before) {
    const { type } = event;
    const error = event.error;
    const told = story(before);
    switch (type) {
      case 'xstate.done.actor.send':
        return {
          endpoint: SEND,
          asks: asksToSend(told),
          answer: () => {
            // Sent: the app opens the request's page, which reads it.
            pageRead = (event.output as { request: RequestDetail }).request;
            return ok(event.output);
          },
        };
      case 'xstate.error.actor.send':
        return { endpoint: SEND, asks: asksToSend(told), answer: error === sendRefusal ? () => fail(400, 40000, SEND_REFUSED) : () => HttpResponse.error() };
      case 'xstate.done.actor.loadRequest':
        return { endpoint: VIEW, asks: asksToRead, answer: () => ok({ request: event.output, balance_cents: null }) };
      case 'xstate.error.actor.loadRequest':
        return { endpoint: VIEW, asks: asksToRead, answer: () => fail(503, 50300, READ_FAILED) };
      case 'xstate.done.actor.answerQuote': {
        const answer = event.output as { request: RequestDetail };
        const accept = told.answer === 'Accept quote';
        return { endpoint: accept ? ACCEPT : DECLINE, asks: asksToAnswer(told, accept), answer: () => ok(answer) };
      }
      case 'xstate.error.actor.answerQuote':
        return {
          endpoint: ACCEPT,
          asks: asksToAnswer(told, true),
          answer:
            error === quoteChanged
              ? () => fail(409, 40905, quoteChanged.message, { request: quoteChanged.request, balance_cents: null })
              : () => fail(409, 40904, QUOTE_REFUSED),
        };
      case 'xstate.done.actor.loadPaymentOptions':
        return { endpoint: WALLET, asks: (call) => expect(call.body).toEqual({}), answer: () => ok((event.output as { wallet: unknown }).wallet) };
      case 'xstate.error.actor.loadPaymentOptions':
        return { endpoint: WALLET, asks: (call) => expect(call.body).toEqual({}), answer: () => fail(503, 50300, WAYS_FAILED) };
      case 'xstate.done.actor.pay': {
        const output = event.output as { kind: string; result?: unknown };
        if (output.kind === 'answered') return { endpoint: PAY, asks: asksToPay(told), answer: () => ok(output.result) };
        return { endpoint: PAY, asks: asksToPay(told), answer: output.kind === 'refused' ? () => declined() : () => HttpResponse.error() };
      }
      default:
        return null;
    }
  },
  drive: {
    async 'form.change'(event) {
      const changes = event.changes as Partial<typeof FILLED>;
      if (changes.description !== undefined) await typeInto(/^What you need/, changes.description);
      if (changes.budget !== undefined) await typeInto(/^Budget/, changes.budget);
      if (changes.needed_by !== undefined) await typeInto(/^Needed by/, changes.needed_by);
      if (changes.address_id !== undefined) {
        await person.click(screen.getByRole('combobox', { name: /^Deliver to/ }));
        await person.click(await screen.findByRole('option', { name: new RegExp(`^${savedAddress.label}:`) }));
      }
    },
    async 'form.blur'() {
      await person.click(await screen.findByLabelText(/^What you need/, {}, PAGE));
      await person.tab();
    },
    'form.submit': () => click('Send request'),
    'photos.add': async (event) => person.upload(await screen.findByLabelText('Add photos', {}, PAGE), event.photos as File[]),
    'photos.remove': async (event) => person.click((await screen.findAllByRole('button', { name: /^Remove / }, PAGE))[event.index as number]!),
    async 'form.discard'() {
      await person.click(screen.getByRole('link', { name: 'LYLA home' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
      await person.click(within(dialog).getByRole('button', { name: 'Leave' }));
    },
    async 'request.status'(event) {
      if (!liveStream.isOpen()) await liveStream.open();
      await delivered('request.status', () => liveStream.send({ type: 'request.status', orderId: event.orderId, status: 'quoted' }));
    },
    async 'request.reload'() {
      if (!liveStream.isOpen()) await liveStream.open();
      // The stream drops and the app opens it again (after its backoff): the flow reads the request again.
      await delivered('request.reload', async () => {
        liveStream.drop();
        await liveStream.open();
      });
    },
    'request.retry': () => click('Try again'),
    'quote.accept': () => click('Accept quote'),
    'quote.decline': () => click('Decline quote'),
    async 'payment.choose'(event) {
      await person.click(await screen.findByRole('radio', { name: PAYMENT_RADIOS[(event.payment as { type: string }).type] }, PAGE));
    },
    'request.pay': () => click(PAY_LABEL),
  },
  shows: {
    async drafting(_, before) {
      const told = story(before);
      if (told.discarded) {
        // Left with the request dropped: the page asked, the next one opened, nothing typed is kept.
        await waitFor(() => expect(currentPath()).toBe('/home'));
        expect(keptDraft()).toBeNull();
        return;
      }
      expect(currentPath()).toBe(FORM_PAGE);
      await showsTheForm(before);
      // What is typed is kept for the person's return (a draft per category and vendor).
      if (told.description !== '') await waitFor(() => expect(keptDraft()?.description).toBe(told.description));
      // Nothing was refused in this form (or it was changed since): it does not say "Not sent."
      expect(main().queryByText('Not sent.')).not.toBeInTheDocument();
    },
    async submitting(_, before) {
      await showsTheForm(before);
      expect(screen.getByRole('button', { name: 'Send request' })).toHaveAttribute('aria-busy', 'true');
    },
    async refused(_, before) {
      await showsTheForm(before);
      // Why is the toast's (spec §8); the form says only that it was not sent.
      expect(main().getByText('Not sent.')).toBeInTheDocument();
      if (before.at(-1)!.event.error === sendRefusal) await showsText(SEND_REFUSED);
      expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    },
    'following.loading': async (_, before) => showsTheRequest(before),
    async 'following.loadFailed'() {
      await showsText(READ_FAILED);
      expect(main().getByText(/This request could not be loaded/)).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    async 'following.waitingForQuotes'(_, before) {
      await showsTheRequest(before);
      expect(await screen.findByText('Sent to the vendors: their quotes show here.')).toBeInTheDocument();
    },
    async 'following.quoted'(_, before) {
      await showsTheRequest(before);
      const told = story(before);
      // The quote the server last sent is the one shown (a new one after the vendor changed it).
      const { quote } = told.request!.custom!;
      await showsText(`$${(quote!.price_cents / 100).toFixed(2)} by ${formatShortCalendarDate(quote!.date)} · ${quote!.note}`);
      expect(await screen.findByRole('button', { name: 'Accept quote' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Decline quote' })).toBeEnabled();
      // A refused answer: the toast says why, the page that it was not sent.
      if (told.answerRefused) {
        await showsText(told.answerRefused);
        expect(main().getByText('Your answer was not sent.')).toBeInTheDocument();
      } else expect(main().queryByText('Your answer was not sent.')).not.toBeInTheDocument();
    },
    async 'following.answering'(_, before) {
      await showsTheRequest(before);
      expect(await screen.findByRole('button', { name: story(before).answer })).toHaveAttribute('aria-busy', 'true');
    },
    async 'following.loadingPayment'(_, before) {
      await showsTheRequest(before);
      expect(await screen.findByText('Loading the ways to pay…')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PAY_LABEL })).not.toBeInTheDocument();
    },
    async 'following.paymentOptionsFailed'(_, before) {
      await showsTheRequest(before);
      expect(story(before).waysRefused).toBe(true);
      // Why is the toast's (spec §8); the page says what could not be done.
      await showsText(WAYS_FAILED);
      expect(main().getByText(/The ways to pay could not be loaded/)).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: PAY_LABEL })).not.toBeInTheDocument();
    },
    async 'following.accepted'(_, before) {
      await showsTheRequest(before);
      const told = story(before);
      expect(await screen.findByRole('button', { name: PAY_LABEL })).toBeEnabled();
      const ticked = screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true');
      if (told.payment) {
        expect(ticked).toEqual([await screen.findByRole('radio', { name: PAYMENT_RADIOS[told.payment] }, PAGE)]);
      } else expect(ticked).toEqual([]);
      // The wallet pays only what it covers (exactly the quote does): else it is offered disabled.
      const wallet = screen.getByRole('radio', { name: PAYMENT_RADIOS.wallet });
      if (told.walletCents! >= QUOTE_CENTS) expect(wallet).toBeEnabled();
      else expect(wallet).toBeDisabled();
      // A refused payment: the toast says why, the page that it was not paid; a lost one that paying again is safe.
      if (told.payFailure === 'refused') {
        await showsText(PAY_REFUSED);
        expect(main().getByText('Not paid.')).toBeInTheDocument();
      } else expect(main().queryByText('Not paid.')).not.toBeInTheDocument();
      if (told.payFailure === 'lost') expect(main().getByText(PAY_LOST)).toBeInTheDocument();
      else expect(main().queryByText(PAY_LOST)).not.toBeInTheDocument();
      for (const missing of ['Card number is required', 'CVC is required']) {
        if (told.cardMissing) await showsText(missing);
        else expect(main().queryByText(missing)).not.toBeInTheDocument();
      }
    },
    async 'following.paying'(_, before) {
      await showsTheRequest(before);
      expect(await screen.findByRole('button', { name: PAY_LABEL })).toHaveAttribute('aria-busy', 'true');
      // The payment just sent, checked here too (a path can end before its answer): after a lost
      // answer the same key as the last one, else a new key.
      const sent = before.filter(({ event, state }) => event.type === 'request.pay' && (state as AnySnapshot).matches({ following: 'paying' })).length;
      await waitFor(() => expect(payKeys).toHaveLength(sent));
      const [key, ...earlier] = [...payKeys].reverse();
      if (story(before).payFailure === 'lost') expect(key).toBe(earlier[0]);
      else expect(earlier).not.toContain(key);
    },
    async 'following.awaitingProvider'(_, before) {
      await requestHeading();
      // Once for each payment the provider must approve, at the page the server named.
      const approvals = before
        .filter(({ event }) => event.type === 'xstate.done.actor.pay')
        .flatMap(({ event }) => (event.output as { result?: OrderResult }).result?.provider?.approve_url ?? []);
      await waitFor(() => expect(opened).toEqual(approvals));
      expect(await screen.findByText('Waiting for the payment provider to confirm your payment.')).toBeInTheDocument();
    },
    'following.paid': statusPage(),
    'following.declined': statusPage(),
    'following.expired': statusPage(),
    'following.cancelled': statusPage(),
    'following.paymentFailed': statusPage(() => showsText(PAYMENT_FAILED)),
  },
});

describe('customRequest model', () => {
  itPlansEveryEntry(customRequestModel);
});
