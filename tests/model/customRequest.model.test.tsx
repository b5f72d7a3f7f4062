import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { RequestDetail } from '../../src/api/contract/requests';
import { formatShortCalendarDate } from '../../src/domain/format';
import { REQUEST_STATUS_LABELS } from '../../src/domain/requests';
import { failOnConsoleError } from '../support/consoleErrors';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { heldLiveStream } from '../support/liveStream';
import { declined, demoWallet, savedAddress, savedCard } from '../support/moneyHandlers';
import { fail, ok } from '../support/sessionHandlers';
import {
  CATEGORY_ID,
  customRequestModel,
  FILLED,
  PAYMENT_FAILED,
  QUOTE_CENTS,
  QUOTE_REFUSED,
  quoteChanged,
  READ_FAILED,
  REQUEST_ID,
  SEND_REFUSED,
  sendRefusal,
} from './models/customRequest';
import type { AnySnapshot } from './plan';
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
const PAGE = { timeout: 15_000 };
const PAY_LABEL = `Pay $${(QUOTE_CENTS / 100).toFixed(2)}`;

const liveStream = heldLiveStream();
/** The request the page reads when it opens (the flow then starts from it); null once read. */
let pageRead: RequestDetail | null = null;
/** Events the flow received, by type: one that changes no state is waited for here. */
let received: Record<string, number> = {};

