import type { StateValue } from 'xstate';
import { EMPTY_CARD } from '../../../src/domain/money';
import { checkoutMachine } from '../../../src/machines/checkoutMachine';
import { walletAddMachine } from '../../../src/machines/walletAddMachine';
import { walletGiftMachine } from '../../../src/machines/walletGiftMachine';
import { orderOf, savedAddress, savedCard } from '../../support/moneyData';
import { demoUser } from '../../support/sessionHandlers';
import type { AnySnapshot, MachineModel, ModelEntry } from '../plan';

/** Money flows: checkout, add funds and gift. Each pays through a payment attempt (`pay`). */

type Snapshot = { value: StateValue; matches(value: never): boolean; context: Record<string, unknown> };

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
export const typeOf = (value: unknown) => (value as { type?: string } | null)?.type;

export const WALLET = {
  balance_cents: 5_000,
  entries: [],
  limits: { recharge_min_cents: 500, recharge_max_cents: 100_000, gift_min_cents: 100, gift_max_cents: 50_000 },
};
export const CARD = { id: 7, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, holder_name: 'Maya Thompson', is_default: true };
const completed = { status: 'completed', entry: null, balance_cents: 7_500, provider: null };
const pending = { status: 'pending_provider', entry: null, balance_cents: 5_000, provider: { provider_order_id: 'p1', approve_url: '/sandbox-provider/checkout/p1' } };
const paidOrder = { order: orderOf(), balance_cents: null, provider: null };
const pendingOrder = { order: orderOf({ status: 'pending_provider' }), balance_cents: null, provider: pending.provider };
/** An order answered but not paid, with no reason given: the product's general one is said. */
export const UNPAID = 'the order comes back unpaid';
export const UNPAID_REASON = 'The payment failed';
const unpaidOrder = { order: orderOf({ status: 'failed', failure: null }), balance_cents: null, provider: null };
/** An order answered but not paid, with the reason the server gives: that reason is said. */
export const UNPAID_SAYING_WHY = 'the order comes back unpaid, saying why';
export const UNPAID_WHY = 'Your bank declined the payment';
const unpaidOrderSayingWhy = { ...unpaidOrder, order: orderOf({ status: 'failed', failure: UNPAID_WHY }) };
/** Waiting at the provider, but the answer has no link to it (a backend that does not send one): nobody is sent to an empty address. */
export const NO_PROVIDER_LINK = 'the provider gives no link';

/** The three answers to a money request: paid (`paidIn` the flow's end state), refused, lost. */
const payOutcomes = (refusal: string, paidIn: string, answered: unknown = completed): ModelEntry[] => [
  { name: 'the server says yes', event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: answered } }, when: is('paying', 'sending', 'processing'), to: paidIn },
  { name: 'the server refuses', event: { type: 'xstate.done.actor.pay', output: { kind: 'refused', message: refusal } }, when: is('paying', 'sending', 'processing'), to: 'failed' },
  { name: 'the answer is lost', event: { type: 'xstate.done.actor.pay', output: { kind: 'notConfirmed', message: 'lost' } }, when: is('paying', 'sending', 'processing'), to: 'failed' },
];

/** The last of `names` among the path's earlier events. */
const lastOf = (earlier: string[], ...names: string[]) => earlier.filter((name) => names.includes(name)).at(-1);

const INPUT = { ownEmail: demoUser.email, vendorId: 2 };

// Which data tells states apart, for all three flows.
const serializeState = (s: AnySnapshot) =>
  JSON.stringify({
    value: s.value,
    retryable: s.context.retryable,
    typed: s.context.amount ?? (s.context.draft as { amount?: string })?.amount,
    choice: typeOf(s.context.choice ?? s.context.payment),
    delivery: typeOf(s.context.delivery),
    showErrors: s.context.showErrors,
  });

