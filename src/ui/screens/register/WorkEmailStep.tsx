import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { validateField } from '../../../domain/validation';
import { selectDraft, selectError, selectPhase } from '../../../machines/registrationSelectors';
import { Button } from '../../components/Button';
import { InlineAlert } from '../../components/InlineAlert';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

export default function WorkEmailStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const serverError = useSelector(registration, selectError);
  const checking = useSelector(registration, selectPhase) === 'checkingEmail';
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await validateField(draft.work_email.trim(), [{ required: true, type: 'email' }], 'Work email');
    setError(found);
    if (!found) registration.send({ type: 'workEmail.submit' });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="work-email-title">
      <PageTitle id="work-email-title">Your work email</PageTitle>
      <p className={styles.lead}>We use it to find your work place and to send you a code.</p>
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      <TextField
        label="Work email"
        name="work_email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        autoFocus
        maxLength={254}
        value={draft.work_email}
        onChange={(work_email) => registration.send({ type: 'draft.edit', changes: { work_email } })}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={() => registration.send({ type: 'step.back' })}>
          Back
        </Button>
        <Button type="submit" busy={checking}>
          {checking ? 'Checking…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
