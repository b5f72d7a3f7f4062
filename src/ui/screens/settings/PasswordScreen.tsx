import { useState, type FormEvent } from 'react';
import { validateForm, type FormErrors, type Rules } from '../../../domain/validation';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PasswordField } from '../../components/PasswordField';
import { useAccount } from '../../services/useAccount';
import { useSavableForm } from '../../forms/useSavableForm';
import { NEW_PASSWORD_RULES } from '../../../domain/formRules';
import { FormNotices, SettingsPage } from './parts';
import * as styles from './Settings.css';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

const LABELS = { current_password: 'Current password', new_password: 'New password', confirm_password: 'Confirm new password' };

const rulesFor = (newPassword: string): Rules<PasswordValues> => ({
  current_password: [{ required: true }],
  new_password: NEW_PASSWORD_RULES,
  confirm_password: [
    { required: true, message: 'Type the new password again' },
    // Matches only the new password, letter for letter.
    { enum: [newPassword], message: 'The passwords do not match' },
  ],
});

/** `settings/account/password`: current, new and confirmed password. Never kept as a draft. */
export default function PasswordScreen() {
  const account = useAccount();
  const form = useSavableForm({
    name: 'password',
    saved: EMPTY,
    machine: account.forms.password,
    drafts: account.drafts,
    keepDraft: false,
    // A changed password is not kept on the page.
    onSaved: () => form.reset(EMPTY),
  });
  const [errors, setErrors] = useState<FormErrors<PasswordValues>>({});
  const { values } = form;
  const errorOf = (field: keyof PasswordValues) => errors[field] ?? form.fieldErrors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await validateForm(values, rulesFor(values.new_password), LABELS);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      form.submit({ current_password: values.current_password, new_password: values.new_password });
    }
  }

  return (
    <SettingsPage title="Password" lead="Change the password you sign in with. Other devices are signed out.">
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
          <FormNotices form={form} savedText="Your password is changed. Use it the next time you sign in." />
          <PasswordField
            label="Current password"
            name="current_password"
            autoComplete="current-password"
            required
            value={values.current_password}
            onChange={(current_password) => form.change({ current_password })}
            error={errorOf('current_password')}
          />
          <div className={styles.row}>
            <PasswordField
              label="New password"
              name="new_password"
              autoComplete="new-password"
              required
              hint="At least 8 characters, with a letter and a digit."
              value={values.new_password}
              onChange={(new_password) => form.change({ new_password })}
              error={errorOf('new_password')}
            />
            <PasswordField
              label="Confirm new password"
              name="confirm_password"
              autoComplete="new-password"
              required
              value={values.confirm_password}
              onChange={(confirm_password) => form.change({ confirm_password })}
              error={errorOf('confirm_password')}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" busy={form.status === 'submitting'}>
              Change password
            </Button>
          </div>
        </form>
      </Card>
    </SettingsPage>
  );
}
