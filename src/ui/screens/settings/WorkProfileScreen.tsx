import { useState, type FormEvent } from 'react';
import type { WorkPlace, WorkProfile } from '../../../domain/account';
import { workPlaceTypeName } from '../../../domain/enums';
import { validateForm, type FormErrors, type Rules } from '../../../domain/validation';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useAccount } from '../../services/useAccount';
import { useResource } from '../../services/useReads';
import { useSavableForm } from '../../forms/useSavableForm';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
import * as styles from './Settings.css';

/** `settings/account/work`: job title, work place and site. */
export default function WorkProfileScreen() {
  const account = useAccount();
  const work = useResource(account.reads.workProfile, null);
  const places = useResource(account.reads.workPlaces, null);

  const failed = work.status === 'failed' ? work : places.status === 'failed' ? places : null;
  return (
    <SettingsPage title="Work profile" lead="Where you work decides the vendors, offers and interests you see.">
      {failed && <ReadFailed what="Your work profile" error={failed.error} onRetry={failed.retry} />}
      {!failed && (work.status === 'loading' || places.status === 'loading') && <Loading label="Loading your work profile" />}
      {work.status === 'ready' && work.data && places.status === 'ready' && places.data && (
        <Card>
          <WorkProfileForm work={work.data} places={places.data} />
        </Card>
      )}
    </SettingsPage>
  );
}

interface WorkValues {
  job_title: string;
  /** Ids as text; '' while none is chosen. */
  location_id: string;
  site_id: string;
}

const RULES: Rules<WorkValues> = {
  job_title: [{ max: 80 }],
  location_id: [{ required: true, message: 'Choose your work place' }],
  site_id: [{ required: true, message: 'Choose a site' }],
};
const LABELS = { job_title: 'Job title', location_id: 'Work place', site_id: 'Site' };

const placeLabel = (place: WorkPlace) =>
  [place.name, place.client_name, workPlaceTypeName(place.location_type)].filter(Boolean).join(' · ');

function WorkProfileForm({ work, places }: { work: WorkProfile; places: WorkPlace[] }) {
  const account = useAccount();
  const form = useSavableForm({
    name: 'workProfile',
    saved: {
      job_title: work.job_title ?? '',
      location_id: work.location ? String(work.location.id) : '',
      site_id: work.site ? String(work.site.id) : '',
    },
    machine: account.forms.workProfile,
    drafts: account.drafts,
  });
  const [errors, setErrors] = useState<FormErrors<WorkValues>>({});
  const { values } = form;
  const errorOf = (field: keyof WorkValues) => errors[field] ?? form.fieldErrors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await validateForm(values, RULES, LABELS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    form.submit({
      job_title: values.job_title.trim() || null,
      location_id: Number(values.location_id),
      site_id: Number(values.site_id),
    });
  }

  const placeChanged = work.location !== null && values.location_id !== String(work.location.id);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Work profile">
      <FormNotices form={form} savedText="Your work profile is saved." />
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Work email</dt>
        <dd className={styles.factValue}>{work.work_email}</dd>
      </dl>
      <TextField
        label="Job title"
        name="job_title"
        autoComplete="organization-title"
        hint="Optional"
        maxLength={80}
        value={values.job_title}
        onChange={(job_title) => form.change({ job_title })}
        error={errorOf('job_title')}
      />
      <div className={styles.row}>
        <SelectField
          label="Work place"
          name="location_id"
          required
          options={places.map((place) => ({ value: String(place.id), label: placeLabel(place) }))}
          value={values.location_id}
          onChange={(location_id) => form.change({ location_id, site_id: '' })}
          error={errorOf('location_id')}
          hint={placeChanged ? 'Interests from your old work place will be cleared.' : undefined}
        />
        {values.location_id ? (
          <SitePicker
            locationId={Number(values.location_id)}
            value={values.site_id}
            onChange={(site_id) => form.change({ site_id })}
            error={errorOf('site_id')}
          />
        ) : (
          <SelectField label="Site" name="site_id" required disabled options={[]} value="" onChange={() => {}} />
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.status === 'submitting'} disabled={!form.dirty}>
          Save work profile
        </Button>
      </div>
    </form>
  );
}

interface SitePickerProps {
  locationId: number;
  value: string;
  onChange(siteId: string): void;
  error?: string;
}

/** The sites of the chosen work place (`POST /api/user/account/get-site`). */
function SitePicker({ locationId, value, onChange, error }: SitePickerProps) {
  const sites = useResource(useAccount().reads.sites, locationId);
  if (sites.status === 'failed') {
    return <ReadFailed what="The sites" error={sites.error} onRetry={sites.retry} />;
  }
  return (
    <SelectField
      label="Site"
      name="site_id"
      required
      disabled={sites.status === 'loading'}
      placeholder={sites.status === 'loading' ? 'Loading sites…' : 'Please Select'}
      options={(sites.data ?? []).map((site) => ({ value: String(site.id), label: `${site.name} — ${site.address}` }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
