import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressInput, Card } from '../api/contract/account';
import type { OrderResult, Wallet } from '../api/contract/money';
import { EMPTY_ADDRESS } from '../domain/account';
import { checkAddress } from '../domain/formRules';
import { checkPaymentChoice, EMPTY_CARD, newRequestKey, paymentProblems, startingPayment, typedCardOf, type NewCardDraft, type PaymentChoice } from '../domain/money';
import { approveUrlOf, paymentAttemptMachine, type AttemptOutcome } from './paymentAttemptMachine';
import { messageInPlace } from './failure';

/** A cart line as the order sends it. */
export interface CheckoutLine {
  product_id: number;
  quantity: number;
  options: Record<string, string>;
}

export type DeliveryChoice = { type: 'saved'; addressId: number } | { type: 'new'; address: AddressInput };

export interface CheckoutContext {
  vendorId: number;
  addresses: Address[];
  cards: Card[];
  wallet: Wallet | null;
  /** The cart as the person confirmed it when leaving the review. */
  lines: CheckoutLine[];
  totalCents: number;
  delivery: DeliveryChoice | null;
  payment: PaymentChoice | null;
  /** What was typed for a new address and a new card, kept while another choice is tried. */
  typedAddress: AddressInput;
  typedCard: NewCardDraft;
  showErrors: boolean;
  /** The idempotency key of the order being paid; a retry sends the same one. */
  key: string;
  /** The paid order, for the page that says it was placed. */
  result: OrderResult | null;
  error: string | null;
  /** The last attempt never reached the server or was not confirmed: sending it again is safe. */
  retryable: boolean;
}

export type CheckoutEvent =
  | { type: 'checkout.retryLoad' }
  | { type: 'checkout.reviewed'; lines: CheckoutLine[]; totalCents: number }
  | { type: 'checkout.chooseDelivery'; delivery: DeliveryChoice }
  | { type: 'checkout.choosePayment'; payment: PaymentChoice }
  | { type: 'checkout.continue' }
  | { type: 'checkout.back' }
  | { type: 'checkout.pay' }
  | { type: 'checkout.retry' }
  | { type: 'checkout.changePayment' };

/**
 * Whether the order can go to the address chosen: a saved one, or a new one that passes the
 * address form's rules (Settings → Addresses uses them too; its fields show each message).
 * Nothing is chosen only when nothing is saved, and then the new address's fields show why.
 */
const deliveryReady = (delivery: DeliveryChoice | null) =>
  delivery !== null && (delivery.type === 'saved' || Object.keys(checkAddress(delivery.address)).length === 0);

const resultOf = (outcome: AttemptOutcome) => (outcome.kind === 'answered' ? (outcome.result as OrderResult) : null);
const pendingAtProvider = (outcome: AttemptOutcome) => resultOf(outcome)?.order?.status === 'pending_provider';

function orderRequestOf(context: CheckoutContext) {
  const checked = checkPaymentChoice(context.payment, new Date());
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: unreachable, hasDelivery and hasPayment let only a complete order here (the throw is for the type).
  if (!checked.ok || !context.delivery) throw new Error('checkout: only a complete order is sent');
  return {
    idempotency_key: context.key,
    vendor_id: context.vendorId,
    lines: context.lines,
    delivery: context.delivery.type === 'saved' ? { address_id: context.delivery.addressId } : { address: context.delivery.address },
    payment: checked.method,
  };
}

