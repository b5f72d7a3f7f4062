import { EMPTY_PASSWORDS } from '../../domain/formRules';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { PasswordField } from '../components/PasswordField';
import { useForm } from '../forms/useForm';
import { useAccount } from './useAccount';
import { FormNotices, SettingsPage } from './parts';
import * as styles from './Settings.css';

/** `settings/account/password`: current, new and confirmed password. Never kept as a draft (its form's spec says so). */
export default function PasswordScreen() {
  const account = useAccount();
  const form = useForm(account.forms.password, { saved: EMPTY_PASSWORDS, draft: { storage: account.drafts, name: 'password' } });

  return (
    <SettingsPage title="Password" lead="Change the password you sign in with. Other devices are signed out.">
      <Card>
        <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Change password">
          <FormNotices form={form} savedText="Your password is changed. Use it the next time you sign in." />
          <PasswordField label="Current password" autoComplete="current-password" required {...form.field('current_password')} />
          <div className={styles.row}>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              required
              hint="At least 8 characters, with a letter and a digit."
              {...form.field('new_password')}
            />
            <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.field('confirm_password')} />
          </div>
          <div className={styles.actions}>
            <Button type="submit" busy={form.busy}>
              Change password
            </Button>
          </div>
        </form>
      </Card>
    </SettingsPage>
  );
}
