import { Link, useParams } from 'react-router-dom';
import { isPolicy, paragraphsOf, POLICIES, type Policy } from '../../domain/desk';
import { formatCalendarDate } from '../../domain/format';
import { Card } from '../components/Card';
import { useDesk } from './useDesk';
import { useResource } from '../app/useReads';
import { NotFoundPanel, ReadFailure } from '../catalogue';
import { Loading, SettingsPage, settingsStyles } from '../account';
import * as styles from './Desk.css';

const POLICY_LINKS: Record<Policy, string> = { terms: 'Terms of use', privacy: 'Privacy policy', cookies: 'Cookie policy' };

/** The current version of one policy, as plain paragraphs (the text is never read as markup). */
function PolicyDocument({ policy }: { policy: Policy }) {
  const read = useResource(useDesk().policy, policy);
  if (read.status === 'loading') return <Loading label="Loading the policy" />;
  if (!read.data || read.status !== 'ready') return <ReadFailure read={read} what="Policy" failedTitle="The policy could not be loaded." />;
  const { title, body, version, effective_date } = read.data;
  return (
    <SettingsPage title={title} lead={`Version ${version}, in effect from ${formatCalendarDate(effective_date)}.`}>
      <Card>
        <article className={settingsStyles.section}>
          {paragraphsOf(body).map((paragraph, index) => (
            <p key={index} className={styles.prose}>
              {paragraph}
            </p>
          ))}
        </article>
      </Card>
    </SettingsPage>
  );
}

/** `/site-policy/{policy}`: terms, privacy or cookies; any other name is the 404 page. */
export default function SitePolicyScreen() {
  const { policy } = useParams();
  if (!isPolicy(policy)) return <NotFoundPanel what="Policy" />;
  return (
    <>
      <PolicyDocument key={policy} policy={policy} />
      <nav aria-label="Policies" className={styles.policyLinks}>
        {POLICIES.filter((other) => other !== policy).map((other) => (
          <Link key={other} to={`/site-policy/${other}`} className={styles.touchLink}>
            {POLICY_LINKS[other]}
          </Link>
        ))}
      </nav>
    </>
  );
}
