import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkSignIn, type SignInErrors } from '../../domain/signInForm';
import { selectFormError, selectIsAuthenticating, selectSessionExpired } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import * as styles from './SignInForm.css';

export default function LoginScreen() {
  const session = useSessionActor();
  const busy = useSelector(session, selectIsAuthenticating);
  const serverError = useSelector(session, selectFormError);
  const expired = useSelector(session, selectSessionExpired);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    session.send({ type: 'login.submit', email: email.trim(), password });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="login-title">
      <PageTitle id="login-title">Sign in</PageTitle>
      {expired && <InlineAlert tone="info">Your session has ended. Sign in again to carry on where you were.</InlineAlert>}
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        autoFocus
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <div className={styles.links}>
        <Link className={styles.link} to="/password_reset">
          Forgot password?
        </Link>
        <Link className={styles.link} to="/register">
          Create an account
        </Link>
      </div>
    </form>
  );
}
