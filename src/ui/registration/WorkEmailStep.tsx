import { useSelector } from '@xstate/react';
import { workEmailForm } from '../../domain/formRules';
import { createFormMachine } from '../../machines/formMachine';
import { selectDraft, selectError, selectPhase } from '../../machines/registrationSelectors';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { TextField } from '../components/TextField';
import { useForm } from '../forms/useForm';
import { useToastGoesWhenFixed } from '../app/useToastGoesWhenFixed';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

const workEmailStep = createFormMachine('registration.workEmail', workEmailForm);

export default function WorkEmailStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const serverError = useSelector(registration, selectError);
  const checking = useSelector(registration, selectPhase) === 'checkingEmail';
  // Refused (taken, say): the toast says why, the field is marked; both go as the person changes it.
  const refused = serverError !== null;
  useToastGoesWhenFixed(refused);
  const form = useForm(workEmailStep, {
    saved: { work_email: draft.work_email },
    follow: ({ work_email }) => registration.send({ type: 'draft.edit', changes: { work_email } }),
    submit: () => {
      registration.send({ type: 'workEmail.submit' });
    },
  });

  const email = form.field('work_email');

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="work-email-title">
      <PageTitle id="work-email-title">Your work email</PageTitle>
      <p className={styles.lead}>
        Use the email you have at work: we send a code to it to confirm it is yours. When its domain is a work
        place&apos;s, the next step chooses that place for you.
      </p>
      {serverError && <InlineAlert tone="error">{serverError}</InlineAlert>}
      <TextField
        label="Work email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        autoFocus
        maxLength={254}
        hint="Not a personal address such as Gmail or Outlook."
        {...email}
        invalid={email.invalid || refused}
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
