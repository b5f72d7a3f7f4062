import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  selectCodeRefused,
  selectDraft,
  selectError,
  selectNotice,
  selectPhase,
  selectResend,
  selectResendAvailableAt,
} from '../../machines/registrationSelectors';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { OneTimeCodeField, useOneTimeCodeForm, VerifyCodeButton } from '../components/OneTimeCodeField';
import { PageTitle } from '../components/PageTitle';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

/** Seconds left of the resend wait, counted down on screen (the machine owns the wait itself). */
function useSecondsUntil(deadline: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export default function VerifyStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const serverError = useSelector(registration, selectError);
  const notice = useSelector(registration, selectNotice);
  const codeRefused = useSelector(registration, selectCodeRefused);
  const verifying = useSelector(registration, selectPhase) === 'verifying';
  const resend = useSelector(registration, selectResend);
  const wait = useSecondsUntil(useSelector(registration, selectResendAvailableAt), resend === 'coolingDown');
  const { field, submit } = useOneTimeCodeForm((code) => registration.send({ type: 'verify.submit', code }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="verify-title">
      <PageTitle id="verify-title">Verify your email</PageTitle>
      <p className={styles.lead}>We sent a 6-digit code to {draft.code_sent_to}. It is valid for 15 minutes.</p>
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      {notice && <InlineAlert tone="info">{notice}</InlineAlert>}
      <OneTimeCodeField {...field} invalid={field.invalid || codeRefused} />
      <VerifyCodeButton busy={verifying} />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={() => registration.send({ type: 'step.back' })}>
          Back
        </Button>
        <Button
          type="button"
          variant="secondary"
          busy={resend === 'sending'}
          disabled={resend !== 'available'}
          onClick={() => registration.send({ type: 'verify.resend' })}
        >
          {resend === 'coolingDown' && wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}