/** `/checkout/categories/{categoryId}/vendors/{vendorId}`: one vendor's cart becomes a paid order. */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { vendorId: number },
  },
  actors: {
    loadCheckout: fromPromise<{ addresses: Address[]; cards: Card[]; wallet: Wallet }>(() =>
      Promise.reject(new Error('provide "loadCheckout"')),
    ),
    pay: paymentAttemptMachine,
  },
  actions: {
    // Provided by the composition root.
    openProvider: (_, _params: { url: string }) => {},
    clearCart: (_, _params: { vendorId: number }) => {},
  },
  guards: {
    isRetryable: ({ context }) => context.retryable,
    hasLines: ({ event }) => event.type === 'checkout.reviewed' && event.lines.length > 0,
    hasDelivery: ({ context }) => deliveryReady(context.delivery),
    hasPayment: ({ context }) => Object.keys(paymentProblems(context, new Date())).length === 0,
    isPendingAtProvider: (_, params: { outcome: AttemptOutcome }) => pendingAtProvider(params.outcome),
    /** Waiting at the provider, with a link to go there. */
    awaitsProvider: (_, params: { outcome: AttemptOutcome }) =>
      pendingAtProvider(params.outcome) && approveUrlOf(resultOf(params.outcome)?.provider) !== null,
    isPaid: (_, params: { outcome: AttemptOutcome }) => resultOf(params.outcome)?.order?.status === 'paid',
  },
}).createMachine({
  id: 'checkout',
  description: "A person pays for one vendor's cart: review, delivery address, payment method, confirm.",
  context: ({ input }) => ({
    vendorId: input.vendorId,
    // Stryker disable next-line ArrayDeclaration: read only once loaded, and loading sets it before a step shows.
    addresses: [],
    // Stryker disable next-line ArrayDeclaration: read only once loaded, and loading sets it before a step shows.
    cards: [],
    wallet: null,
    // Stryker disable next-line ArrayDeclaration: read only after the review, which sets the lines confirmed.
    lines: [],
    totalCents: 0,
    delivery: null,
    payment: null,
    typedAddress: EMPTY_ADDRESS,
    typedCard: EMPTY_CARD,
    // Stryker disable next-line BooleanLiteral: read only on the delivery and payment steps, and confirming the cart sets it first.
    showErrors: false,
    // Stryker disable next-line StringLiteral: the only way to paying (on to the summary) sets a new key first.
    key: '',
    result: null,
    error: null,
    // Stryker disable next-line BooleanLiteral: read only in failed, and every way into failed sets it.
    retryable: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading addresses, saved cards and the wallet balance.',
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        onDone: {
          target: 'review',
          actions: assign(({ event }) => {
            const { addresses, cards, wallet } = event.output;
            const address = addresses.find((candidate) => candidate.is_default) ?? addresses[0];
            return {
              addresses,
              cards,
              wallet,
              delivery: address ? { type: 'saved' as const, addressId: address.id } : null,
              payment: startingPayment(cards),
            };
          }),
          description: 'Ready; the default address and card are chosen when there are some.',
        },
        onError: {
          target: 'loadFailed',
          // Stryker disable next-line ObjectLiteral,ArrowFunction: the app's loader makes only calls, each failing with an API error whose in-place message is '' (its toast said it), which shows as null does.
          actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
          description: 'The checkout could not be prepared.',
        },
      },
    },
    loadFailed: {
      description: 'The checkout could not be prepared; the person may try again.',
      on: { 'checkout.retryLoad': { target: 'loading', description: 'Try again.' } },
    },
    review: {
      description: 'The cart: quantities can change, lines can go.',
      on: {
        'checkout.reviewed': {
          guard: 'hasLines',
          target: 'delivery',
          actions: assign({ lines: ({ event }) => event.lines, totalCents: ({ event }) => event.totalCents, showErrors: false }),
          description: 'The person confirms the cart.',
        },
      },
    },
    delivery: {
      description: 'Where to deliver: a saved address or a new one.',
      on: {
        'checkout.chooseDelivery': {
          actions: assign({
            delivery: ({ event }) => event.delivery,
            typedAddress: ({ context, event }) => (event.delivery.type === 'new' ? event.delivery.address : context.typedAddress),
          }),
          description: 'The person picks or types an address.',
        },
        'checkout.continue': [
          { guard: 'hasDelivery', target: 'payment', actions: assign({ showErrors: false }), description: 'On to payment.' },
          { actions: assign({ showErrors: true }), description: 'The address is missing or incomplete: show why.' },
        ],
        'checkout.back': { target: 'review', description: 'Back to the cart.' },
      },
    },
    payment: {
      description: 'How to pay: saved card, new card, LYLA Wallet (when it covers the total) or the payment provider.',
      on: {
        'checkout.choosePayment': {
          actions: assign({
            payment: ({ event }) => event.payment,
            typedCard: ({ context, event }) => typedCardOf(event.payment, context.typedCard),
          }),
          description: 'The person picks how to pay.',
        },
        'checkout.continue': [
          {
            guard: 'hasPayment',
            target: 'confirm',
            actions: assign({ key: () => newRequestKey(), showErrors: false }),
            description: 'On to the summary (with a new request key for this order).',
          },
          { actions: assign({ showErrors: true }), description: 'The payment is missing or invalid: show why.' },
        ],
        'checkout.back': {
          target: 'delivery',
          // The payment's reasons are not the address's: they show there only once asked to go on.
          actions: assign({ showErrors: false }),
          description: 'Back to the address.',
        },
      },
    },
    confirm: {
      description: 'The summary: lines, address, payment, total.',
      on: {
        'checkout.pay': { target: 'processing', description: 'The person pays.' },
        'checkout.back': { target: 'payment', description: 'Back to the payment.' },
      },
    },
    processing: {
      description: 'Placing and paying the order (POST /reactapi/order/create).',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ key: context.key, request: orderRequestOf(context) }),
        onDone: [
          {
            guard: { type: 'awaitsProvider', params: ({ event }) => ({ outcome: event.output }) },
            target: 'toProvider',
            actions: { type: 'openProvider', params: ({ event }) => ({ url: String(approveUrlOf(resultOf(event.output)?.provider)) }) },
            description: 'The buyer approves at the payment provider first.',
          },
          {
            guard: { type: 'isPendingAtProvider', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: assign({ retryable: false, error: 'We could not reach the payment provider. Check your requests before paying again.' }),
            description: 'Placed, but no link to the provider came back: not sent to an empty address, nor paid again blindly.',
          },
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ outcome: event.output }) },
            target: 'done',
            actions: [
              assign({ result: ({ event }) => resultOf(event.output) }),
              { type: 'clearCart', params: ({ context }) => ({ vendorId: context.vendorId }) },
            ],
            description: 'Paid: the cart of this vendor is emptied.',
          },
          {
            target: 'failed',
            actions: assign({
              retryable: ({ event }) => event.output.kind === 'notConfirmed',
              error: ({ event }) =>
                event.output.kind === 'answered'
                  ? (resultOf(event.output)?.order?.failure ?? 'The payment failed')
                  : event.output.message,
            }),
            description: 'Refused, failed or not confirmed: the reason is shown.',
          },
        ],
      },
    },
    failed: {
      description: 'Not paid; the person may try again (never charged twice) or pay another way.',
      on: {
        'checkout.retry': { guard: 'isRetryable', target: 'processing', description: 'Try again with the same request key.' },
        'checkout.changePayment': { target: 'payment', description: 'Choose another way to pay.' },
      },
    },
    toProvider: { type: 'final', description: 'The buyer went to the payment provider to approve.' },
    done: { type: 'final', description: 'Paid; the order shows in the requests.' },
  },
});
