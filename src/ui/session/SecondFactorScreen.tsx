import { useSelector } from '@xstate/react';
import {
  selectCodeRefused,
  selectFormError,
  selectIsResendingCode,
  selectIsVerifyingCode,
  selectMfaDestination,
  selectNotice,
} from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { useToastGoesWhenFixed } from '../app/useToastGoesWhenFixed';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { OneTimeCodeField, useOneTimeCodeForm, VerifyCodeButton } from '../components/OneTimeCodeField';
import { PageTitle } from '../components/PageTitle';
import { useFocusOn } from '../components/useFocusOn';
import * as styles from './SignInForm.css';

/** `/auth`: the second factor, a one-time code sent by email. */
export default function SecondFactorScreen() {
  const session = useSessionActor();
  const busy = useSelector(session, selectIsVerifyingCode);
  const resending = useSelector(session, selectIsResendingCode);
  const serverError = useSelector(session, selectFormError);
  useToastGoesWhenFixed(serverError !== null);
  const notice = useSelector(session, selectNotice);
  const codeRefused = useSelector(session, selectCodeRefused);
  const destination = useSelector(session, selectMfaDestination);
  // Once a check or a new code is done (accepted or not), the next key goes into Code again.
  const codeField = useFocusOn<HTMLInputElement>(busy || resending ? null : 'ready');
  const { field, submit } = useOneTimeCodeForm((code) => session.send({ type: 'mfa.submit', code }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="mfa-title">
      <PageTitle id="mfa-title">Enter your code</PageTitle>
      <p className={styles.lead}>
        We sent a 6-digit code to {destination ?? 'your email'}. It is valid for 10 minutes.
      </p>
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      {notice && <InlineAlert tone="info">{notice}</InlineAlert>}
      <OneTimeCodeField {...field} invalid={field.invalid || codeRefused} inputRef={codeField} />
      <VerifyCodeButton busy={busy} />
      <Button
        type="button"
        variant="secondary"
        busy={resending}
        disabled={busy}
        onClick={() => session.send({ type: 'mfa.resend' })}
      >
        Send a new code
      </Button>
      <Button type="button" variant="ghost" onClick={() => session.send({ type: 'mfa.cancel' })}>
        Use another account
      </Button>
    </form>
  );
}
