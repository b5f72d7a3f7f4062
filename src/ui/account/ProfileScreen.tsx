import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ProfileInfo } from '../../domain/account';
import { GENDER_PLACEHOLDER, GENDERS, isGender } from '../../domain/enums';
import { selectUser } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { PhoneField } from '../components/PhoneField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { useForm } from '../forms/useForm';
import { AvatarPicker } from './AvatarPicker';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
import { PrivateProfile } from './PrivateProfile';
import * as styles from './Settings.css';

/** `settings/account/profile`: photo, personal details and contact details (spec §3 "Profile info"). */
export default function ProfileScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  const profile = useResource(useAccount().reads.profile, null);

  return (
    <SettingsPage title="Profile" lead="How you appear on LYLA and how we can reach you.">
      {user && (
        <Card>
          <AvatarPicker user={user} />
        </Card>
      )}
      {/* Read again after a change on the page (a removal): what was read stays meanwhile. */}
      {profile.status === 'loading' && !profile.data && <Loading label="Loading your profile" />}
      {profile.status === 'failed' && !profile.data && <ReadFailed what="Your profile" error={profile.error} onRetry={profile.retry} />}
      {profile.data && (
        <>
          <Card>
            <PersonalDetailsForm profile={profile.data} />
          </Card>
          <Card>
            <ContactDetailsForm profile={profile.data} />
          </Card>
          <Card>
            <WorkSummary profile={profile.data} />
          </Card>
          <PrivateProfile profile={profile.data} reload={profile.reload} />
        </>
      )}
    </SettingsPage>
  );
}

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: String(gender.value), label: gender.label }));

function PersonalDetailsForm({ profile }: { profile: ProfileInfo }) {
  const account = useAccount();
  const form = useForm(account.forms.personalDetails, {
    saved: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      gender: isGender(profile.gender) ? String(profile.gender) : '',
      title: profile.profile.title ?? '',
      birth_date: profile.profile.birth_date ?? '',
    },
    draft: { storage: account.drafts, name: 'personalDetails' },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="personal-title">
      <h2 id="personal-title" className={styles.sectionTitle}>
        Personal details
      </h2>
      <FormNotices form={form} savedText="Your personal details are saved." />
      <div className={styles.row}>
        <TextField label="First name" autoComplete="given-name" required maxLength={60} {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required maxLength={60} {...form.field('last_name')} />
      </div>
      <div className={styles.rowOfThree}>
        <SelectField label="Gender" required placeholder={GENDER_PLACEHOLDER.label} options={GENDER_OPTIONS} {...form.field('gender')} />
        <TextField
          label="Title"
          autoComplete="honorific-prefix"
          hint="Optional, e.g. Ms or Dr"
          maxLength={20}
          {...form.field('title')}
        />
        <TextField label="Date of birth" type="date" autoComplete="bday" hint="Optional" {...form.field('birth_date')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} disabled={!form.dirty}>
          Save personal details
        </Button>
      </div>
    </form>
  );
}

function ContactDetailsForm({ profile }: { profile: ProfileInfo }) {
  const account = useAccount();
  const form = useForm(account.forms.contactInfo, {
    saved: {
      cell_phone: profile.cell_phone ?? '',
      phone: profile.phone ?? '',
      personal_email: profile.personal_email ?? '',
      zipcode: profile.zipcode ?? '',
    },
    draft: { storage: account.drafts, name: 'contactInfo' },
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.sectionTitle}>
        Contact details
      </h2>
      <FormNotices form={form} savedText="Your contact details are saved." />
      <div className={styles.row}>
        <PhoneField label="Mobile phone" hint="For delivery updates" {...form.field('cell_phone')} />
        <PhoneField label="Other phone" autoComplete="tel" hint="Optional" {...form.field('phone')} />
      </div>
      <div className={styles.row}>
        <TextField
          label="Personal email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Optional"
          {...form.field('personal_email')}
        />
        <TextField
          label="Home ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          hint="Optional"
          {...form.field('zipcode')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} disabled={!form.dirty}>
          Save contact details
        </Button>
      </div>
    </form>
  );
}

/** Work details are edited on their own page; the profile shows where they stand. */
function WorkSummary({ profile }: { profile: ProfileInfo }) {
  return (
    <section className={styles.section} aria-labelledby="work-summary-title">
      <div className={styles.sectionHeader}>
        <h2 id="work-summary-title" className={styles.sectionTitle}>
          Work
        </h2>
        <Link to="/settings/account/work" className={styles.textLink}>
          Edit work profile
        </Link>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Work email</dt>
        <dd className={styles.factValue}>{profile.work_email}</dd>
        <dt className={styles.factLabel}>Company</dt>
        <dd className={styles.factValue}>{profile.company_name}</dd>
        <dt className={styles.factLabel}>Job title</dt>
        <dd className={styles.factValue}>{profile.job_title ?? '—'}</dd>
        <dt className={styles.factLabel}>Site</dt>
        <dd className={styles.factValue}>{profile.site?.name ?? '—'}</dd>
      </dl>
    </section>
  );
}
