import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { MAX_INTERESTS } from '../../domain/constants';
import { selectDraft, selectError, selectInterestOptions, selectPhase } from '../../machines/registrationSelectors';
import { Button } from '../components/Button';
import { ChoiceChips } from '../components/ChoiceChips';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { Spinner } from '../components/Spinner';
import * as styles from './Registration.css';
import { useRegistration } from './registrationContext';

export default function InterestsStep() {
  const registration = useRegistration();
  const draft = useSelector(registration, selectDraft);
  const options = useSelector(registration, selectInterestOptions);
  const phase = useSelector(registration, selectPhase);
  const error = useSelector(registration, selectError);
  const skip = () => registration.send({ type: 'interests.skip' });

  if (phase === 'loading') {
    return (
      <div role="status" aria-label="Loading interests">
        <Spinner size="large" />
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <>
        <ErrorState
          title="The interests could not be loaded."
          message={error || undefined}
          onRetry={() => registration.send({ type: 'interests.retry' })}
        />
        <Button type="button" variant="ghost" onClick={skip}>
          Skip for now
        </Button>
      </>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    registration.send({ type: 'interests.submit' });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="interests-title">
      <PageTitle id="interests-title">What are you into?</PageTitle>
      <p className={styles.lead}>We show you the vendors and offers that match. You can change this later in Settings.</p>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <ChoiceChips
        label="Interests"
        max={MAX_INTERESTS}
        options={options.map((interest) => ({ value: String(interest.id), label: interest.name }))}
        value={draft.interests.map(String)}
        onChange={(values) => registration.send({ type: 'interests.change', interests: values.map(Number) })}
      />
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={skip}>
          Skip for now
        </Button>
        <Button type="submit" busy={phase === 'saving'} disabled={draft.interests.length === 0}>
          Save and continue
        </Button>
      </div>
    </form>
  );
}