export const walletGiftModel: MachineModel<Snapshot> = {
  machine: walletGiftMachine,
  suite: 'walletGift',
  starts: [{ name: '', input: INPUT }],
  serializeState,
  events: [
    { name: 'the wallet arrives', event: { type: 'xstate.done.actor.loadWallet', output: WALLET }, when: is('loading'), to: 'editing' },
    { name: 'the wallet fails', event: { type: 'xstate.error.actor.loadWallet', error: 'down' }, when: is('loading'), to: 'loadFailed' },
    { name: 'tries the wallet again', event: { type: 'wallet.retry' }, when: is('loadFailed'), to: 'loading' },
    { name: 'asks to review an empty gift', event: { type: 'gift.review' }, when: and(is('editing'), (s) => (s.context.draft as { amount: string }).amount === ''), to: 'editing' },
    {
      name: 'types a gift',
      event: { type: 'gift.change', changes: { recipient: 'friend@lyla.example', amount: '10', message: 'Lunch' } },
      when: and(is('editing'), (s) => (s.context.draft as { amount: string }).amount === ''),
      to: 'editing',
    },
    { name: 'reviews the gift', event: { type: 'gift.review' }, when: and(is('editing'), (s) => (s.context.draft as { amount: string }).amount !== ''), to: 'confirming' },
    { name: 'edits the gift', event: { type: 'gift.edit' }, when: is('confirming', 'failed'), to: 'editing' },
    { name: 'sends the gift', event: { type: 'gift.confirm' }, when: is('confirming'), to: 'sending' },
    // After a failure the gift is edited and sent again: another request, with a new key.
    { name: 'sends the gift again', event: { type: 'gift.confirm' }, when: and(is('confirming'), (s) => s.context.error !== null), to: 'sending' },
    ...payOutcomes('No LYLA account uses this email', 'sent'),
    { name: 'tries again', event: { type: 'gift.retry' }, when: and(is('failed'), (s) => s.context.retryable === true), to: 'sending' },
  ],
};

export const walletAddModel: MachineModel<Snapshot> = {
  machine: walletAddMachine,
  suite: 'walletAdd',
  starts: [{ name: '', input: INPUT }],
  serializeState,
  events: [
    { name: 'wallet and cards arrive', event: { type: 'xstate.done.actor.loadWalletAndCards', output: { wallet: WALLET, cards: [CARD] } }, when: is('loading'), to: 'editing' },
    { name: 'the wallet fails', event: { type: 'xstate.error.actor.loadWalletAndCards', error: 'down' }, when: is('loading'), to: 'loadFailed' },
    { name: 'tries the wallet again', event: { type: 'wallet.retry' }, when: is('loadFailed'), to: 'loading' },
    { name: 'sends without an amount', event: { type: 'add.submit' }, when: and(is('editing'), (s) => s.context.amount === ''), to: 'editing' },
    { name: 'types an amount', event: { type: 'add.changeAmount', amount: '25' }, when: and(is('editing'), (s) => s.context.amount === ''), to: 'editing' },
    { name: 'chooses the payment provider', event: { type: 'add.choose', choice: { type: 'provider' } }, when: and(is('editing'), (s) => typeOf(s.context.choice) === 'card'), to: 'editing' },
    { name: 'adds the funds', event: { type: 'add.submit' }, when: and(is('editing'), (s) => s.context.amount !== ''), to: 'paying' },
    ...payOutcomes('Your card was declined', 'done'),
    { name: 'the provider must approve', event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: pending } }, when: is('paying'), to: 'toProvider' },
    { name: NO_PROVIDER_LINK, event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: { ...pending, provider: null } } }, when: is('paying'), to: 'failed' },
    { name: 'changes the request', event: { type: 'add.edit' }, when: is('failed'), to: 'editing' },
    // Changed after a failure, it is another request: sent with a new key.
    { name: 'types another amount', event: { type: 'add.changeAmount', amount: '30' }, when: and(is('editing'), (s) => s.context.amount === '25' && s.context.key !== ''), to: 'editing' },
    { name: 'tries again', event: { type: 'add.retry' }, when: and(is('failed'), (s) => s.context.retryable === true), to: 'paying' },
  ],
};

