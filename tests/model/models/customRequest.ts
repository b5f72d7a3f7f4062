import type { SnapshotFrom } from 'xstate';
import type { OrderResult } from '../../../src/api/contract/money';
import type { RequestDetail } from '../../../src/api/contract/requests';
import type { RequestStatus } from '../../../src/domain/requests';
import { EnvelopeError, QuoteChangedError, TransportError } from '../../../src/api/errors';
import { addDays, dayOf } from '../../../src/domain/dates';
import { EMPTY_CARD } from '../../../src/domain/money';
import { customRequestMachine } from '../../../src/machines/customRequestMachine';
import { demoWallet, orderOf, requestDetailOf, savedAddress, savedCard } from '../../support/moneyData';
import type { MachineModel, ModelEntry } from '../plan';

type Snapshot = SnapshotFrom<typeof customRequestMachine>;

/** The category asked (Coffee & Tea in the catalogue handlers) and the request the server makes of it. */
export const CATEGORY_ID = 2;
export const REQUEST_ID = 77;
/** Needed a month from today: within the year the form allows, whenever the suite runs. */
export const FILLED = { description: 'Cold brew for 30', budget: '120', needed_by: addDays(dayOf(new Date()), 30), address_id: String(savedAddress.id) };
export const CHANGED_DESCRIPTION = 'Cold brew for 40';
/** A picture to send with the request, and one over the avatar's 2 MB. */
export const PHOTO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'jugs.png', { type: 'image/png' });
export const BIG_PHOTO = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
/** A request takes at most four photos: four at once fit, five do not. */
const photoNamed = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
export const FOUR_PHOTOS = ['cup-1.png', 'cup-2.png', 'cup-3.png', 'cup-4.png'].map(photoNamed);
export const FIVE_PHOTOS = [...FOUR_PHOTOS, photoNamed('cup-5.png')];
/** Another of the person's requests, whose status updates this page ignores. */
export const OTHER_REQUEST_ID = 78;
export const QUOTE_CENTS = 11_000;
/**
 * The ways to pay read once the quote is taken: the saved (default) card and a wallet that
 * covers the quote, holds exactly the quote (the edge: it still pays), or one cent less
 * (offered disabled, never picked).
 */
const waysToPay = (balanceCents: number) => ({ cards: [savedCard], wallet: { ...demoWallet, balance_cents: balanceCents } });
export const WAYS = waysToPay(QUOTE_CENTS + 5_000);
export const WAYS_EXACT = waysToPay(QUOTE_CENTS);
export const WAYS_SHORT = waysToPay(QUOTE_CENTS - 1);
export const WAYS_FAILED = 'Your cards could not be read right now.';
export const waysFailure = new EnvelopeError(WAYS_FAILED, 503, 50300);

export const SEND_REFUSED = 'This category is no longer available';
export const QUOTE_REFUSED = 'The quote has expired';
export const PAY_REFUSED = 'Your card was declined';
/** What the payment attempt says when the answer was lost and the server never got it. */
export const PAY_LOST = 'The request did not reach us. Nothing was charged; you can try again.';
export const PAYMENT_FAILED = 'The bank did not approve the payment';
export const READ_FAILED = 'The server is busy. Try again in a moment.';
export const sendRefusal = new EnvelopeError(SEND_REFUSED, 400, 40000);
export const quoteRefusal = new EnvelopeError(QUOTE_REFUSED, 409, 40904);
export const readFailure = new EnvelopeError(READ_FAILED, 503, 50300);
export const REQUOTE_CENTS = 99_000;
export const QUOTE_CHANGED = 'The vendor changed the quote: it is now $990.00 by Jan 8, 2099. Accept the new quote if it suits you.';
export const noAnswer = new TransportError();

