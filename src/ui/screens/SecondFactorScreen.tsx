import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { checkOneTimeCode } from '../../domain/signInForm';
import { selectFormError, selectIsVerifyingCode, selectMfaDestination } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import * as styles from './SignInForm.css';

/** `/auth`: the second factor, a one-time code sent by email. */
export default function SecondFactorScreen() {
  const session = useSessionActor();
  const busy = useSelector(session, selectIsVerifyingCode);
  const serverError = useSelector(session, selectFormError);
  const destination = useSelector(session, selectMfaDestination);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkOneTimeCode(code);
    setError(found);
    if (!found) session.send({ type: 'mfa.submit', code: code.replace(/\s+/g, '') });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="mfa-title">
      <PageTitle id="mfa-title">Enter your code</PageTitle>
      <p className={styles.lead}>
        We sent a 6-digit code to {destination ?? 'your email'}. It is valid for 10 minutes.
      </p>
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        autoFocus
        value={code}
        onChange={setCode}
        error={error}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" onClick={() => session.send({ type: 'mfa.cancel' })}>
        Use another account
      </Button>
    </form>
  );
}
