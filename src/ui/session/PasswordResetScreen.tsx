import { useActorRef, useSelector } from '@xstate/react';
import { use } from 'react';
import { Link } from 'react-router-dom';
import { resetEmailForm, resetPasswordForm } from '../../domain/formRules';
import { createFormMachine } from '../../machines/formMachine';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { OneTimeCodeField } from '../components/OneTimeCodeField';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import { useForm } from '../forms/useForm';
import * as styles from './SignInForm.css';

const resetEmail = createFormMachine('passwordReset.email', resetEmailForm);
const resetPassword = createFormMachine('passwordReset.password', resetPasswordForm);

/** `/password_reset`: ask for a code, then choose a new password. */
export default function PasswordResetScreen() {
  const { registration: loadRegistration, inspect } = useAppServices();
  const registration = use(loadRegistration());
  const reset = useActorRef(registration.passwordReset, { inspect });
  const state = useSelector(reset, (s) => s.value);
  const context = useSelector(reset, (s) => s.context);
  const emailForm = useForm(resetEmail, {
    saved: { email: '' },
    submit: ({ email }) => {
      reset.send({ type: 'reset.requestCode', email });
    },
  });
  const passwordForm = useForm(resetPassword, {
    saved: { code: '', password: '' },
    submit: ({ code, password }) => {
      reset.send({ type: 'reset.submit', code, password });
    },
  });

  const code = passwordForm.field('code');

  if (state === 'done') {
    return (
      <div className={styles.form}>
        <PageTitle>Password changed</PageTitle>
        <InlineAlert tone="info">Your password was changed. Sign in with the new one.</InlineAlert>
        <Link className={styles.link} to="/login">
          Go to sign in
        </Link>
      </div>
    );
  }

  if (state === 'enteringEmail' || state === 'requestingCode') {
    return (
      <form className={styles.form} onSubmit={emailForm.submit} noValidate aria-labelledby="reset-title">
        <PageTitle id="reset-title">Reset your password</PageTitle>
        <p className={styles.lead}>Enter the email of your account and we will send you a code.</p>
        {context.error !== null && <InlineAlert tone="error">{context.error || 'No code was sent.'}</InlineAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          {...emailForm.field('email')}
        />
        <Button type="submit" busy={state === 'requestingCode'}>
          Send me a code
        </Button>
        <Link className={styles.link} to="/login">
          Back to sign in
        </Link>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={passwordForm.submit} noValidate aria-labelledby="reset-title">
      <PageTitle id="reset-title">Choose a new password</PageTitle>
      <p className={styles.lead}>If {context.email} has an account, a 6-digit code is on its way.</p>
      {context.error && <InlineAlert tone="error">{context.error}</InlineAlert>}
      <OneTimeCodeField {...code} invalid={code.invalid || context.error !== null} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...passwordForm.field('password')}
        hint="At least 8 characters, with a letter and a digit."
      />
      <Button type="submit" busy={state === 'resetting'}>
        Change password
      </Button>
      <Button type="button" variant="ghost" onClick={() => reset.send({ type: 'reset.changeEmail' })}>
        Use another email or get a new code
      </Button>
    </form>
  );
}
