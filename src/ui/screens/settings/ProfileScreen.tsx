import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ProfileInfo } from '../../../domain/account';
import { GENDER_PLACEHOLDER, GENDERS, isGender } from '../../../domain/enums';
import { PERSON_RULES } from '../../../domain/formRules';
import { validateForm, type FormErrors, type Rules } from '../../../domain/validation';
import { selectUser } from '../../../machines/sessionSelectors';
import { useSessionActor } from '../../app/services';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PhoneField } from '../../components/PhoneField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAccount } from '../../services/useAccount';
import { useResource } from '../../services/useReads';
import { useSavableForm } from '../../forms/useSavableForm';
import { AvatarPicker } from './AvatarPicker';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
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
      {profile.status === 'loading' && <Loading label="Loading your profile" />}
      {profile.status === 'failed' && <ReadFailed what="Your profile" error={profile.error} onRetry={profile.retry} />}
      {profile.status === 'ready' && profile.data && (
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
        </>
      )}
    </SettingsPage>
  );
}

interface PersonalValues {
  first_name: string;
  last_name: string;
  /** A gender value, or '' while "Please Select". */
  gender: string;
  title: string;
  /** YYYY-MM-DD, or ''. */
  birth_date: string;
}

const PERSONAL_RULES: Rules<PersonalValues> = {
  ...PERSON_RULES,
  title: [{ max: 20 }],
  birth_date: [{ pattern: /^(\d{4}-\d{2}-\d{2})?$/, message: 'Enter a date as YYYY-MM-DD' }],
};
const PERSONAL_LABELS = { first_name: 'First name', last_name: 'Last name', gender: 'Gender', title: 'Title', birth_date: 'Date of birth' };
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: String(gender.value), label: gender.label }));

function PersonalDetailsForm({ profile }: { profile: ProfileInfo }) {
  const account = useAccount();
  const form = useSavableForm({
    name: 'personalDetails',
    saved: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      gender: isGender(profile.gender) ? String(profile.gender) : '',
      title: profile.profile.title ?? '',
      birth_date: profile.profile.birth_date ?? '',
    },
    machine: account.forms.personalDetails,
    drafts: account.drafts,
  });
  const [errors, setErrors] = useState<FormErrors<PersonalValues>>({});
  const { values } = form;
  const errorOf = (field: keyof PersonalValues) => errors[field] ?? form.fieldErrors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await validateForm(values, PERSONAL_RULES, PERSONAL_LABELS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    form.submit({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      gender: Number(values.gender),
      title: values.title.trim() || null,
      birth_date: values.birth_date || null,
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="personal-title">
      <h2 id="personal-title" className={styles.sectionTitle}>
        Personal details
      </h2>
      <FormNotices form={form} savedText="Your personal details are saved." />
      <div className={styles.row}>
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={60}
          value={values.first_name}
          onChange={(first_name) => form.change({ first_name })}
          error={errorOf('first_name')}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={60}
          value={values.last_name}
          onChange={(last_name) => form.change({ last_name })}
          error={errorOf('last_name')}
        />
      </div>
      <div className={styles.rowOfThree}>
        <SelectField
          label="Gender"
          name="gender"
          required
          placeholder={GENDER_PLACEHOLDER.label}
          options={GENDER_OPTIONS}
          value={values.gender}
          onChange={(gender) => form.change({ gender })}
          error={errorOf('gender')}
        />
        <TextField
          label="Title"
          name="title"
          autoComplete="honorific-prefix"
          hint="Optional, e.g. Ms or Dr"
          maxLength={20}
          value={values.title}
          onChange={(title) => form.change({ title })}
          error={errorOf('title')}
        />
        <TextField
          label="Date of birth"
          name="birth_date"
          type="date"
          autoComplete="bday"
          hint="Optional"
          value={values.birth_date}
          onChange={(birth_date) => form.change({ birth_date })}
          error={errorOf('birth_date')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.status === 'submitting'} disabled={!form.dirty}>
          Save personal details
        </Button>
      </div>
    </form>
  );
}

interface ContactValues {
  /** Digits only. */
  cell_phone: string;
  phone: string;
  personal_email: string;
  zipcode: string;
}

const TEN_DIGITS = { pattern: /^(\d{10})?$/, message: 'Enter a 10-digit phone number' };
const CONTACT_RULES: Rules<ContactValues> = {
  cell_phone: [TEN_DIGITS],
  phone: [TEN_DIGITS],
  personal_email: [{ type: 'email', message: 'Enter a valid email address' }],
  zipcode: [{ pattern: /^(\d{5})?$/, message: 'Enter a 5-digit ZIP code' }],
};
const CONTACT_LABELS = { cell_phone: 'Mobile phone', phone: 'Other phone', personal_email: 'Personal email', zipcode: 'Home ZIP code' };

function ContactDetailsForm({ profile }: { profile: ProfileInfo }) {
  const account = useAccount();
  const form = useSavableForm({
    name: 'contactInfo',
    saved: {
      cell_phone: profile.cell_phone ?? '',
      phone: profile.phone ?? '',
      personal_email: profile.personal_email ?? '',
      zipcode: profile.zipcode ?? '',
    },
    machine: account.forms.contactInfo,
    drafts: account.drafts,
  });
  const [errors, setErrors] = useState<FormErrors<ContactValues>>({});
  const { values } = form;
  const errorOf = (field: keyof ContactValues) => errors[field] ?? form.fieldErrors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = { ...values, personal_email: values.personal_email.trim() };
    const found = await validateForm(trimmed, CONTACT_RULES, CONTACT_LABELS);
    setErrors(found);
    if (Object.keys(found).length === 0) form.submit(trimmed);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.sectionTitle}>
        Contact details
      </h2>
      <FormNotices form={form} savedText="Your contact details are saved." />
      <div className={styles.row}>
        <PhoneField
          label="Mobile phone"
          name="cell_phone"
          hint="For delivery updates"
          value={values.cell_phone}
          onChange={(cell_phone) => form.change({ cell_phone })}
          error={errorOf('cell_phone')}
        />
        <PhoneField
          label="Other phone"
          name="phone"
          autoComplete="tel"
          hint="Optional"
          value={values.phone}
          onChange={(phone) => form.change({ phone })}
          error={errorOf('phone')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Personal email"
          name="personal_email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Optional"
          value={values.personal_email}
          onChange={(personal_email) => form.change({ personal_email })}
          error={errorOf('personal_email')}
        />
        <TextField
          label="Home ZIP code"
          name="zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          hint="Optional"
          value={values.zipcode}
          onChange={(zipcode) => form.change({ zipcode })}
          error={errorOf('zipcode')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.status === 'submitting'} disabled={!form.dirty}>
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
