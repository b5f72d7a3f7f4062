import { useSelector } from '@xstate/react';
import { SUPPORT_EMAIL, SUPPORT_HOURS, TICKET_MESSAGE_MAX, TICKET_TOPICS } from '../../domain/desk';
import { EMPTY_TICKET, NO_REQUEST } from '../../domain/formRules';
import { requestChoiceLabel } from '../../domain/requests';
import { selectUser } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { useForm } from '../forms/useForm';
import { useDesk } from './useDesk';
import { useResource } from '../app/useReads';
import { FormNotices, SettingsPage, settingsStyles as styles } from '../account';
import * as deskStyles from './Desk.css';
import { DeskPhone } from './DeskPhone';

/** `/call-centre`: how to reach the desk, and a message to it that becomes a numbered ticket. */
export default function CallCentreScreen() {
  const desk = useDesk();
  const user = useSelector(useSessionActor(), selectUser);
  const requests = useResource(desk.requests, null);
  const form = useForm(desk.ticket, {
    saved: EMPTY_TICKET,
    draft: { storage: desk.drafts, name: 'callCentreTicket' },
  });

  const orders = requests.data ?? [];
  const requestOptions = [
    { value: NO_REQUEST, label: 'No request' },
    ...orders.map((order) => ({ value: String(order.id), label: requestChoiceLabel(order) })),
  ];
  const requestHint =
    requests.status === 'failed'
      ? 'Your requests could not be loaded; name the order in your message.'
      : requests.status === 'ready' && orders.length === 0
        ? 'You have no requests yet.'
        : 'Optional: the request your message is about.';

  return (
    <SettingsPage title="Contact us" lead="Call your work place's desk, or write to us and we answer within one working day.">
      <Card>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>Desk phone</dt>
          <dd className={styles.factValue}>
            <DeskPhone phone={user?.location_desk_phone ?? null} />
          </dd>
          <dt className={styles.factLabel}>Opening hours</dt>
          <dd className={styles.factValue}>{SUPPORT_HOURS}</dd>
          <dt className={styles.factLabel}>Email</dt>
          <dd className={styles.factValue}>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={deskStyles.touchLink}>
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </dl>
      </Card>
      <Card>
        <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Write to us">
          <FormNotices
            form={form}
            savedText={
              <>
                Thank you. Your ticket number is <strong>{form.result?.number}</strong>: quote it when you call us.
              </>
            }
          />
          <div className={styles.row}>
            <SelectField label="Topic" required options={TICKET_TOPICS} {...form.field('topic')} />
            <SelectField
              label="Request"
              options={requestOptions}
              placeholder="No request"
              hint={requestHint}
              disabled={orders.length === 0}
              {...form.field('order_id')}
            />
          </div>
          <TextField label="Message" required rows={6} maxLength={TICKET_MESSAGE_MAX} {...form.field('message')} />
          {requests.status === 'failed' && (
            <button type="button" className={styles.inlineAction} onClick={requests.retry}>
              Load your requests again
            </button>
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={form.busy}>
              Send message
            </Button>
          </div>
        </form>
      </Card>
    </SettingsPage>
  );
}
