import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { paymentProblems, walletCovers } from '../../domain/money';
import { Button } from '../components/Button';
import { useFocusFirstProblem, useFocusOn } from '../components/useFocusOn';
import { moneyStyles as styles, PaymentChoiceFields } from '../money';
import type { CheckoutActor } from './checkoutActor';

/** How to pay: saved card, new card, LYLA Wallet (when it covers the total) or the payment provider. */
export function PaymentStep({ checkout }: { checkout: CheckoutActor }) {
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const errors = context.showErrors ? paymentProblems(context, new Date()) : {};
  const heading = useFocusOn<HTMLHeadingElement>();
  const [problemsForm, refused] = useFocusFirstProblem<HTMLFormElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    checkout.send({ type: 'checkout.continue' });
    if (checkout.getSnapshot().matches('payment')) refused();
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="payment-title" ref={problemsForm}>
      <h2 id="payment-title" className={styles.panelTitle} tabIndex={-1} ref={heading}>
        How would you like to pay?
      </h2>
      <PaymentChoiceFields
        cards={context.cards}
        choice={context.payment}
        typedCard={context.typedCard}
        onChoose={(payment) => checkout.send({ type: 'checkout.choosePayment', payment })}
        errors={errors}
        wallet={{ balanceCents: context.wallet?.balance_cents ?? 0, totalCents: context.totalCents, covers: walletCovers(context.wallet, context.totalCents) }}
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={() => checkout.send({ type: 'checkout.back' })}>
          Back to delivery
        </Button>
        <Button type="submit">Review your order</Button>
      </div>
    </form>
  );
}