const currentPath = () => window.location.hash.replace(/^#/, '');
const click = async (name: string | RegExp) => person.click(await screen.findByRole('button', { name }, PAGE));
const formOf = (s: AnySnapshot) => s.context.form?.getSnapshot();
const requestHeading = () => screen.findByRole('heading', { name: `Custom request #${REQUEST_ID}: ${FILLED.description}` }, PAGE);
const showsText = async (text: string) => expect((await screen.findAllByText(text, {}, PAGE)).length).toBeGreaterThan(0);

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

/** The request's page with its title and the status the flow last read. */
async function showsTheRequest(s: AnySnapshot) {
  await requestHeading();
  await showsText(REQUEST_STATUS_LABELS[(s.context.request as RequestDetail).status]);
}

/** The form as the form machine holds it: what was typed, and what is wrong once shown. */
async function showsTheForm(s: AnySnapshot) {
  const form = await screen.findByRole('form', { name: 'Custom request' }, PAGE);
  const held = formOf(s)!;
  expect(within(form).getByLabelText(/^What you need/)).toHaveValue(held.context.values.description);
  const photos = s.context.photos as File[];
  if (photos.length) expect(within(within(form).getByRole('list', { name: 'Photos to send' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(photos.map((photo) => `${photo.name}Remove`));
  else expect(within(form).queryByRole('list', { name: 'Photos to send' })).not.toBeInTheDocument();
  if (s.context.photoError) expect(within(form).getByText(s.context.photoError as string)).toBeInTheDocument();
  if (held.value === 'invalid') expect(within(form).getByText('Say what you need')).toBeInTheDocument();
  else expect(within(form).queryByText('Say what you need')).not.toBeInTheDocument();
}

const statusPage = (extra?: () => Promise<void>) => async (s: AnySnapshot) => {
  await showsTheRequest(s);
  // A settled request offers nothing more to do with its quote or payment.
  expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: PAY_LABEL })).not.toBeInTheDocument();
  await extra?.();
};

describeScreenSuite({
  model: customRequestModel,
  page: (path) => ((path.start.input as { orderId: number | null }).orderId === null ? FORM_PAGE : REQUEST_PAGE),
  scripted: [SEND, VIEW, ACCEPT, DECLINE, PAY],
  answersFirst: [
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
    http.post('/reactapi/view/account/payment', () => ok({ cards: [savedCard] })),
    http.post('/reactapi/view/account/wallet', () => ok(demoWallet)),
    // A photo goes through the avatar's upload path before the request.
    http.post('/api/avatar/upload', () => ok({ upload_url: '/api/avatar/blob/photo-1?signature=s', upload_id: 'photo-1' })),
    http.put('/api/avatar/blob/:id', () => ok(null)),
    // A lost answer: the server never got the payment.
    http.post('/reactapi/payment/status', () => ok({ status: 'unknown', order: null, movement: null })),
  ],
  inspect(event) {
    if (event.type !== '@xstate.event') return;
    const snapshot = event.actorRef.getSnapshot() as { machine?: { id: string } };
    if (snapshot.machine?.id === customRequestModel.machine.id) received[event.event.type] = (received[event.event.type] ?? 0) + 1;
  },
  prepare(path) {
    liveStream.reset();
    received = {};
    const start = path.start.input as { orderId: number | null; request?: RequestDetail };
    pageRead = start.request ?? null;
    // jsdom cannot open the payment provider's page; it says so on the console.
    failOnConsoleError([/^Not implemented: navigation/]);
  },
  answerFor(event) {
    const { type } = event;
    const error = event.error;
    switch (type) {
      case 'xstate.done.actor.send':
        return {
          endpoint: SEND,
          answer: () => {
            // Sent: the app opens the request's page, which reads it.
            pageRead = (event.output as { request: RequestDetail }).request;
            return ok(event.output);
          },
        };
      case 'xstate.error.actor.send':
        return { endpoint: SEND, answer: error === sendRefusal ? () => fail(400, 40000, SEND_REFUSED) : () => HttpResponse.error() };
      case 'xstate.done.actor.loadRequest':
        return { endpoint: VIEW, answer: () => ok({ request: event.output, balance_cents: null }) };
      case 'xstate.error.actor.loadRequest':
        return { endpoint: VIEW, answer: () => fail(503, 50300, READ_FAILED) };
      case 'xstate.done.actor.answerQuote': {
        const answer = event.output as { request: RequestDetail };
        return { endpoint: answer.request.status === 'accepted' ? ACCEPT : DECLINE, answer: () => ok(answer) };
      }
      case 'xstate.error.actor.answerQuote':
        return {
          endpoint: ACCEPT,
          answer:
            error === quoteChanged
              ? () => fail(409, 40905, quoteChanged.message, { request: quoteChanged.request, balance_cents: null })
              : () => fail(409, 40904, QUOTE_REFUSED),
        };
      case 'xstate.done.actor.pay': {
        const output = event.output as { kind: string; result?: unknown };
        if (output.kind === 'answered') return { endpoint: PAY, answer: () => ok(output.result) };
        return { endpoint: PAY, answer: output.kind === 'refused' ? () => declined() : () => HttpResponse.error() };
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
    'photos.remove': async () => click(/^Remove /),
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
      const type = (event.payment as { type: string }).type;
      const name = type === 'wallet' ? /LYLA Wallet/ : type === 'new_card' ? /New card/ : /Payment provider/;
      await person.click(await screen.findByRole('radio', { name }, PAGE));
    },
    'request.pay': () => click(PAY_LABEL),
  },
  shows: {
    async drafting(s) {
      if (currentPath() !== FORM_PAGE) {
        // Left with the request dropped: the page asked, and the next one opened.
        await waitFor(() => expect(currentPath()).toBe('/home'));
        return;
      }
      await showsTheForm(s);
    },
    async submitting(s) {
      await showsTheForm(s);
      expect(screen.getByRole('button', { name: 'Send request' })).toHaveAttribute('aria-busy', 'true');
    },
    async refused(s) {
      await showsTheForm(s);
      // Why is the toast's (spec §8); the form says only that it was not sent.
      await showsText(s.context.error || 'Not sent.');
      expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    },
    'following.loading': async (s) => showsTheRequest(s),
    async 'following.loadFailed'() {
      await showsText(READ_FAILED);
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    async 'following.waitingForQuotes'(s) {
      await showsTheRequest(s);
      expect(await screen.findByText('Sent to the vendors: their quotes show here.')).toBeInTheDocument();
    },
    async 'following.quoted'(s) {
      await showsTheRequest(s);
      // The quote the flow holds is the one shown (a new one after the vendor changed it).
      const { quote } = (s.context.request as RequestDetail).custom!;
      await showsText(`$${(quote!.price_cents / 100).toFixed(2)} by ${formatShortCalendarDate(quote!.date)} · ${quote!.note}`);
      expect(await screen.findByRole('button', { name: 'Accept quote' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Decline quote' })).toBeEnabled();
      if (s.context.error) await showsText(s.context.error as string);
    },
    async 'following.answering'(s) {
      await showsTheRequest(s);
      const sending = s.context.accepting ? 'Accept quote' : 'Decline quote';
      expect(await screen.findByRole('button', { name: sending })).toHaveAttribute('aria-busy', 'true');
    },
    async 'following.accepted'(s) {
      await showsTheRequest(s);
      expect(await screen.findByRole('button', { name: PAY_LABEL })).toBeEnabled();
      if (s.context.error) await showsText(s.context.error as string);
      for (const message of Object.values(s.context.paymentErrors as Record<string, string>)) await showsText(message);
    },
    async 'following.paying'(s) {
      await showsTheRequest(s);
      expect(await screen.findByRole('button', { name: PAY_LABEL })).toHaveAttribute('aria-busy', 'true');
    },
    async 'following.awaitingProvider'() {
      await requestHeading();
      expect(await screen.findByText('Waiting for the payment provider to confirm your payment.')).toBeInTheDocument();
    },
    'following.paid': statusPage(),
    'following.declined': statusPage(),
    'following.expired': statusPage(),
    'following.cancelled': statusPage(),
    'following.paymentFailed': statusPage(() => showsText(PAYMENT_FAILED)),
  },
});
