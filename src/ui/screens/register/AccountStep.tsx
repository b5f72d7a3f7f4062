import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GENDER_PLACEHOLDER, GENDERS } from '../../../domain/enums';
import { isStepDone } from '../../../domain/registration';
import { validateForm, type FormErrors, type Rules } from '../../../domain/validation';
import type { DraftChanges } from '../../../machines/registrationMachine';
import { selectDraft, selectPassword } from '../../../machines/registrationSelectors';
import { Button } from '../../components/Button';
import { InlineAlert } from '../../components/InlineAlert';
import { PageTitle } from '../../components/PageTitle';
import { PasswordField } from '../../components/PasswordField';
import { PhoneField } from '../../components/PhoneField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import * as styles from './Registration.css';
import { NEW_PASSWORD_RULES, PERSON_RULES } from '../../../domain/formRules';
import { useRegistration } from './registrationContext';

interface AccountValues {
  first_name: string;
  last_name: string;
  gender: string;
  cell_phone: string;
  password: string;
}

const RULES: Rules<AccountValues> = {
  ...PERSON_RULES,
  cell_phone: [{ pattern: /^(\d{10})?$/, message: 'Enter a 10-digit phone number' }],
  password: NEW_PASSWORD_RULES,
};

const LABELS = { first_name: 'First name', last_name: 'Last name', gender: 'Gender', cell_phone: 'Mobile phone', password: 'Password' };

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: String(gender.value), label: gender.label }));

export default function AccountStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const rememberedPassword = useSelector(registration, selectPassword);
  const [password, setPassword] = useState(rememberedPassword ?? '');
  const [errors, setErrors] = useState<FormErrors<AccountValues>>({});
  // Filled in before a reload, which forgets the password on purpose.
  const passwordForgotten = rememberedPassword === null && isStepDone(draft, 'account');
  const edit = (changes: DraftChanges) => registration.send({ type: 'draft.edit', changes });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values: AccountValues = {
      first_name: draft.first_name,
      last_name: draft.last_name,
      gender: draft.gender === null ? '' : String(draft.gender),
      cell_phone: draft.cell_phone,
      password,
    };
    const found = await validateForm(values, RULES, LABELS);
    setErrors(found);
    if (Object.keys(found).length === 0) registration.send({ type: 'account.submit', password });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="account-title">
      <PageTitle id="account-title">Create your account</PageTitle>
      {passwordForgotten && (
        <InlineAlert tone="info">For your security the password is not kept on this device. Enter it again.</InlineAlert>
      )}
      <div className={styles.row}>
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          autoFocus
          maxLength={60}
          value={draft.first_name}
          onChange={(first_name) => edit({ first_name })}
          error={errors.first_name}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={60}
          value={draft.last_name}
          onChange={(last_name) => edit({ last_name })}
          error={errors.last_name}
        />
      </div>
      <SelectField
        label="Gender"
        name="gender"
        required
        placeholder={GENDER_PLACEHOLDER.label}
        options={GENDER_OPTIONS}
        value={draft.gender === null ? '' : String(draft.gender)}
        onChange={(gender) => edit({ gender: Number(gender) })}
        error={errors.gender}
      />
      <PhoneField
        label="Mobile phone"
        name="cell_phone"
        hint="Optional. For delivery updates."
        value={draft.cell_phone}
        onChange={(cell_phone) => edit({ cell_phone })}
        error={errors.cell_phone}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a letter and a digit."
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <Button type="submit">Continue</Button>
      <p className={styles.lead}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </form>
  );
}
