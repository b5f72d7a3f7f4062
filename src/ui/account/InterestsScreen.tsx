import { Link } from 'react-router-dom';
import type { InterestsChoice } from '../../domain/account';
import { MAX_INTERESTS } from '../../domain/constants';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ChoiceChips } from '../components/ChoiceChips';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { useForm } from '../forms/useForm';
import { FormNotices, Loading, ReadFailed, SettingsPage } from './parts';
import * as styles from './Settings.css';

/** `settings/account/interests`: what the person is into, from their work place's list. */
export default function InterestsScreen() {
  const interests = useResource(useAccount().reads.interests, null);
  return (
    <SettingsPage title="Interests" lead="We show you the vendors and offers that match what you pick.">
      {interests.status === 'loading' && <Loading label="Loading your interests" />}
      {interests.status === 'failed' && <ReadFailed what="Your interests" error={interests.error} onRetry={interests.retry} />}
      {interests.status === 'ready' && interests.data && (
        <Card>
          <InterestsForm choice={interests.data} />
        </Card>
      )}
    </SettingsPage>
  );
}

function InterestsForm({ choice }: { choice: InterestsChoice }) {
  const account = useAccount();
  const form = useForm(account.forms.interests, {
    saved: { interests: choice.chosen.map(String) },
    draft: { storage: account.drafts, name: 'interests' },
  });

  if (choice.options.length === 0) {
    return (
      <p className={styles.empty}>
        Your work place has no interests to choose from yet.{' '}
        <Link to="/settings/account/work" className={styles.textLink}>
          Check your work profile
        </Link>
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={form.submit} aria-label="Interests">
      <FormNotices form={form} savedText="Your interests are saved." />
      <ChoiceChips
        label="Interests"
        max={MAX_INTERESTS}
        options={choice.options.map((interest) => ({ value: String(interest.id), label: interest.name }))}
        {...form.field('interests')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={form.busy} disabled={!form.dirty}>
          Save interests
        </Button>
      </div>
    </form>
  );
}
