import { assign, fromPromise, setup } from 'xstate';
import type { Card } from '../api/contract/account';
import type { Wallet, WalletMovement } from '../api/contract/money';
import { checkRecharge, EMPTY_CARD, newRequestKey, startingPayment, typedCardOf, type NewCardDraft, type PaymentChoice } from '../domain/money';
import { approveUrlOf, failureOf, paymentAttemptMachine, type AttemptOutcome } from './paymentAttemptMachine';
import { limitsOf } from './walletLimits';
import { messageInPlace } from './failure';

export interface WalletAddContext {
  wallet: Wallet | null;
  cards: Card[];
  amount: string;
  choice: PaymentChoice | null;
  /** The new card typed so far, kept while another way to pay is tried. */
  typedCard: NewCardDraft;
  showErrors: boolean;
  /** The idempotency key of the request being sent; a retry sends the same one. */
  key: string;
  movement: WalletMovement | null;
  error: string | null;
  /** The last attempt never reached the server or was not confirmed: sending it again is safe. */
  retryable: boolean;
}

export type WalletAddEvent =
  | { type: 'wallet.retry' }
  | { type: 'add.changeAmount'; amount: string }
  | { type: 'add.choose'; choice: PaymentChoice }
  | { type: 'add.submit' }
  | { type: 'add.retry' }
  | { type: 'add.edit' };

const rechargeCheck = (context: WalletAddContext) =>
  checkRecharge(context.amount, context.choice, limitsOf(context.wallet), new Date());

/** The form's errors for the screen (the same check the machine applies). */
export const rechargeErrors = (context: WalletAddContext) => {
  const checked = rechargeCheck(context);
  return checked.ok ? {} : checked.errors;
};

/** The movement the server answered with, for an outcome the guards below found answered. */
const movementOf = (outcome: AttemptOutcome) => (outcome as Extract<AttemptOutcome, { kind: 'answered' }>).result as WalletMovement;
const pendingAtProvider = (outcome: AttemptOutcome) => outcome.kind === 'answered' && movementOf(outcome).status === 'pending_provider';

/** `wallet/add`: add money to the LYLA Wallet by card or through the payment provider. */
export const walletAddMachine = setup({
  types: { context: {} as WalletAddContext, events: {} as WalletAddEvent },
  actors: {
    loadWalletAndCards: fromPromise<{ wallet: Wallet; cards: Card[] }>(() => Promise.reject(new Error('provide "loadWalletAndCards"'))),
    pay: paymentAttemptMachine,
  },
  actions: {
    // Provided by the composition root: leave for the provider's approval page.
    openProvider: (_, _params: { url: string }) => {},
  },
  guards: {
    isRetryable: ({ context }) => context.retryable,
    isRechargeValid: ({ context }) => rechargeCheck(context).ok,
    isPendingAtProvider: (_, params: { outcome: AttemptOutcome }) => pendingAtProvider(params.outcome),
    /** Waiting at the provider, with a link to go there. */
    awaitsProvider: (_, params: { outcome: AttemptOutcome }) =>
      pendingAtProvider(params.outcome) && approveUrlOf(movementOf(params.outcome).provider) !== null,
    wasAnswered: (_, params: { outcome: AttemptOutcome }) => params.outcome.kind === 'answered',
  },
}).createMachine({
  id: 'walletAdd',
  description: 'A person adds money to the LYLA Wallet with a saved card, a new card or the payment provider.',
  context: {
    wallet: null,
    // Stryker disable next-line ArrayDeclaration: read only once loaded, and loading sets it before the form shows.
    cards: [],
    amount: '',
    choice: null,
    typedCard: EMPTY_CARD,
    showErrors: false,
    // Stryker disable next-line StringLiteral: the only way to paying (a valid submit) sets a new key first.
    key: '',
    movement: null,
    error: null,
    // Stryker disable next-line BooleanLiteral: read only in failed, and every way into failed sets it.
    retryable: false,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the balance, the limits and the saved cards.',
      invoke: {
        id: 'loadWalletAndCards',
        src: 'loadWalletAndCards',
        onDone: {
          target: 'editing',
          actions: assign({
            wallet: ({ event }) => event.output.wallet,
            cards: ({ event }) => event.output.cards,
            choice: ({ event }) => startingPayment(event.output.cards),
          }),
          description: 'Ready; the default card is chosen when there is one.',
        },
        onError: {
          target: 'loadFailed',
          // Stryker disable next-line ObjectLiteral,ArrowFunction: the app's loader makes only calls, each failing with an API error whose in-place message is '' (its toast said it), which shows as null does.
          actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
          description: 'The wallet could not be read.',
        },
      },
    },
    loadFailed: {
      description: 'The wallet could not be read; the person may try again.',
      on: { 'wallet.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'Amount and how to pay.',
      on: {
        'add.changeAmount': { actions: assign({ amount: ({ event }) => event.amount }), description: 'The person types an amount.' },
        'add.choose': {
          actions: assign({
            choice: ({ event }) => event.choice,
            typedCard: ({ context, event }) => typedCardOf(event.choice, context.typedCard),
          }),
          description: 'The person picks how to pay.',
        },
        'add.submit': [
          {
            guard: 'isRechargeValid',
            target: 'paying',
            actions: assign({ key: () => newRequestKey(), showErrors: false }),
            description: 'Valid: send it (with a new request key).',
          },
          { actions: assign({ showErrors: true }), description: 'Something is missing or wrong: show why.' },
        ],
      },
    },
    paying: {
      description: 'Adding the money (POST /reactapi/user/recharge).',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => {
          const checked = rechargeCheck(context);
          // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable, isRechargeValid lets only a valid request here (the throw is for the type).
          if (!checked.ok) throw new Error('walletAdd: only a valid request is sent');
          return { key: context.key, request: { idempotency_key: context.key, ...checked.request } };
        },
        onDone: [
          {
            guard: { type: 'awaitsProvider', params: ({ event }) => ({ outcome: event.output }) },
            target: 'toProvider',
            actions: { type: 'openProvider', params: ({ event }) => ({ url: String(approveUrlOf(movementOf(event.output).provider)) }) },
            description: 'The buyer approves at the payment provider first.',
          },
          {
            guard: { type: 'isPendingAtProvider', params: ({ event }) => ({ outcome: event.output }) },
            target: 'failed',
            actions: assign({ retryable: false, error: 'We could not reach the payment provider. Check your wallet before adding money again.' }),
            description: 'Started, but no link to the provider came back: not sent to an empty address, nor paid again blindly.',
          },
          {
            guard: { type: 'wasAnswered', params: ({ event }) => ({ outcome: event.output }) },
            target: 'done',
            actions: assign({ movement: ({ event }) => movementOf(event.output) }),
            description: 'The money was added.',
          },
          {
            target: 'failed',
            actions: assign(({ event }) => failureOf(event.output)),
            description: 'Refused or not confirmed: the reason is shown.',
          },
        ],
      },
    },
    failed: {
      description: 'The money was not added; the person may try again (never charged twice) or change the request.',
      on: {
        'add.retry': {
          guard: 'isRetryable',
          target: 'paying', description: 'Try again with the same request key.' },
        'add.edit': { target: 'editing', description: 'Change the amount or how to pay.' },
      },
    },
    toProvider: { type: 'final', description: 'The buyer went to the payment provider to approve.' },
    done: { type: 'final', description: 'The money was added.' },
  },
});
