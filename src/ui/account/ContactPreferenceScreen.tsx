import { CONTACT_PREFERENCES, type ContactPreference, type ProfileInfo } from '../../domain/account';
import { formatPhone } from '../../domain/format';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { RadioCards } from '../components/RadioCards';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { useForm } from '../forms/useForm';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
import * as styles from './Settings.css';

/** `settings/account/contact`: how the person wants to be reached about their orders. */
export default function ContactPreferenceScreen() {
  const profile = useResource(useAccount().reads.profile, null);
  return (
    <SettingsPage title="Contact preference" lead="How we get in touch about your orders and requests.">
      {profile.status === 'loading' && <Loading label="Loading your contact preference" />}
      {profile.status === 'failed' && <ReadFailed what="Your contact preference" error={profile.error} onRetry={profile.retry} />}
      {profile.status === 'ready' && profile.data && (
        <Card>
          <ContactPreferenceForm profile={profile.data} />
        </Card>
      )}
    </SettingsPage>
  );
}

function ContactPreferenceForm({ profile }: { profile: ProfileInfo }) {
  const account = useAccount();
  const form = useForm(account.forms.contactPreference, {
    saved: { contact_preference: profile.contact_preference as string },
    draft: { storage: account.drafts, name: 'contactPreference' },
  });
  const phone = profile.cell_phone ? formatPhone(profile.cell_phone) : null;
  const where: Record<ContactPreference, string> = {
    email: profile.work_email,
    phone: phone ?? 'Add a mobile phone on your profile first',
    sms: phone ?? 'Add a mobile phone on your profile first',
  };
  const options = CONTACT_PREFERENCES.map((option) => ({ ...option, hint: where[option.value] }));

  return (
    <form className={styles.form} onSubmit={form.submit} aria-label="Contact preference">
      <FormNotices form={form} savedText="Your contact preference is saved." />
      <RadioCards
        label="Reach me by"
        options={options}
        {...form.field('contact_preference')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} disabled={!form.dirty}>
          Save preference
        </Button>
      </div>
    </form>
  );
}
