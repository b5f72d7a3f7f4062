import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Card } from '../api/contract/account';
import type { OrderResult, PaymentMethod, Wallet } from '../api/contract/money';
import type { QuoteSeen, RequestAnswer, RequestDetail } from '../api/contract/requests';
import { QuoteChangedError } from '../api/errors';
import { dayOf } from '../domain/dates';
import { CUSTOM_REQUEST_MAX_PHOTOS, customRequestForm, EMPTY_CUSTOM_REQUEST, type CustomRequestDraft, type CustomRequestValues } from '../domain/customRequest';
import type { FormSpec } from '../domain/formSpec';
import { checkPaymentChoice, newRequestKey, paymentProblems, startingPayment, type PaymentChoice } from '../domain/money';
import type { RequestStatus } from '../domain/requests';
import { avatarFileProblem } from './avatarUploadMachine';
import { createFormMachine, type DraftKeeper, type FormEvent } from './formMachine';
import { approveUrlOf, paymentAttemptMachine, type AttemptOutcome } from './paymentAttemptMachine';
import { messageInPlace } from './failure';

export type CustomRequestInput =
  /**
   * A new request: the category's form; `vendorId`, when given, the one vendor asked (chosen in
   * the form from the start); `kept` is what the draft storage held for it (raw), if anything.
   */
  | { orderId: null; categoryId: number; vendorId?: number | null; kept?: string | null }
  /** A sent request, as its page read it: no second read to start with. */
  | { orderId: number; request: RequestDetail };

export interface CustomRequestContext {
  /** The one form machine, holding the fields, their rules and the draft; null on a request's page. */
  form: ActorRefFrom<ReturnType<typeof createFormMachine<CustomRequestValues, CustomRequestDraft, never>>> | null;
  orderId: number | null;
  categoryId: number | null;
  /** Photos chosen for the new request (each passed the avatar's type and size checks), sent with it. */
  photos: File[];
  /** Why the last photos chosen were not added, or null. */
  photoError: string | null;
  /** The request as the server last told it: every state after sending follows its status. */
  request: RequestDetail | null;
  /** The key of the request being sent; a retry sends the same one, so it is made once. */
  sendKey: string;
  /** The answer being sent to a quote: accept (true) or decline. */
  accepting: boolean;
  /** The saved cards and the LYLA Wallet, read once the quote is taken (the wallet null until then). */
  cards: Card[];
  wallet: Wallet | null;
  /** How to pay: the default card to start with (as in checkout), null when nothing is chosen. */
  payment: PaymentChoice | null;
  /** What is missing from the payment choice, per field, once the person tried to pay. */
  paymentErrors: PaymentErrors;
  /** The key of the payment being made; a retry of an unconfirmed one keeps it. */
  payKey: string;
  error: string | null;
  /** The last payment never reached the server or was not confirmed: paying again (same key) is safe. */
  retryable: boolean;
}

export type PaymentErrors = ReturnType<typeof paymentProblems>;

export type CustomRequestEvent =
  /** `form.submit` sends the request (or shows what is wrong), and tries again after a refusal. */
  | FormEvent<CustomRequestValues>
  | { type: 'request.retry' }
  | { type: 'photos.add'; photos: File[] }
  | { type: 'photos.remove'; index: number }
  /** The live service says a request moved (`request.status`); this one is read again. */
  | { type: 'request.status'; orderId: number }
  | { type: 'request.reload' }
  | { type: 'quote.accept' }
  | { type: 'quote.decline' }
  | { type: 'payment.choose'; payment: PaymentChoice }
  | { type: 'request.pay' };

/** The request with its new quote, when an accept was refused because the vendor quoted again. */
const requoted = (error: unknown) => (error instanceof QuoteChangedError ? error.request : null);
const orderOf = (outcome: AttemptOutcome) => (outcome.kind === 'answered' ? (outcome.result as OrderResult) : null);
const PAID_STATUSES: readonly RequestStatus[] = ['paid', 'preparing', 'delivered'];
/** What stops the chosen payment from paying the quote ({} when it can): a wallet that does not cover it, an incomplete card. */
const problemsOf = (context: CustomRequestContext) =>
  paymentProblems({ payment: context.payment, wallet: context.wallet, totalCents: context.request?.total_cents ?? 0 }, new Date());

