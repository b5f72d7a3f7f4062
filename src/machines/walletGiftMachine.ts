import { assign, fromPromise, setup } from 'xstate';
import type { Wallet, WalletMovement } from '../api/contract/money';
import { checkGift, newRequestKey, type GiftDraft } from '../domain/money';
import { failureOf, paymentAttemptMachine, type AttemptOutcome } from './paymentAttemptMachine';
import { limitsOf } from './walletLimits';
import { messageInPlace } from './failure';

export interface WalletGiftContext {
  wallet: Wallet | null;
  /** The signed-in person's email: a gift to oneself is refused before sending. */
  ownEmail: string | null;
  draft: GiftDraft;
  /** Shows the form's errors once the person has tried to go on. */
  showErrors: boolean;
  /** The idempotency key of the reviewed gift; a retry sends the same one. */
  key: string;
  movement: WalletMovement | null;
  error: string | null;
  /** The last attempt never reached the server or was not confirmed: sending it again is safe. */
  retryable: boolean;
}

export type WalletGiftEvent =
  | { type: 'wallet.retry' }
  | { type: 'gift.change'; changes: Partial<GiftDraft> }
  | { type: 'gift.review' }
  | { type: 'gift.edit' }
  | { type: 'gift.confirm' }
  | { type: 'gift.retry' };

const giftCheck = ({ wallet, ownEmail, draft }: WalletGiftContext) =>
  checkGift(draft, { balanceCents: wallet?.balance_cents ?? 0, limits: limitsOf(wallet), ownEmail });

/** The form's errors for the screen (the same check the machine applies). */
export const giftErrors = (context: WalletGiftContext) => {
  const checked = giftCheck(context);
  return checked.ok ? {} : checked.errors;
};

/** The gift as it will be sent (email trimmed and lower-cased, amount in cents); null while the form is not valid. */
export const giftRequest = (context: WalletGiftContext) => {
  const checked = giftCheck(context);
  return checked.ok ? checked.request : null;
};

/** `wallet/gift`: send LYLA Wallet money to another registered person. */
export const walletGiftMachine = setup({
  types: {
    context: {} as WalletGiftContext,
    events: {} as WalletGiftEvent,
    input: {} as { ownEmail: string | null },
  },
  actors: {
    loadWallet: fromPromise<Wallet>(() => Promise.reject(new Error('provide "loadWallet"'))),
    pay: paymentAttemptMachine,
  },
  guards: {
    isRetryable: ({ context }) => context.retryable,
    isGiftValid: ({ context }) => giftCheck(context).ok,
    wasAnswered: (_, params: { outcome: AttemptOutcome }) => params.outcome.kind === 'answered',
  },
}).createMachine({
  id: 'walletGift',
  description: 'A person sends part of their LYLA Wallet balance to another registered person.',
  context: ({ input }) => ({
    wallet: null,
    ownEmail: input.ownEmail,
    draft: { recipient: '', amount: '', message: '' },
    showErrors: false,
    // Stryker disable next-line StringLiteral: the only way to sending (a valid gift confirmed) sets a new key first.
    key: '',
    movement: null,
    error: null,
    // Stryker disable next-line BooleanLiteral: read only in failed, and every way into failed sets it.
    retryable: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the balance and the limits.',
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: { target: 'editing', actions: assign({ wallet: ({ event }) => event.output }), description: 'The balance arrived.' },
        onError: {
          target: 'loadFailed',
          // Stryker disable next-line ObjectLiteral,ArrowFunction: the app's loader fails only with an API error, whose in-place message is '' (its toast said it), which shows as null does.
          actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
          description: 'The balance could not be read.',
        },
      },
    },
    loadFailed: {
      description: 'The balance could not be read; the person may try again.',
      on: { 'wallet.retry': { target: 'loading', description: 'Try again.' } },
    },
    editing: {
      description: 'Recipient, amount and message.',
      on: {
        'gift.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }),
          description: 'The person types.',
        },
        'gift.review': [
          {
            guard: 'isGiftValid',
            target: 'confirming',
            actions: assign({ key: () => newRequestKey(), showErrors: false }),
            description: 'The gift is valid: show it for confirmation (with a new request key).',
          },
          { actions: assign({ showErrors: true }), description: 'Something is missing or wrong: show why.' },
        ],
      },
    },
    confirming: {
      description: 'The person checks the gift before it is sent.',
      on: {
        'gift.edit': { target: 'editing', description: 'Back to the form.' },
        'gift.confirm': { target: 'sending', description: 'The person sends the gift.' },
      },
    },
    sending: {
      description: 'Sending the gift (POST /reactapi/user/gift).',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ key: context.key, request: giftRequestOf(context) }),
        onDone: [
          {
            guard: { type: 'wasAnswered', params: ({ event }) => ({ outcome: event.output }) },
            target: 'sent',
            // Stryker disable next-line ConditionalExpression: wasAnswered let only an answer here (the null is for the type).
            actions: assign({ movement: ({ event }) => (event.output.kind === 'answered' ? (event.output.result as WalletMovement) : null) }),
            description: 'The gift was sent.',
          },
          {
            target: 'failed',
            actions: assign(({ event }) => failureOf(event.output)),
            description: 'The gift was refused or could not be confirmed: the reason is shown.',
          },
        ],
      },
    },
    failed: {
      description: 'The gift did not go through; the person may try again (same request, never twice) or change it.',
      on: {
        'gift.retry': {
          guard: 'isRetryable',
          target: 'sending', description: 'Try again with the same request key.' },
        'gift.edit': { target: 'editing', description: 'Change the gift.' },
      },
    },
    sent: { type: 'final', description: 'The gift was sent; both balances changed.' },
  },
});

function giftRequestOf(context: WalletGiftContext) {
  const checked = giftCheck(context);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable, only a gift that passed its checks is confirmed and sent (the throw is for the type).
  if (!checked.ok) throw new Error('walletGift: only a valid gift is sent');
  return { idempotency_key: context.key, ...checked.request };
}
