import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { formatCents } from '../../domain/format';
import { selectUser } from '../../machines/sessionSelectors';
import { giftErrors, giftRequest, type walletGiftMachine } from '../../machines/walletGiftMachine';
import { limitsOf } from '../../machines/walletLimits';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import { useFocusFirstProblem, useFocusOn } from '../components/useFocusOn';
import { useMoney, Busy, moneyStyles as styles, moneyPaths, useCheckingStatus } from '../money';
import type { WalletResult } from './WalletFeedbackScreen';

type GiftActor = ActorRefFrom<typeof walletGiftMachine>;

function GiftForm({ gift }: { gift: GiftActor }) {
  const context = useSelector(gift, (snapshot) => snapshot.context);
  const errors = context.showErrors ? giftErrors(context) : {};
  const limits = limitsOf(context.wallet);
  const change = (changes: Partial<typeof context.draft>) => gift.send({ type: 'gift.change', changes });
  // The first field when the form opens; after a refused review, the first field with a problem.
  const recipientField = useFocusOn<HTMLInputElement>();
  const [problemsForm, refused] = useFocusFirstProblem<HTMLFormElement>();

  function submit(event: FormEvent) {
    event.preventDefault();
    gift.send({ type: 'gift.review' });
    if (gift.getSnapshot().matches('editing')) refused();
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label="Send a gift" ref={problemsForm}>
      <TextField
        label="Recipient email"
        name="recipient"
        type="email"
        autoComplete="off"
        required
        inputRef={recipientField}
        value={context.draft.recipient}
        onChange={(recipient) => change({ recipient })}
        error={errors.recipient}
        hint="The email of their LYLA account"
      />
      <TextField
        label="Amount"
        name="amount"
        inputMode="decimal"
        required
        value={context.draft.amount}
        onChange={(amount) => change({ amount })}
        error={errors.amount}
        hint={`From ${formatCents(limits.giftMin)} to ${formatCents(limits.giftMax)}, up to your balance`}
      />
      <TextField
        label="Message"
        name="message"
        maxLength={200}
        value={context.draft.message}
        onChange={(message) => change({ message })}
        error={errors.message}
        hint="Optional; they see it in their wallet"
      />
      <div className={styles.actions}>
        <Link to={moneyPaths.wallet} className={styles.textLink}>
          Back to your wallet
        </Link>
        <Button type="submit">Review gift</Button>
      </div>
    </form>
  );
}

/** The gift as it will go, then while it goes, and if it did not. */
function GiftConfirmation({ gift }: { gift: GiftActor }) {
  const context = useSelector(gift, (snapshot) => snapshot.context);
  const sending = useSelector(gift, (snapshot) => snapshot.matches('sending'));
  const failed = useSelector(gift, (snapshot) => snapshot.matches('failed'));
  const canSend = useSelector(gift, (snapshot) => snapshot.can({ type: 'gift.confirm' }));
  const canRetry = useSelector(gift, (snapshot) => snapshot.can({ type: 'gift.retry' }));
  const canEdit = useSelector(gift, (snapshot) => snapshot.can({ type: 'gift.edit' }));
  const checking = useCheckingStatus(gift);
  const request = giftRequest(context);
  // The question when it opens and while the gift goes (the send button, disabled, cannot hold
  // focus); after a failure, editing before sending again.
  const heading = useFocusOn<HTMLHeadingElement>(failed ? null : sending ? 'sending' : 'confirming');
  const wayOn = useFocusOn<HTMLButtonElement>(failed ? 'failed' : null);

  return (
    <section className={styles.panel} aria-labelledby="confirm-title">
      <h2 id="confirm-title" className={styles.panelTitle} tabIndex={-1} ref={heading}>
        Send {formatCents(request?.amount_cents)} to {request?.recipient_email}?
      </h2>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryLabel}>To</dt>
          <dd className={styles.summaryValue}>{request?.recipient_email}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryLabel}>Message</dt>
          <dd className={styles.summaryValue}>{request?.message || 'No message'}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Amount</dt>
          <dd className={styles.summaryValue}>{formatCents(request?.amount_cents)}</dd>
        </div>
      </dl>
      <p className={styles.note}>The money leaves your LYLA Wallet at once and cannot be taken back.</p>
      {sending && (
        <Busy size="small" label={checking ? 'We did not hear back in time. Checking whether your gift went through…' : 'Sending your gift…'} />
      )}
      {failed && context.error !== null && <InlineAlert tone="error">{context.error || 'Not sent.'}</InlineAlert>}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" ref={wayOn} disabled={!canEdit} onClick={() => gift.send({ type: 'gift.edit' })}>
          Edit gift
        </Button>
        {failed ? (
          canRetry && (
            <Button type="button" onClick={() => gift.send({ type: 'gift.retry' })}>
              Try again
            </Button>
          )
        ) : (
          <Button type="button" busy={sending} disabled={!canSend} onClick={() => gift.send({ type: 'gift.confirm' })}>
            Send gift
          </Button>
        )}
      </div>
    </section>
  );
}

/** `settings/account/wallet/gift`: send part of the balance to another registered person. */
export default function WalletGiftScreen() {
  const { inspect, session } = useAppServices();
  const ownEmail = useSelector(session, selectUser)?.email ?? null;
  const gift = useActorRef(useMoney().walletGift, { input: { ownEmail }, inspect });
  const state = useSelector(gift, (snapshot) => String(snapshot.value));
  const movement = useSelector(gift, (snapshot) => snapshot.context.movement);
  const balance = useSelector(gift, (snapshot) => snapshot.context.wallet?.balance_cents);
  const error = useSelector(gift, (snapshot) => snapshot.context.error);
  const navigate = useNavigate();

  useEffect(() => {
    if (state === 'sent' && movement) {
      const result: WalletResult = { movement };
      navigate(moneyPaths.walletFeedback('gift'), { replace: true, state: result });
    }
  }, [state, movement, navigate]);

  if (state === 'loading') return <Busy label="Loading your wallet…" />;
  if (state === 'loadFailed') {
    return <ErrorState title="Your wallet could not be loaded" message={error || undefined} onRetry={() => gift.send({ type: 'wallet.retry' })} />;
  }
  return (
    <div className={styles.narrow}>
      <div>
        <PageTitle>Send a gift</PageTitle>
        <p className={styles.lead}>Your LYLA Wallet balance is {formatCents(balance)}.</p>
      </div>
      {state === 'editing' ? <GiftForm gift={gift} /> : <GiftConfirmation gift={gift} />}
    </div>
  );
}
