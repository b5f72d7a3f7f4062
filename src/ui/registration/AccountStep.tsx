import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { GENDER_PLACEHOLDER, GENDERS } from '../../domain/enums';
import { isStepDone } from '../../domain/registration';
import { createFormMachine } from '../../machines/formMachine';
import { selectDraft, selectPassword } from '../../machines/registrationSelectors';
import { textLink } from '../../theme/link.css';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { PasswordField } from '../components/PasswordField';
import { PhoneField } from '../components/PhoneField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import * as styles from './Registration.css';
import { accountStepForm } from '../../domain/formRules';
import { useForm } from '../forms/useForm';
import { useRegistration } from './registrationContext';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: String(gender.value), label: gender.label }));

const accountForm = createFormMachine('registration.account', accountStepForm);

export default function AccountStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const rememberedPassword = useSelector(registration, selectPassword);
  // Filled in before a reload, which forgets the password on purpose: the step was done when it
  // opened. A person filling it in now has not typed a password yet, and is not told to again.
  const [doneWhenOpened] = useState(() => isStepDone(draft, 'account'));
  const passwordForgotten = rememberedPassword === null && doneWhenOpened;
  const form = useForm(accountForm, {
    saved: {
      first_name: draft.first_name,
      last_name: draft.last_name,
      gender: draft.gender === null ? '' : String(draft.gender),
      cell_phone: draft.cell_phone,
      password: rememberedPassword ?? '',
    },
    // The registration draft keeps what was typed (never the password) across steps and reloads.
    follow: ({ first_name, last_name, gender, cell_phone }) =>
      registration.send({ type: 'draft.edit', changes: { first_name, last_name, gender: gender === '' ? null : Number(gender), cell_phone } }),
    submit: ({ password }) => {
      registration.send({ type: 'account.submit', password });
    },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="account-title">
      <PageTitle id="account-title">Create your account</PageTitle>
      {passwordForgotten && (
        <InlineAlert tone="info">For your security the password is not kept on this device. Enter it again.</InlineAlert>
      )}
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" required autoFocus maxLength={60} {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required maxLength={60} {...form.field('last_name')} />
      </div>
      <SelectField label="Gender" required placeholder={GENDER_PLACEHOLDER.label} options={GENDER_OPTIONS} {...form.field('gender')} />
      <PhoneField label="Mobile phone" hint="Optional. For delivery updates." {...form.field('cell_phone')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a digit."
        {...form.field('password')}
      />
      <Button type="submit">Continue</Button>
      <p className={styles.lead}>
        Already have an account?{' '}
        <Link to="/login" className={textLink}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
