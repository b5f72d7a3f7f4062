import { useActorRef, useSelector } from '@xstate/react';
import { use, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { checkOneTimeCode, oneTimeCodeDigits } from '../../domain/signInForm';
import { validateField } from '../../domain/validation';
import { useAppServices } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { OneTimeCodeField } from '../components/OneTimeCodeField';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import { NEW_PASSWORD_RULES } from '../../domain/formRules';
import * as styles from './SignInForm.css';

/** `/password_reset`: ask for a code, then choose a new password. */
export default function PasswordResetScreen() {
  const { registration: loadRegistration, inspect } = useAppServices();
  const registration = use(loadRegistration());
  const reset = useActorRef(registration.passwordReset, { inspect });
  const state = useSelector(reset, (s) => s.value);
  const context = useSelector(reset, (s) => s.context);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string; password?: string }>({});

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const emailError = await validateField(email.trim(), [{ required: true, type: 'email' }], 'Email');
    setErrors({ email: emailError });
    if (!emailError) reset.send({ type: 'reset.requestCode', email: email.trim() });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { code: checkOneTimeCode(code), password: await validateField(password, NEW_PASSWORD_RULES, 'New password') };
    setErrors(found);
    if (!found.code && !found.password) reset.send({ type: 'reset.submit', code: oneTimeCodeDigits(code), password });
  }

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
      <form className={styles.form} onSubmit={requestCode} noValidate aria-labelledby="reset-title">
        <PageTitle id="reset-title">Reset your password</PageTitle>
        <p className={styles.lead}>Enter the email of your account and we will send you a code.</p>
        {context.error && <InlineAlert tone="error">{context.error}</InlineAlert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={setEmail}
          error={errors.email}
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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reset-title">
      <PageTitle id="reset-title">Choose a new password</PageTitle>
      <p className={styles.lead}>If {context.email} has an account, a 6-digit code is on its way.</p>
      {context.error && <InlineAlert tone="error">{context.error}</InlineAlert>}
      <OneTimeCodeField value={code} onChange={setCode} error={errors.code} />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
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
