import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatCents } from '../../domain/format';
import { rechargeErrors } from '../../machines/walletAddMachine';
import { limitsOf } from '../../machines/walletLimits';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import { useFocusFirstProblem, useFocusOn } from '../components/useFocusOn';
import { useMoney, Busy, moneyStyles as styles, moneyPaths, PaymentChoiceFields, useCheckingStatus } from '../money';
import type { WalletResult } from './WalletFeedbackScreen';

/** `settings/account/wallet/add`: add money by card or through the payment provider. */
export default function WalletAddScreen() {
  const { inspect } = useAppServices();
  const walletAdd = useActorRef(useMoney().walletAdd, { inspect });
  const state = useSelector(walletAdd, (snapshot) => String(snapshot.value));
  const context = useSelector(walletAdd, (snapshot) => snapshot.context);
  const editable = useSelector(walletAdd, (snapshot) => snapshot.can({ type: 'add.submit' }));
  const canRetry = useSelector(walletAdd, (snapshot) => snapshot.can({ type: 'add.retry' }));
  const checking = useCheckingStatus(walletAdd);
  // The amount when the form opens or opens again, the first field with a problem after a refused
  // submit; the page's heading while paying; after a failure, changing before paying again.
  const amountField = useFocusOn<HTMLInputElement>(editable ? 'editing' : null);
  const [problemsForm, refused] = useFocusFirstProblem<HTMLFormElement>();
  const heading = useFocusOn<HTMLHeadingElement>(state === 'paying' ? 'paying' : null);
  const wayOn = useFocusOn<HTMLButtonElement>(state === 'failed' ? 'failed' : null);
  const navigate = useNavigate();

  useEffect(() => {
    if (state === 'done' && context.movement) {
      const result: WalletResult = { movement: context.movement };
      navigate(moneyPaths.walletFeedback('add'), { replace: true, state: result });
    }
  }, [state, context.movement, navigate]);

  if (state === 'loading') return <Busy label="Loading your wallet…" />;
  if (state === 'loadFailed') {
    return (
      <ErrorState
        title="Your wallet could not be loaded"
        message={context.error || undefined}
        onRetry={() => walletAdd.send({ type: 'wallet.retry' })}
      />
    );
  }
  if (state === 'toProvider') return <Busy label="Taking you to the payment provider…" />;

  const errors = context.showErrors ? rechargeErrors(context) : {};
  const limits = limitsOf(context.wallet);
  function submit(event: FormEvent) {
    event.preventDefault();
    walletAdd.send({ type: 'add.submit' });
    if (walletAdd.getSnapshot().matches('editing')) refused();
  }

  return (
    <div className={styles.narrow}>
      <div>
        <PageTitle tabIndex={-1} ref={heading}>
          Add funds
        </PageTitle>
        <p className={styles.lead}>Your LYLA Wallet balance is {formatCents(context.wallet?.balance_cents)}.</p>
      </div>
      <form className={styles.panel} onSubmit={submit} noValidate aria-label="Add funds" ref={problemsForm}>
        <TextField
          label="Amount"
          name="amount"
          inputMode="decimal"
          required
          inputRef={amountField}
          disabled={!editable}
          value={context.amount}
          onChange={(amount) => walletAdd.send({ type: 'add.changeAmount', amount })}
          error={errors.amount}
          hint={`From ${formatCents(limits.rechargeMin)} to ${formatCents(limits.rechargeMax)}`}
        />
        <PaymentChoiceFields
          cards={context.cards}
          choice={context.choice}
          typedCard={context.typedCard}
          onChoose={(choice) => walletAdd.send({ type: 'add.choose', choice })}
          errors={errors}
          disabled={!editable}
        />
        {state === 'paying' && (
          <Busy size="small" label={checking ? 'We did not hear back in time. Checking whether your payment went through…' : 'Adding funds…'} />
        )}
        {state === 'failed' && context.error !== null && <InlineAlert tone="error">{context.error || 'Not paid.'}</InlineAlert>}
        {state === 'failed' ? (
          <div className={styles.actions}>
            <Button type="button" variant="secondary" ref={wayOn} onClick={() => walletAdd.send({ type: 'add.edit' })}>
              Change amount or card
            </Button>
            {canRetry && (
              <Button type="button" onClick={() => walletAdd.send({ type: 'add.retry' })}>
                Try again
              </Button>
            )}
          </div>
        ) : (
          <div className={styles.actions}>
            <Link to={moneyPaths.wallet} className={styles.textLink}>
              Back to your wallet
            </Link>
            <Button type="submit" busy={state === 'paying'} disabled={!editable}>
              Add funds
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