/** The custom request as the server has it in a status (quoted from `quoted` on). */
export function requestIn(status: RequestStatus): RequestDetail {
  const quoted = status !== 'requested' && status !== 'expired' && status !== 'cancelled';
  return requestDetailOf(
    orderOf({
      id: REQUEST_ID,
      kind: 'custom',
      status,
      vendor_id: quoted ? 7 : null,
      vendor_name: quoted ? 'Ember Roasters' : null,
      total_cents: quoted ? QUOTE_CENTS : 0,
      lines: [],
      failure: status === 'failed' ? PAYMENT_FAILED : null,
      custom: {
        category_id: CATEGORY_ID,
        category_name: 'Coffee & Tea',
        description: FILLED.description,
        quantity: 1,
        budget_cents: 12_000,
        needed_by: FILLED.needed_by,
        quote: quoted ? { price_cents: QUOTE_CENTS, date: '2099-01-08', note: 'Two 15-cup jugs', quoted_at: '2026-11-22T09:00:00.000Z' } : null,
        photos: [],
      },
    }),
    { payment_method: null, can_cancel: ['requested', 'quoted', 'accepted'].includes(status) },
  );
}

/** The request quoted again by its vendor while the person was looking at the first quote. */
export const REQUOTED: RequestDetail = (() => {
  const request = requestIn('quoted');
  return { ...request, total_cents: REQUOTE_CENTS, custom: { ...request.custom!, quote: { ...request.custom!.quote!, price_cents: REQUOTE_CENTS, quoted_at: '2026-11-22T09:05:00.000Z' } } };
})();
export const quoteChanged = new QuoteChangedError(QUOTE_CHANGED, REQUOTED);

const payAnswer = (status: RequestStatus, provider: OrderResult['provider'] = null): OrderResult => ({
  order: { ...requestIn(status), failure: status === 'failed' ? PAYMENT_FAILED : null },
  balance_cents: null,
  provider,
});
export const PAID = payAnswer('paid');
export const FAILED = payAnswer('failed');
export const AT_PROVIDER = payAnswer('pending_provider', { provider_order_id: 'p77', approve_url: '/sandbox-provider/checkout/p77' });
/** The provider took the payment but its answer named no page to approve it at: nothing is opened, the request is read again. */
export const AT_PROVIDER_NO_LINK = payAnswer('pending_provider', null);

const status = (s: Snapshot) => s.context.request?.status ?? null;
const paysWith = (s: Snapshot) => s.context.payment?.type ?? null;
/** Nothing was paid on this page yet: no payment key made. */
const notPaidYet = (s: Snapshot) => s.context.payKey === '';
const formOf = (s: Snapshot) => s.context.form?.getSnapshot();
const description = (s: Snapshot) => formOf(s)?.context.values.description ?? '';
/** In one of these states: a top state (`drafting`) or one of `following` (`quoted`). */
const in_ =
  (...states: string[]) =>
  (s: Snapshot) =>
    states.some((state) => (['drafting', 'submitting', 'refused'].includes(state) ? s.matches(state as never) : s.matches({ following: state } as never)));
/** The ways to pay read: one answer of the wallet's, from the accepted quote's first arrival. */
const waysRead = (name: string, output: typeof WAYS): ModelEntry<Snapshot> => ({
  name,
  event: { type: 'xstate.done.actor.loadPaymentOptions', output },
  when: in_('loadingPayment'),
  to: 'following.accepted',
});

/** A read of the request after a status update or the stream coming back: what the server has now. */
const arrives = (name: string, now: RequestStatus, to: string, when: (s: Snapshot) => boolean): ModelEntry<Snapshot> => ({
  name,
  event: { type: 'xstate.done.actor.loadRequest', output: requestIn(now) },
  when: (s) => s.matches({ following: 'loading' }) && when(s),
  // Every state after sending is the status the server gives.
  to: `following.${to}`,
});
const payOutcome = (name: string, output: unknown, to: string, when: (s: Snapshot) => boolean = () => true): ModelEntry<Snapshot> => ({
  name,
  event: { type: 'xstate.done.actor.pay', output },
  when: (s) => s.matches({ following: 'paying' }) && when(s),
  to: `following.${to}`,
});

