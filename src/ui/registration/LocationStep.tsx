import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { WORK_PLACE_TYPES } from '../../domain/enums';
import { emailDomain } from '../../domain/formRules';
import {
  selectDraft,
  selectEmailWorkPlace,
  selectError,
  selectLocations,
  selectPhase,
  selectSites,
} from '../../machines/registrationSelectors';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { RadioCards } from '../components/RadioCards';
import { Spinner } from '../components/Spinner';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

export default function LocationStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const locations = useSelector(registration, selectLocations);
  const sites = useSelector(registration, selectSites);
  const phase = useSelector(registration, selectPhase);
  const error = useSelector(registration, selectError);
  const emailWorkPlace = useSelector(registration, selectEmailWorkPlace);

  if (phase === 'loading') {
    return (
      <div role="status" aria-label="Loading work places">
        <Spinner size="large" />
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <ErrorState
        title="The work places could not be loaded."
        message={error || undefined}
        onRetry={() => registration.send({ type: 'location.retry' })}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    registration.send({ type: 'location.submit' });
  }

  const creating = phase === 'creatingAccount';
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="location-title">
      <PageTitle id="location-title">Your work place</PageTitle>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <p className={styles.lead}>
        {emailWorkPlace
          ? `Your work email is at ${emailDomain(draft.work_email)}, the domain of ${emailWorkPlace.name}, so it is chosen for you. Choose another place if you work elsewhere.`
          : `No work place here has the domain of your work email (${emailDomain(draft.work_email)}): choose where you work.`}
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.choiceGroupTitle}>Where do you work?</legend>
        {WORK_PLACE_TYPES.map((type) => {
          const ofType = locations.filter((location) => location.location_type === type.value);
          if (ofType.length === 0) return null;
          const chosen = ofType.some((location) => location.id === draft.location_id);
          return (
            <RadioCards
              key={type.value}
              label={type.name}
              options={ofType.map((location) => ({
                value: String(location.id),
                label: location.client_name ? `${location.name} · ${location.client_name}` : location.name,
              }))}
              // One choice across the kinds of place: a kind without it shows nothing chosen.
              value={chosen ? String(draft.location_id) : ''}
              onChange={(value) => registration.send({ type: 'location.choose', locationId: Number(value) })}
            />
          );
        })}
      </fieldset>
      {phase === 'loadingSites' && (
        <div role="status" aria-label="Loading sites">
          <Spinner />
        </div>
      )}
      {draft.location_id !== null && sites.length > 0 && (
        <RadioCards
          label="Which site?"
          options={sites.map((site) => ({ value: String(site.id), label: site.name, hint: site.address }))}
          value={draft.site_id === null ? '' : String(draft.site_id)}
          onChange={(value) => registration.send({ type: 'site.choose', siteId: Number(value) })}
        />
      )}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={() => registration.send({ type: 'step.back' })}>
          Back
        </Button>
        <Button type="submit" busy={creating} disabled={draft.site_id === null}>
          {creating ? 'Creating your account…' : 'Create my account'}
        </Button>
      </div>
    </form>
  );
}
