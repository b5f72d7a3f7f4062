import { useEffect, useRef, useState } from 'react';
import { inviteLinkPath, type InvitationState } from '../../domain/desk';
import { formatDateTime } from '../../domain/moneyLabels';
import type { Invitation } from '../../machines/deskTypes';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { TextField } from '../components/TextField';
import { useForm } from '../forms/useForm';
import { useDesk } from './useDesk';
import { useResource } from '../app/useReads';
import { FormNotices, Loading, ReadFailed, SettingsPage, settingsStyles } from '../account';
import * as styles from './Desk.css';

const STATE_LABELS: Record<InvitationState, string> = { sent: 'Sent', joined: 'Joined', expired: 'Expired' };

/** The registration link of an invitation, in this app wherever it is served. */
const inviteLinkOf = (email: string) => `${window.location.origin}${window.location.pathname}#${inviteLinkPath(email)}`;

/** An invitation's link with a copy button; where the clipboard is out of reach, the link is selected to copy by hand. */
function CopyableLink({ email }: { email: string }) {
  const desk = useDesk();
  const link = inviteLinkOf(email);
  const field = useRef<HTMLInputElement>(null);
  const [machine] = useState(() => desk.copyLink(link));
  const copy = useForm(machine, { saved: {} });
  const byHand = copy.refusal !== null;
  // Not copied: the link is selected, for the person to copy.
  useEffect(() => {
    if (!byHand) return;
    field.current?.focus();
    field.current?.select();
  }, [byHand]);

  return (
    <div className={styles.linkRow}>
      <input ref={field} className={styles.linkText} readOnly value={link} aria-label={`Invite link for ${email}`} />
      <Button type="button" variant="secondary" onClick={() => copy.submit()}>
        Copy link
      </Button>
      <span role="status">{copy.saved ? 'Link copied' : byHand ? 'Press Ctrl+C (⌘C on a Mac) to copy' : ''}</span>
    </div>
  );
}

function InvitationItem({ invitation, onInviteAgain, busy }: { invitation: Invitation; onInviteAgain(): void; busy: boolean }) {
  return (
    <li className={settingsStyles.listItem}>
      <div className={settingsStyles.itemText}>
        <span className={settingsStyles.itemTitle}>
          {invitation.email} <span className={settingsStyles.badge}>{STATE_LABELS[invitation.state]}</span>
        </span>
        <p className={settingsStyles.itemLines}>Sent {formatDateTime(invitation.created_at)}</p>
        {invitation.state === 'sent' && <CopyableLink email={invitation.email} />}
      </div>
      {invitation.state === 'expired' && (
        <div className={settingsStyles.itemActions}>
          <Button type="button" variant="secondary" disabled={busy} onClick={onInviteAgain} aria-label={`Invite ${invitation.email} again`}>
            Invite again
          </Button>
        </div>
      )}
    </li>
  );
}

/** `settings/account/invite`: invite colleagues by work email and follow what became of each invitation. */
export default function InviteScreen() {
  const desk = useDesk();
  const invitations = useResource(desk.invitations, null);
  const form = useForm(desk.invite, {
    saved: { email: '' },
    draft: { storage: desk.drafts, name: 'invite' },
    onSaved: invitations.reload,
  });

  const inviteAgain = (email: string) => {
    form.change({ email });
    form.submit();
  };

  return (
    <SettingsPage title="Invite" lead="Invite colleagues to LYLA. They get an email with a link that opens registration with their work email.">
      <Card>
        <form className={settingsStyles.form} onSubmit={form.submit} noValidate aria-label="Invite a colleague">
          <FormNotices form={form} savedText="Invitation sent." />
          <TextField label="Colleague's work email" type="email" autoComplete="off" required {...form.field('email')} />
          <div className={settingsStyles.actions}>
            <Button type="submit" busy={form.busy}>
              Send invitation
            </Button>
          </div>
        </form>
      </Card>
      <section className={settingsStyles.section} aria-labelledby="sent-invitations">
        <h2 id="sent-invitations" className={settingsStyles.sectionTitle}>
          Sent invitations
        </h2>
        {invitations.status === 'loading' && !invitations.data ? (
          <Loading label="Loading your invitations" />
        ) : invitations.status === 'failed' ? (
          <ReadFailed what="Your invitations" error={invitations.error} onRetry={invitations.retry} />
        ) : invitations.data?.length ? (
          <ul className={settingsStyles.list}>
            {invitations.data.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                busy={form.busy}
                onInviteAgain={() => inviteAgain(invitation.email)}
              />
            ))}
          </ul>
        ) : (
          <p className={settingsStyles.empty}>You have not invited anyone yet.</p>
        )}
      </section>
    </SettingsPage>
  );
}