/** A status read from the server leads to the state of the same name; nothing else moves the request. */
const hasStatus = (statuses: readonly RequestStatus[]) => ({
  type: 'hasStatus' as const,
  params: ({ context }: { context: CustomRequestContext }) => ({ status: context.request?.status ?? null, statuses }),
});

/**
 * A custom request, from the category's form to the paid request: drafting (the one form
 * machine, spawned) → submitting → then whatever the server says the request is: waiting for
 * quotes, quoted, accepted → paying (the checkout's payment attempt), paid, or declined,
 * expired, cancelled. The composition root provides the calls and `openProvider`; a new
 * request's page gives `draft`, where the form keeps what is typed (this person's storage).
 */
export function createCustomRequestMachine(spec: FormSpec<CustomRequestValues, CustomRequestDraft>, draft?: DraftKeeper<CustomRequestValues>) {
  return setup({
    types: {
      context: {} as CustomRequestContext,
      events: {} as CustomRequestEvent,
      input: {} as CustomRequestInput,
    },
    actors: {
      form: createFormMachine<CustomRequestValues, CustomRequestDraft, never>('customRequestForm', spec).provide({
        actions: { keepDraft: (_, { values }) => draft?.keep(values), dropDraft: (_, { values }) => draft?.drop(values) },
      }),
      send: fromPromise<RequestAnswer, { categoryId: number; key: string; request: CustomRequestDraft; photos: File[] }>(() => Promise.reject(new Error('provide "send"'))),
      loadRequest: fromPromise<RequestDetail, { orderId: number }>(() => Promise.reject(new Error('provide "loadRequest"'))),
      /** `quote` is the one the person was shown: an accept names it, so a changed one is not taken. */
      answerQuote: fromPromise<RequestAnswer, { orderId: number; accept: boolean; quote: QuoteSeen | null }>(() =>
        Promise.reject(new Error('provide "answerQuote"')),
      ),
      loadPaymentOptions: fromPromise<{ cards: Card[]; wallet: Wallet }>(() => Promise.reject(new Error('provide "loadPaymentOptions"'))),
      pay: paymentAttemptMachine,
    },
    actions: {
      // Provided by the composition root.
      openProvider: (_, _params: { url: string }) => {},
    },
    guards: {
      isNew: ({ context }) => context.orderId === null,
      formPasses: ({ context }) => {
        const values = context.form?.getSnapshot().context.values;
        return values !== undefined && Object.keys(spec.check(values)).length === 0;
      },
      photosFit: ({ context, event }) =>
        event.type === 'photos.add' && photosProblem([...context.photos, ...event.photos]) === null,
      isThisRequest: ({ context, event }) => event.type === 'request.status' && event.orderId === context.orderId,
      hasStatus: (_, { status, statuses }: { status: RequestStatus | null; statuses: readonly RequestStatus[] }) =>
        status !== null && statuses.includes(status),
      /** Accepted, and the cards and the wallet not read yet on this page (once read, the person's choice stays as it is). */
      awaitsWaysToPay: ({ context }) => context.request?.status === 'accepted' && context.wallet === null,
      paymentPasses: ({ context }) => Object.keys(problemsOf(context)).length === 0,
      /** Waiting at the provider, with a link to go there (without one, the request is read again and shows it waiting). */
      awaitsProvider: (_, { outcome }: { outcome: AttemptOutcome }) =>
        orderOf(outcome)?.order.status === 'pending_provider' && approveUrlOf(orderOf(outcome)?.provider) !== null,
      wasAnswered: (_, { outcome }: { outcome: AttemptOutcome }) => outcome.kind === 'answered',
    },
  }).createMachine({
    id: 'customRequest',
    description: 'A person asks the vendors of a category for something not in the catalogue, then answers the quote and pays it.',
    context: ({ input, spawn }) => ({
      form:
        input.orderId === null
          ? spawn('form', { id: 'form', input: { saved: { ...EMPTY_CUSTOM_REQUEST, vendor_id: input.vendorId ? String(input.vendorId) : '' }, kept: input.kept ?? null } })
          : null,
      orderId: input.orderId,
      categoryId: input.orderId === null ? input.categoryId : null,
      photos: [],
      photoError: null,
      request: input.orderId === null ? null : input.request,
      sendKey: newRequestKey(),
      accepting: true,
      cards: [],
      wallet: null,
      payment: null,
      paymentErrors: {},
      payKey: '',
      error: null,
      retryable: false,
    }),
    initial: 'starting',
    states: {
      starting: {
        description: 'A new request is written; a sent one is followed.',
        always: [
          { guard: 'isNew', target: 'drafting', description: 'The category form: a new request.' },
          { target: 'following.settling', description: "A request's page, with the request it read." },
        ],
      },
      drafting: {
        description: 'The form machine holds what is typed, checks it with its rules and keeps the draft.',
        on: {
          'form.change': { actions: sendTo('form', ({ event }) => event), description: 'A field changes.' },
          'form.blur': { actions: sendTo('form', ({ event }) => event), description: 'A field is left.' },
          'form.discard': {
            actions: [sendTo('form', ({ event }) => event), assign({ photos: [], photoError: null })],
            description: 'The person drops what was typed and the photos.',
          },
          'photos.add': [
            {
              guard: 'photosFit',
              actions: assign({ photos: ({ context, event }) => [...context.photos, ...event.photos], photoError: null }),
              description: 'Pictures of the right type and size, at most four in all: added.',
            },
            {
              actions: assign({ photoError: ({ context, event }) => photosProblem([...context.photos, ...event.photos]) }),
              description: 'A file of the wrong type or size, or one photo too many: the reason is shown, none is added.',
            },
          ],
          'photos.remove': {
            actions: assign({ photos: ({ context, event }) => context.photos.filter((_, index) => index !== event.index), photoError: null }),
            description: 'The person takes a photo away.',
          },
          'form.submit': [
            { guard: 'formPasses', target: 'submitting', description: 'The form passes its checks and is sent.' },
            {
              actions: sendTo('form', { type: 'form.submit' }),
              description: 'Something is missing or wrong: the form says what at each field, nothing is sent.',
            },
          ],
        },
      },
      submitting: {
        description: 'Sending the request (POST /reactapi/request/custom) with its key.',
        entry: assign({ error: null }),
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }) => ({
            categoryId: context.categoryId!,
            key: context.sendKey,
            request: spec.toRequest(context.form!.getSnapshot().context.values),
            photos: context.photos,
          }),
          onDone: {
            target: 'following.settling',
            actions: [
              assign({ orderId: ({ event }) => event.output.request.id, request: ({ event }) => event.output.request }),
              // Sent: the draft is done with.
              sendTo('form', { type: 'form.discard' }),
            ],
            description: 'The server took it: from now on its status leads.',
          },
          onError: {
            target: 'refused',
            actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
            description: 'Refused or unreachable: the toast says why and nothing typed is lost.',
          },
        },
      },
      refused: {
        description: 'Not sent (the toast says why), with a way to try again (same key) or to change the form.',
        on: {
          'form.submit': { target: 'submitting', description: 'Send the same again (Try again).' },
          'form.change': { target: 'drafting', actions: sendTo('form', ({ event }) => event), description: 'The person changes the form.' },
        },
      },
      following: {
        description: 'The request as the server has it; a live status update reads it again.',
        initial: 'loading',
        on: {
          'request.status': [
            { guard: 'isThisRequest', target: '.loading', description: 'The request moved: read it again.' },
            { description: "Another of the person's requests moved: ignored." },
          ],
          'request.reload': { target: '.loading', description: 'Read it again (after a cancel on the page).' },
        },
        states: {
          loading: {
            description: 'Reading the request (POST /reactapi/view/request).',
            invoke: {
              id: 'loadRequest',
              src: 'loadRequest',
              input: ({ context }) => ({ orderId: context.orderId! }),
              onDone: { target: 'settling', actions: assign({ request: ({ event }) => event.output }), description: 'Read.' },
              onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageInPlace(event.error) }), description: 'Not read.' },
            },
          },
          loadFailed: {
            description: 'The request could not be read; the person may try again.',
            on: { 'request.retry': { target: 'loading', description: 'Try again.' } },
          },
          settling: {
            description: "The request's status decides the state.",
            always: [
              { guard: hasStatus(['requested']), target: 'waitingForQuotes', description: 'Requested.' },
              { guard: hasStatus(['quoted']), target: 'quoted', description: 'Quoted.' },
              { guard: 'awaitsWaysToPay', target: 'loadingPayment', description: 'The quote is taken: read the ways to pay first.' },
              { guard: hasStatus(['accepted']), target: 'accepted', description: 'The quote is taken (the ways to pay already read on this page).' },
              { guard: hasStatus(['pending_provider']), target: 'awaitingProvider', description: 'Paid at the provider, not yet captured.' },
              { guard: hasStatus(PAID_STATUSES), target: 'paid', description: 'Paid (then prepared, delivered).' },
              { guard: hasStatus(['declined']), target: 'declined', description: 'Declined.' },
              { guard: hasStatus(['expired']), target: 'expired', description: 'Expired.' },
              { guard: hasStatus(['cancelled']), target: 'cancelled', description: 'Cancelled.' },
              { target: 'paymentFailed', description: 'The payment failed.' },
            ],
          },
          waitingForQuotes: { description: 'Sent; the vendors have not quoted yet.' },
          quoted: {
            description: 'A vendor quoted a price and a date: accept or decline.',
            on: {
              'quote.accept': { target: 'answering', actions: assign({ accepting: true, error: null }), description: 'The person accepts the quote.' },
              'quote.decline': { target: 'answering', actions: assign({ accepting: false, error: null }), description: 'The person declines the quote.' },
            },
          },
          answering: {
            description: 'Sending the answer to the quote (POST /reactapi/request/quote/accept or decline).',
            on: {
              'request.status': { description: 'Ignored until the answer is in: it brings the request.' },
              'request.reload': { description: 'Ignored until the answer is in: it brings the request.' },
            },
            invoke: {
              id: 'answerQuote',
              src: 'answerQuote',
              input: ({ context }) => ({ orderId: context.orderId!, accept: context.accepting, quote: context.request?.custom?.quote ?? null }),
              onDone: { target: 'settling', actions: assign({ request: ({ event }) => event.output.request }), description: 'The server took the answer.' },
              onError: {
                target: 'quoted',
                actions: assign({
                  request: ({ context, event }) => requoted(event.error) ?? context.request,
                  error: ({ event }) => messageInPlace(event.error),
                }),
                description:
                  'Refused or unreachable: the toast says why. A vendor who quoted again since the person saw it: nothing is accepted; the new quote shows, to accept or decline.',
              },
            },
          },
          loadingPayment: {
            description: 'Reading the saved cards and the LYLA Wallet balance.',
            // A failed read before it said nothing that holds for the payment.
            entry: assign({ error: null }),
            invoke: {
              id: 'loadPaymentOptions',
              src: 'loadPaymentOptions',
              onDone: {
                target: 'accepted',
                actions: assign(({ event }) => ({ cards: event.output.cards, wallet: event.output.wallet, payment: startingPayment(event.output.cards) })),
                description: "Ready; the default card is chosen when there is one (as in checkout), never the wallet: it may not cover the quote.",
              },
              onError: {
                target: 'paymentOptionsFailed',
                actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
                description: 'The ways to pay could not be read.',
              },
            },
          },
          paymentOptionsFailed: {
            description: 'The ways to pay could not be read; the person may try again.',
            on: { 'request.retry': { target: 'loadingPayment', description: 'Try again.' } },
          },
          accepted: {
            description: 'The quote is taken: choose how to pay, then pay.',
            on: {
              'payment.choose': {
                actions: assign({ payment: ({ event }) => event.payment, paymentErrors: {}, retryable: false, error: null }),
                description: 'The person picks a card, the LYLA Wallet or the provider.',
              },
              'request.pay': [
                {
                  guard: 'paymentPasses',
                  target: 'paying',
                  actions: assign({ payKey: ({ context }) => (context.retryable ? context.payKey : newRequestKey()), error: null }),
                  description: 'Pay (a new key, or the same one after an unconfirmed attempt).',
                },
                {
                  actions: assign({ paymentErrors: ({ context }) => problemsOf(context) }),
                  description: 'Nothing is sent: no way to pay chosen, a card incomplete or a wallet that does not cover the quote; say why.',
                },
              ],
            },
          },
          paying: {
            description: "Paying the quote through the checkout's payment attempt (POST /reactapi/request/pay).",
            // A status update while paying waits: the payment's answer reads the request again.
            on: {
              'request.status': { description: 'Ignored until the payment answers.' },
              'request.reload': { description: 'Ignored until the payment answers.' },
            },
            invoke: {
              id: 'pay',
              src: 'pay',
              input: ({ context }) => ({
                key: context.payKey,
                request: { orderId: context.orderId!, payment: paymentOf(context.payment) },
              }),
              onDone: [
                {
                  guard: { type: 'awaitsProvider', params: ({ event }) => ({ outcome: event.output }) },
                  target: 'awaitingProvider',
                  actions: { type: 'openProvider', params: ({ event }) => ({ url: String(approveUrlOf(orderOf(event.output)?.provider)) }) },
                  description: 'The person approves at the payment provider first.',
                },
                {
                  guard: { type: 'wasAnswered', params: ({ event }) => ({ outcome: event.output }) },
                  target: 'loading',
                  actions: assign({ error: ({ event }) => orderOf(event.output)?.order.failure ?? null }),
                  description: 'The server answered: read the request for its status.',
                },
                {
                  target: 'accepted',
                  actions: assign({
                    error: ({ event }) => (event.output.kind === 'answered' ? null : event.output.message),
                    retryable: ({ event }) => event.output.kind === 'notConfirmed',
                  }),
                  description: 'Refused or not confirmed: the reason is shown; paying again is safe.',
                },
              ],
            },
          },
          awaitingProvider: { description: 'Waiting for the payment provider to confirm.' },
          paid: { description: 'Paid; the vendor prepares and delivers it.' },
          paymentFailed: { description: 'The payment failed.' },
          declined: { description: 'Declined (by the person or the vendor).' },
          expired: { description: 'Nobody quoted, or the quote was not taken, in time.' },
          cancelled: { description: 'Cancelled by the person.' },
        },
      },
    },
  });
}

/** Why these photos cannot go with a request (the avatar's checks, at most four), or null. */
function photosProblem(photos: readonly File[]): string | null {
  if (photos.length > CUSTOM_REQUEST_MAX_PHOTOS) return `Add at most ${CUSTOM_REQUEST_MAX_PHOTOS} photos`;
  for (const photo of photos) {
    const problem = avatarFileProblem(photo);
    if (problem) return `${photo.name}: ${problem}`;
  }
  return null;
}

/** The payment as the pay call sends it; only a choice that can pay gets here (`paymentPasses`). */
function paymentOf(choice: PaymentChoice | null): PaymentMethod {
  const checked = checkPaymentChoice(choice, new Date());
  if (!checked.ok) throw new Error('customRequest: only a complete payment is sent');
  return checked.method;
}

export type CustomRequestMachine = ReturnType<typeof createCustomRequestMachine>;

/** The machine as documented in docs/statecharts/ and walked by its tests; the app builds its own the same way. */
export const customRequestMachine = createCustomRequestMachine(customRequestForm(() => dayOf(new Date())));
