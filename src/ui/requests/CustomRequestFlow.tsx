import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { formatCents } from '../../domain/format';
import { EMPTY_CARD, walletCovers } from '../../domain/money';
import type { RequestDetail } from '../../machines/moneyTypes';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { Busy, PaymentChoiceFields, moneyStyles as styles, useMoney } from '../money';
import { useLiveUpdates } from '../app/useLiveUpdates';

type FlowActor = ReturnType<typeof useCustomRequestFlow>;

/** The custom request flow machine of one request, told of every live status update. */
function useCustomRequestFlow(request: RequestDetail) {
  const { inspect } = useAppServices();
  const actor = useActorRef(useMoney().customRequestFlow, { input: { orderId: request.id, request }, inspect });
  useLiveUpdates({
    onUpdate: (update) => {
      if (update.type === 'request.status') actor.send({ type: 'request.status', orderId: update.orderId });
    },
    onResumed: () => actor.send({ type: 'request.reload' }),
  });
  return actor;
}

/** Accept or decline the quote; the machine sends the answer and shows a refusal. */
function QuoteAnswer({ flow }: { flow: FlowActor }) {
  const answering = useSelector(flow, (s) => (s.matches({ following: 'answering' }) ? s.context.accepting : null));
  return (
    <div className={styles.actions}>
      <Button variant="secondary" busy={answering === false} disabled={answering === true} onClick={() => flow.send({ type: 'quote.decline' })}>
        Decline quote
      </Button>
      <Button busy={answering === true} disabled={answering === false} onClick={() => flow.send({ type: 'quote.accept' })}>
        Accept quote
      </Button>
    </div>
  );
}

/**
 * Paying the accepted quote with the checkout's payment choices: a card, the LYLA Wallet (when
 * it covers the quote) or the provider, as the machine read them and chose the one to start on.
 */
function PayQuote({ flow, totalCents }: { flow: FlowActor; totalCents: number }) {
  const paying = useSelector(flow, (s) => s.matches({ following: 'paying' }));
  const { cards, wallet, payment, paymentErrors } = useSelector(flow, (s) => s.context);

  function pay(event: FormEvent) {
    event.preventDefault();
    flow.send({ type: 'request.pay' });
  }

  return (
    <form className={styles.panel} aria-labelledby="pay-title" onSubmit={pay} noValidate>
      <h2 id="pay-title" className={styles.panelTitle}>
        Pay {formatCents(totalCents)}
      </h2>
      <PaymentChoiceFields
        cards={cards}
        choice={payment}
        typedCard={payment?.type === 'new_card' ? payment.card : EMPTY_CARD}
        onChoose={(choice) => flow.send({ type: 'payment.choose', payment: choice })}
        errors={paymentErrors}
        wallet={{ balanceCents: wallet?.balance_cents ?? 0, totalCents, covers: walletCovers(wallet, totalCents) }}
        disabled={paying}
      />
      <div className={styles.actionsEnd}>
        <Button type="submit" busy={paying}>
          Pay {formatCents(totalCents)}
        </Button>
      </div>
    </form>
  );
}

/** What the flow's state lets the person do now, or what it waits for. */
function FlowActions({ flow, request }: { flow: FlowActor; request: RequestDetail }) {
  const state = useSelector(flow, (s) => s.value);
  const error = useSelector(flow, (s) => s.context.error);
  const step = typeof state === 'object' && 'following' in state ? state.following : null;
  if (step === 'loadFailed' || step === 'paymentOptionsFailed') {
    return (
      <InlineAlert tone="error">
        {error || (step === 'loadFailed' ? 'This request could not be loaded.' : 'The ways to pay could not be loaded.')}{' '}
        <Button variant="ghost" onClick={() => flow.send({ type: 'request.retry' })}>
          Try again
        </Button>
      </InlineAlert>
    );
  }
  const refusal = error && <InlineAlert tone="error">{error}</InlineAlert>;
  switch (step) {
    case 'waitingForQuotes':
      return <p className={styles.lead}>Sent to the vendors: their quotes show here.</p>;
    case 'quoted':
    case 'answering':
      return (
        <>
          {/* A refused answer: the toast said why (spec §8), the page says it was not sent. */}
          {error !== null && <InlineAlert tone="error">{error || 'Your answer was not sent.'}</InlineAlert>}
          <QuoteAnswer flow={flow} />
        </>
      );
    case 'loadingPayment':
      return <Busy label="Loading the ways to pay…" size="small" />;
    case 'accepted':
    case 'paying':
      return (
        <>
          {/* A refused payment: the toast said why (spec §8), the page says it was not paid. */}
          {error !== null && <InlineAlert tone="error">{error || 'Not paid.'}</InlineAlert>}
          <PayQuote flow={flow} totalCents={request.total_cents} />
        </>
      );
    case 'awaitingProvider':
      return <p className={styles.lead}>Waiting for the payment provider to confirm your payment.</p>;
    default:
      return refusal || null;
  }
}

/**
 * A custom request's page: everything shown comes from the flow machine's reading of the
 * request (it starts from the page's), so a live status change shows at once.
 */
export function CustomRequestFlow({ request: first, children }: { request: RequestDetail; children: (request: RequestDetail, actions: ReactNode, reload: () => void) => ReactNode }) {
  const flow = useCustomRequestFlow(first);
  const request = useSelector(flow, (s) => s.context.request) ?? first;
  return children(request, <FlowActions flow={flow} request={request} />, () => flow.send({ type: 'request.reload' }));
}
