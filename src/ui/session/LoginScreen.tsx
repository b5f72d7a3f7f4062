import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { signInForm } from '../../domain/signInForm';
import { createFormMachine } from '../../machines/formMachine';
import { selectFormError, selectIsAuthenticating, selectSessionExpired } from '../../machines/sessionSelectors';
import { useAppServices } from '../app/services';
import { useToastGoesWhenFixed } from '../app/useToastGoesWhenFixed';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import { useFocusOn } from '../components/useFocusOn';
import { useForm } from '../forms/useForm';
import * as styles from './SignInForm.css';

const signIn = createFormMachine('signIn', signInForm);

export default function LoginScreen() {
  const { session, earlyTyping } = useAppServices();
  // What was typed before the app took the page over (src/main.tsx), once.
  const [typed] = useState(() => earlyTyping?.read() ?? null);
  useEffect(() => earlyTyping?.forget(), [earlyTyping]);
  const busy = useSelector(session, selectIsAuthenticating);
  const serverError = useSelector(session, selectFormError);
  useToastGoesWhenFixed(serverError !== null);
  const expired = useSelector(session, selectSessionExpired);
  // A refused sign-in: the next key goes into the first field again (the toast does not take focus).
  const emailField = useFocusOn<HTMLInputElement>(busy ? null : serverError);
  const form = useForm(signIn, {
    saved: typed?.values ?? { email: '', password: '' },
    // Sent before the app was there: the form machine sends it as it opens.
    sent: typed?.submitted,
    submit: (credentials) => {
      session.send({ type: 'login.submit', ...credentials });
    },
  });

  return (
    // The app sends the form itself. A browser sending it on its own (the card written into
    // index.html, with scripts off) posts it to the page, which sends it back to the page: a GET would
    // put the password in the address, the history and the server's logs.
    <form method="post" className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="login-title">
      <PageTitle id="login-title">Sign in</PageTitle>
      {expired && <InlineAlert tone="info">Your session has ended. Sign in again to carry on where you were.</InlineAlert>}
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        autoFocus={typed?.focused !== 'password'}
        inputRef={emailField}
        {...form.field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus={typed?.focused === 'password'}
        {...form.field('password')}
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