export const checkoutModel: MachineModel<Snapshot> = {
  machine: checkoutMachine,
  suite: 'checkout',
  starts: [{ name: '', input: INPUT }],
  serializeState,
  events: [
    { name: 'the checkout is ready', event: { type: 'xstate.done.actor.loadCheckout', output: { addresses: [savedAddress], cards: [savedCard], wallet: WALLET } }, when: is('loading'), to: 'review' },
    { name: 'the checkout fails', event: { type: 'xstate.error.actor.loadCheckout', error: 'down' }, when: is('loading'), to: 'loadFailed' },
    { name: 'tries again', event: { type: 'checkout.retryLoad' }, when: is('loadFailed'), to: 'loading' },
    { name: 'confirms the cart', event: { type: 'checkout.reviewed', lines: [{ product_id: 1, quantity: 1, options: {} }], totalCents: 4_900 }, when: is('review'), to: 'delivery' },
    { name: 'picks a new address', event: { type: 'checkout.chooseDelivery', delivery: { type: 'new', address: {} } }, when: and(is('delivery'), (s) => typeOf(s.context.delivery) === 'saved'), to: 'delivery' },
    { name: 'picks the saved address', event: { type: 'checkout.chooseDelivery', delivery: { type: 'saved', addressId: savedAddress.id } }, when: and(is('delivery'), (s) => typeOf(s.context.delivery) === 'new'), to: 'delivery' },
    {
      name: 'goes on',
      event: { type: 'checkout.continue' },
      when: is('delivery', 'payment'),
      // An empty new address or card keeps the person on the step, with the reasons shown.
      to: (from, earlier) =>
        from === 'delivery'
          ? lastOf(earlier, 'picks a new address', 'picks the saved address', 'pays another way') === 'picks a new address' ? 'delivery' : 'payment'
          : lastOf(earlier, 'picks a new card', 'picks the wallet', 'pays another way') === 'picks a new card' ? 'payment' : 'confirm',
    },
    { name: 'picks a new card', event: { type: 'checkout.choosePayment', payment: { type: 'new_card', card: EMPTY_CARD } }, when: and(is('payment'), (s) => typeOf(s.context.payment) === 'card'), to: 'payment' },
    { name: 'picks the wallet', event: { type: 'checkout.choosePayment', payment: { type: 'wallet' } }, when: and(is('payment'), (s) => typeOf(s.context.payment) === 'new_card'), to: 'payment' },
    { name: 'goes back', event: { type: 'checkout.back' }, when: is('delivery', 'payment', 'confirm'), to: { delivery: 'review', payment: 'delivery', confirm: 'payment' } },
    { name: 'pays', event: { type: 'checkout.pay' }, when: is('confirm'), to: 'processing' },
    // After a failure, paid another way: another order request, with a new key.
    { name: 'pays again', event: { type: 'checkout.pay' }, when: and(is('confirm'), (s) => s.context.error !== null), to: 'processing' },
    ...payOutcomes('Your card was declined', 'done', paidOrder),
    { name: 'the provider must approve', event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: pendingOrder } }, when: is('processing'), to: 'toProvider' },
    { name: NO_PROVIDER_LINK, event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: { ...pendingOrder, provider: null } } }, when: is('processing'), to: 'failed' },
    { name: UNPAID, event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: unpaidOrder } }, when: is('processing'), to: 'failed' },
    { name: UNPAID_SAYING_WHY, event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: unpaidOrderSayingWhy } }, when: is('processing'), to: 'failed' },
    { name: 'pays another way', event: { type: 'checkout.changePayment' }, when: is('failed'), to: 'payment' },
    { name: 'tries the payment again', event: { type: 'checkout.retry' }, when: and(is('failed'), (s) => s.context.retryable === true), to: 'processing' },
  ],
};
