import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { WORK_PLACE_TYPES } from '../../../domain/enums';
import { selectDraft, selectError, selectLocations, selectPhase, selectSites } from '../../../machines/registrationSelectors';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { InlineAlert } from '../../components/InlineAlert';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

export default function LocationStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const locations = useSelector(registration, selectLocations);
  const sites = useSelector(registration, selectSites);
  const phase = useSelector(registration, selectPhase);
  const error = useSelector(registration, selectError);

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
        message={error ?? undefined}
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
      <fieldset className={styles.choices}>
        <legend>Where do you work?</legend>
        {WORK_PLACE_TYPES.map((type) => {
          const ofType = locations.filter((location) => location.location_type === type.value);
          if (ofType.length === 0) return null;
          return (
            <div key={type.value} className={styles.choices} role="group" aria-label={type.name}>
              <p className={styles.choiceGroupTitle}>{type.name}</p>
              {ofType.map((location) => (
                <label key={location.id} className={styles.choice}>
                  <input
                    type="radio"
                    name="location"
                    checked={draft.location_id === location.id}
                    onChange={() => registration.send({ type: 'location.choose', locationId: location.id })}
                  />
                  {location.name}
                  {location.client_name ? ` · ${location.client_name}` : ''}
                </label>
              ))}
            </div>
          );
        })}
      </fieldset>
      {phase === 'loadingSites' && (
        <div role="status" aria-label="Loading sites">
          <Spinner />
        </div>
      )}
      {draft.location_id !== null && sites.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>Which site?</legend>
          {sites.map((site) => (
            <label key={site.id} className={styles.choice}>
              <input
                type="radio"
                name="site"
                checked={draft.site_id === site.id}
                onChange={() => registration.send({ type: 'site.choose', siteId: site.id })}
              />
              <span>
                {site.name}
                <br />
                <small>{site.address}</small>
              </span>
            </label>
          ))}
        </fieldset>
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