/**
 * A custom request from the category's form to the paid request: the form (the one form
 * machine, kept live: the flow's guard reads its values) sent empty, left, filled in, a photo
 * added (one too large refused) or removed (the only one, or the second of four), sent,
 * refused or unanswered and sent again; then the request's page, where every state is the
 * status the server gives (read again on a live status update or when the stream comes back):
 * quoted, accepted or declined (the answer refused once, or the quote changed by the vendor
 * before the accept came and shown again), then the ways to pay read (or not, and read again):
 * the default card to start with, the wallet offered when it covers the quote (exactly the
 * quote still does; a cent less does not); paid by card or wallet, refused, unconfirmed and
 * paid again, paid at the provider, failed; declined, expired or cancelled by the vendor.
 */
export const customRequestModel: MachineModel<Snapshot> = {
  machine: customRequestMachine,
  suite: 'customRequest',
  liveActors: ['form'],
  starts: [
    { name: '', input: { orderId: null, categoryId: CATEGORY_ID } },
    { name: 'a quoted request', input: { orderId: REQUEST_ID, request: requestIn('quoted') } },
  ],
  events: [
    // The form.
    { name: 'sends the empty form', event: { type: 'form.submit' }, when: (s) => in_('drafting')(s) && description(s) === '' && formOf(s)?.value === 'editing', to: 'drafting' },
    { name: 'leaves What you need empty', event: { type: 'form.blur', field: 'description' }, when: (s) => in_('drafting')(s) && description(s) === '' && formOf(s)?.value === 'editing', to: 'drafting' },
    { name: 'fills in the request', event: { type: 'form.change', changes: FILLED }, when: (s) => in_('drafting')(s) && description(s) === '', to: 'drafting' },
    { name: 'adds a photo', event: { type: 'photos.add', photos: [PHOTO] }, when: (s) => in_('drafting')(s) && s.context.photos.length === 0 && s.context.photoError === null, to: 'drafting' },
    { name: 'adds a picture over 2 MB', event: { type: 'photos.add', photos: [BIG_PHOTO] }, when: (s) => in_('drafting')(s) && s.context.photos.length === 0 && s.context.photoError === null, to: 'drafting' },
    { name: 'adds four photos at once', event: { type: 'photos.add', photos: FOUR_PHOTOS }, when: (s) => in_('drafting')(s) && s.context.photos.length === 0 && s.context.photoError === null, to: 'drafting' },
    { name: 'adds five photos at once', event: { type: 'photos.add', photos: FIVE_PHOTOS }, when: (s) => in_('drafting')(s) && s.context.photos.length === 0 && s.context.photoError === null, to: 'drafting' },
    // A refused picture, then one that fits: added, and the reason goes.
    { name: 'adds a photo instead', event: { type: 'photos.add', photos: [PHOTO] }, when: (s) => in_('drafting')(s) && s.context.photos.length === 0 && s.context.photoError !== null, to: 'drafting' },
    { name: 'removes the photo', event: { type: 'photos.remove', index: 0 }, when: (s) => in_('drafting')(s) && s.context.photos.length === 1, to: 'drafting' },
    // One of several taken away: the others stay, in their order.
    { name: 'removes the second photo', event: { type: 'photos.remove', index: 1 }, when: (s) => in_('drafting')(s) && s.context.photos.length === 4, to: 'drafting' },
    { name: 'leaves the page and drops it', event: { type: 'form.discard' }, when: (s) => in_('drafting')(s) && description(s) === FILLED.description, to: 'drafting' },
    { name: 'sends the request', event: { type: 'form.submit' }, when: (s) => in_('drafting')(s) && description(s) !== '', to: 'submitting' },
    { name: 'the server takes it', event: { type: 'xstate.done.actor.send', output: { request: requestIn('requested'), balance_cents: null } }, when: in_('submitting'), to: 'following.waitingForQuotes' },
    { name: 'the server refuses it', event: { type: 'xstate.error.actor.send', error: sendRefusal }, when: (s) => in_('submitting')(s) && description(s) === FILLED.description, to: 'refused' },
    { name: 'no answer comes', event: { type: 'xstate.error.actor.send', error: noAnswer }, when: (s) => in_('submitting')(s) && description(s) === FILLED.description, to: 'refused' },
    { name: 'sends it again', event: { type: 'form.submit' }, when: in_('refused'), to: 'submitting' },
    { name: 'changes what they need', event: { type: 'form.change', changes: { description: CHANGED_DESCRIPTION } }, when: (s) => in_('refused')(s) && s.context.error === '', to: 'drafting' },

    // The request's page: what the server says.
    {
      name: 'a status update comes',
      event: { type: 'request.status', orderId: REQUEST_ID },
      // In accepted only before any payment: the person's choice stays as it was.
      when: (s) => in_('waitingForQuotes', 'answering', 'paying', 'awaitingProvider')(s) || (in_('accepted')(s) && notPaidYet(s) && s.context.error === null),
      // Read again, except while an answer or a payment is on its way (it brings the request).
      to: (from) => (from === 'following.answering' || from === 'following.paying' ? from : 'following.loading'),
    },
    {
      name: 'another request moves',
      event: { type: 'request.status', orderId: OTHER_REQUEST_ID },
      when: in_('waitingForQuotes'),
      to: 'following.waitingForQuotes',
    },
    {
      name: 'the stream comes back',
      event: { type: 'request.reload' },
      when: (s) => in_('answering', 'paying', 'awaitingProvider')(s),
      to: (from) => (from === 'following.answering' || from === 'following.paying' ? from : 'following.loading'),
    },
    arrives('it is quoted', 'quoted', 'quoted', (s) => status(s) === 'requested'),
    arrives('the vendor declined', 'declined', 'declined', (s) => status(s) === 'requested'),
    arrives('it expired', 'expired', 'expired', (s) => status(s) === 'requested'),
    arrives('it was cancelled', 'cancelled', 'cancelled', (s) => status(s) === 'requested'),
    arrives('it is paid', 'paid', 'paid', (s) => status(s) === 'accepted' && !notPaidYet(s) && s.context.error === null),
    arrives('the payment failed', 'failed', 'paymentFailed', (s) => status(s) === 'accepted' && s.context.error === PAYMENT_FAILED),
    // The ways to pay were read on this page: not again, the choice kept.
    arrives('nothing has changed yet', 'accepted', 'accepted', (s) => status(s) === 'accepted' && notPaidYet(s)),
    // Captured meanwhile, the vendor already at work or done: paid.
    arrives('it is being prepared', 'preparing', 'paid', (s) => status(s) === 'pending_provider'),
    arrives('it was delivered', 'delivered', 'paid', (s) => status(s) === 'pending_provider'),
    arrives('the provider has not confirmed yet', 'pending_provider', 'awaitingProvider', (s) => status(s) === 'accepted' && !notPaidYet(s) && paysWith(s) === 'provider'),
    { name: 'it cannot be read', event: { type: 'xstate.error.actor.loadRequest', error: readFailure }, when: (s) => s.matches({ following: 'loading' }) && status(s) === 'requested', to: 'following.loadFailed' },
    {
      name: 'tries again',
      event: { type: 'request.retry' },
      when: in_('loadFailed', 'paymentOptionsFailed'),
      to: (from) => (from === 'following.loadFailed' ? 'following.loading' : 'following.loadingPayment'),
    },

    // The quote.
    { name: 'accepts the quote', event: { type: 'quote.accept' }, when: in_('quoted'), to: 'following.answering' },
    { name: 'declines the quote', event: { type: 'quote.decline' }, when: (s) => in_('quoted')(s) && s.context.error === null, to: 'following.answering' },
    { name: 'the server takes the answer', event: { type: 'xstate.done.actor.answerQuote', output: { request: requestIn('accepted'), balance_cents: null } }, when: (s) => in_('answering')(s) && s.context.accepting, to: 'following.loadingPayment' },
    { name: 'the server takes the answer', event: { type: 'xstate.done.actor.answerQuote', output: { request: requestIn('declined'), balance_cents: null } }, when: (s) => in_('answering')(s) && !s.context.accepting, to: 'following.declined' },
    { name: 'the server refuses the answer', event: { type: 'xstate.error.actor.answerQuote', error: quoteRefusal }, when: (s) => in_('answering')(s) && s.context.accepting, to: 'following.quoted' },
    {
      name: 'the vendor changed the quote meanwhile',
      event: { type: 'xstate.error.actor.answerQuote', error: quoteChanged },
      when: (s) => in_('answering')(s) && s.context.accepting && s.context.error === null,
      to: 'following.quoted',
    },

    // Paying the accepted quote: the ways to pay first.
    waysRead('the ways to pay are read', WAYS),
    waysRead('the wallet holds exactly the quote', WAYS_EXACT),
    waysRead('the wallet is a cent short of the quote', WAYS_SHORT),
    {
      name: 'the ways to pay cannot be read',
      event: { type: 'xstate.error.actor.loadPaymentOptions', error: waysFailure },
      when: (s) => in_('loadingPayment')(s) && s.context.error === null,
      to: 'following.paymentOptionsFailed',
    },
    { name: 'picks a new card', event: { type: 'payment.choose', payment: { type: 'new_card', card: EMPTY_CARD } }, when: (s) => in_('accepted')(s) && paysWith(s) === 'card' && s.context.error === null, to: 'following.accepted' },
    // Only a wallet that covers the quote can be picked: a short one is disabled.
    {
      name: 'picks the wallet',
      event: { type: 'payment.choose', payment: { type: 'wallet' } },
      when: (s) => in_('accepted')(s) && paysWith(s) !== 'wallet' && paysWith(s) !== 'provider' && s.context.wallet!.balance_cents >= QUOTE_CENTS,
      to: 'following.accepted',
    },
    { name: 'picks the payment provider', event: { type: 'payment.choose', payment: { type: 'provider' } }, when: (s) => in_('accepted')(s) && paysWith(s) === 'card' && s.context.error === null, to: 'following.accepted' },
    {
      name: 'pays',
      event: { type: 'request.pay' },
      when: (s) => in_('accepted')(s) && s.context.error !== PAY_LOST && !(paysWith(s) === 'new_card' && Object.keys(s.context.paymentErrors).length > 0),
      // An empty new card is not sent: the person stays to fill it in.
      to: (_, earlier) => (earlier.filter((name) => name.startsWith('picks ')).at(-1) === 'picks a new card' ? 'following.accepted' : 'following.paying'),
    },
    // After a lost answer, paying again is safe: the same payment, under the same key.
    { name: 'pays again', event: { type: 'request.pay' }, when: (s) => in_('accepted')(s) && s.context.error === PAY_LOST, to: 'following.paying' },
    payOutcome('the server takes the payment', { kind: 'answered', result: PAID }, 'loading', (s) => paysWith(s) === 'card' || paysWith(s) === 'wallet'),
    payOutcome('the bank fails the payment', { kind: 'answered', result: FAILED }, 'loading', (s) => paysWith(s) === 'card' && !s.context.retryable),
    payOutcome('the server refuses the payment', { kind: 'refused', message: PAY_REFUSED }, 'accepted', (s) => paysWith(s) === 'card' && !s.context.retryable),
    payOutcome('the answer is lost', { kind: 'notConfirmed', message: PAY_LOST }, 'accepted', (s) => paysWith(s) === 'card' && !s.context.retryable && s.context.error === null),
    payOutcome('the provider must approve', { kind: 'answered', result: AT_PROVIDER }, 'awaitingProvider', (s) => paysWith(s) === 'provider'),
    payOutcome('the provider names no page to approve at', { kind: 'answered', result: AT_PROVIDER_NO_LINK }, 'loading', (s) => paysWith(s) === 'provider'),
  ],
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      form: formOf(s)?.value,
      photos: s.context.photos.length,
      photoError: s.context.photoError,
      description: description(s),
      status: status(s),
      error: s.context.error,
      // The quote shown: a changed one and a refused answer both leave '' (the toast says why).
      quote: s.context.request?.custom?.quote?.price_cents ?? null,
      accepting: s.context.accepting,
      payment: paysWith(s),
      wallet: s.context.wallet?.balance_cents ?? null,
      triedToPay: !notPaidYet(s),
      paymentErrors: Object.keys(s.context.paymentErrors).length > 0,
      retryable: s.context.retryable,
    }),
};
