import { fromPromise } from 'xstate';
import type { ApiClient } from '../api/client';
import { createMoneyApi } from '../api/money';
import type { PaymentMethod } from '../api/contract/money';
import { createRequestsApi } from '../api/requests';
import { newRequestKey } from '../domain/money';
import { customRequestForm, type CustomRequestValues } from '../domain/customRequest';
import { dayOf } from '../domain/dates';
import { withRequestNews, type RequestNewsItem } from '../domain/requests';
import { createPagedListMachine } from '../machines/pagedListMachine';
import { checkoutMachine } from '../machines/checkoutMachine';
import { createCustomRequestMachine } from '../machines/customRequestMachine';
import type { DraftKeeper } from '../machines/formMachine';
import { paymentAttemptMachine, type RequestStatus } from '../machines/paymentAttemptMachine';
import { providerReturnMachine } from '../machines/providerReturnMachine';
import { savedItemsMachine } from '../machines/savedItemsMachine';
import { createResourceMachine } from '../machines/resourceMachine';
import { walletAddMachine } from '../machines/walletAddMachine';
import { walletGiftMachine } from '../machines/walletGiftMachine';
import type { CartActor } from '../ui/cart/cartActor';
import { createDraftStorage } from '../ui/forms/draftStorage';
import type { MoneyMachines } from '../ui/money/moneyMachines';

/**
 * Checkout, the payment provider's return and the LYLA Wallet, with their calls provided.
 * Loaded with the first page that needs them.
 */
export function composeMoney(client: ApiClient, cart: () => Promise<CartActor>, window: Window): MoneyMachines {
  const api = createMoneyApi(client);
  const requests = createRequestsApi(client);

  /** One money request with its key; a lost answer is looked up by the key. */
  const attempt = (submit: (request: never, key: string) => Promise<unknown>) =>
    paymentAttemptMachine.provide({
      actors: {
        submit: fromPromise(({ input }) => submit(input.request as never, input.key)),
        checkStatus: fromPromise(async ({ input }): Promise<RequestStatus> => {
          const answer = await api.paymentStatus(input.key);
          return {
            status: answer.status,
            result: answer.order ? { order: answer.order, balance_cents: null, provider: answer.provider } : answer.movement,
            failure: answer.order?.failure ?? null,
          };
        }),
      },
    });
  const openProvider = (_: unknown, { url }: { url: string }) => window.location.assign(url);
  const today = () => dayOf(new Date());
  const clearVendorCart = (vendorId: number) => void cart().then((actor) => actor.send({ type: 'cart.clearVendor', vendorId }));

  /** A custom request's flow; a new request's form keeps its draft through `draft`. */
  const customRequest = (draft?: DraftKeeper<CustomRequestValues>) =>
    createCustomRequestMachine(customRequestForm(today), draft).provide({
      actors: {
        send: fromPromise(({ input }) => requests.sendCustom(input.categoryId, input.key, input.request, input.photos)),
        loadRequest: fromPromise(({ input }) => requests.request(input.orderId)),
        answerQuote: fromPromise(({ input }) => requests.answerQuote(input.orderId, input.accept, input.quote)),
        loadPaymentOptions: fromPromise(async () => {
          const [cards, wallet] = await Promise.all([api.cards(), api.wallet()]);
          return { cards, wallet };
        }),
        pay: attempt(({ orderId, payment }: { orderId: number; payment: PaymentMethod }, key) => requests.pay(orderId, key, payment)),
      },
      actions: { openProvider },
    });

  return {
    checkout: checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => {
          const [addresses, cards, wallet] = await Promise.all([api.addresses(), api.cards(), api.wallet()]);
          return { addresses, cards, wallet };
        }),
        pay: attempt(api.createOrder),
      },
      actions: {
        openProvider,
        clearCart: (_, { vendorId }) => clearVendorCart(vendorId),
      },
    }),
    walletAdd: walletAddMachine.provide({
      actors: {
        loadWalletAndCards: fromPromise(async () => {
          const [wallet, cards] = await Promise.all([api.wallet(), api.cards()]);
          return { wallet, cards };
        }),
        pay: attempt(api.recharge),
      },
      actions: { openProvider },
    }),
    walletGift: walletGiftMachine.provide({
      actors: { loadWallet: fromPromise(() => api.wallet()), pay: attempt(api.gift) },
    }),
    providerReturn: providerReturnMachine.provide({
      actors: {
        capture: fromPromise(async ({ input }) => {
          const answer = await api.capture(input.providerOrderId);
          // An order paid at the provider empties its cart, as a checkout paid here does.
          if (answer.status === 'completed' && answer.order?.vendor_id) clearVendorCart(answer.order.vendor_id);
          return { status: answer.status, result: answer.order ?? answer.movement };
        }),
      },
    }),
    wallet: createResourceMachine<null, Awaited<ReturnType<typeof api.wallet>>>('wallet').provide({
      actors: { load: fromPromise(() => api.wallet()) },
    }),
    requests: createPagedListMachine<Parameters<typeof requests.page>[0], Awaited<ReturnType<typeof requests.page>>['items'][number], RequestNewsItem>(
      'requests',
      withRequestNews,
    ).provide({
      actors: { loadPage: fromPromise(({ input }) => requests.page(input.params, input.cursor)) },
    }),
    request: createResourceMachine<number, Awaited<ReturnType<typeof requests.request>>>('request').provide({
      actors: { load: fromPromise(({ input }) => requests.request(input.params)) },
    }),
    // Sent only once confirmed, with one key per page: a retry after a lost answer sends the same one, so money goes back once.
    cancelRequest: (orderId) => {
      const key = newRequestKey();
      return savedItemsMachine.provide({ actors: { remove: fromPromise<unknown, { id: number }>(() => requests.cancel(orderId, key)) } });
    },
    addresses: createResourceMachine<null, Awaited<ReturnType<typeof api.addresses>>>('addresses').provide({
      actors: { load: fromPromise(() => api.addresses()) },
    }),
    cards: createResourceMachine<null, Awaited<ReturnType<typeof api.cards>>>('cards').provide({
      actors: { load: fromPromise(() => api.cards()) },
    }),
    customRequestFlow: customRequest(),
    newCustomRequest: customRequest,
    drafts: createDraftStorage(window.sessionStorage),
  };
}
