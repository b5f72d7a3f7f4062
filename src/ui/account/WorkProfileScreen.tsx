import type { WorkPlace, WorkProfile } from '../../domain/account';
import { workPlaceTypeName } from '../../domain/enums';
import type { FieldProps } from '../../machines/formMachineConnect';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { useForm } from '../forms/useForm';
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

const placeLabel = (place: WorkPlace) =>
  [place.name, place.client_name, workPlaceTypeName(place.location_type)].filter(Boolean).join(' · ');

function WorkProfileForm({ work, places }: { work: WorkProfile; places: WorkPlace[] }) {
  const account = useAccount();
  const form = useForm(account.forms.workProfile, {
    saved: {
      job_title: work.job_title ?? '',
      location_id: work.location ? String(work.location.id) : '',
      site_id: work.site ? String(work.site.id) : '',
    },
    draft: { storage: account.drafts, name: 'workProfile' },
  });
  const place = form.field('location_id');
  const site = form.field('site_id');

  const placeChanged = work.location !== null && place.value !== String(work.location.id);
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Work profile">
      <FormNotices form={form} savedText="Your work profile is saved." />
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Work email</dt>
        <dd className={styles.factValue}>{work.work_email}</dd>
      </dl>
      <TextField label="Job title" autoComplete="organization-title" hint="Optional" maxLength={80} {...form.field('job_title')} />
      <div className={styles.row}>
        <SelectField
          label="Work place"
          required
          options={places.map((option) => ({ value: String(option.id), label: placeLabel(option) }))}
          {...place}
          // Another work place has other sites.
          onChange={(location_id) => form.change({ location_id, site_id: '' })}
          hint={placeChanged ? 'Interests from your old work place will be cleared.' : undefined}
        />
        {place.value ? (
          <SitePicker locationId={Number(place.value)} {...site} />
        ) : (
          // No work place yet: nothing to pick, but a save still says a site is needed.
          <SelectField label="Site" name="site_id" required disabled options={[]} value="" onChange={() => {}} error={site.error} />
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} disabled={!form.dirty}>
          Save work profile
        </Button>
      </div>
    </form>
  );
}

interface SitePickerProps extends FieldProps<string> {
  locationId: number;
}

/** The sites of the chosen work place (`POST /api/user/account/get-site`). */
function SitePicker({ locationId, ...field }: SitePickerProps) {
  const sites = useResource(useAccount().reads.sites, locationId);
  if (sites.status === 'failed') {
    return <ReadFailed what="The sites" error={sites.error} onRetry={sites.retry} />;
  }
  return (
    <SelectField
      label="Site"
      required
      disabled={sites.status === 'loading'}
      placeholder={sites.status === 'loading' ? 'Loading sites…' : undefined}
      options={(sites.data ?? []).map((site) => ({ value: String(site.id), label: `${site.name} — ${site.address}` }))}
      {...field}
    />
  );
}
