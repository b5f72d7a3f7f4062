import { useActorRef, useSelector } from '@xstate/react';
import { NOTIFICATION_SWITCHES, type NotificationSwitches } from '../../domain/account';
import { selectSavingSwitch, selectShownSwitches, selectSwitchFailure } from '../../machines/notificationSwitchesSelectors';
import { useAppServices } from '../app/services';
import { Card } from '../components/Card';
import { InlineAlert } from '../components/InlineAlert';
import { SwitchField } from '../components/SwitchField';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { Loading, ReadFailed, SettingsPage } from './parts';

/** `settings/account/notifications`: switches that save as soon as they are flipped. */
export default function NotificationsScreen() {
  const profile = useResource(useAccount().reads.profile, null);
  return (
    <SettingsPage title="Notifications" lead="Choose what we send you. Changes are saved at once.">
      {profile.status === 'loading' && <Loading label="Loading your notification settings" />}
      {profile.status === 'failed' && <ReadFailed what="Your notification settings" error={profile.error} onRetry={profile.retry} />}
      {profile.status === 'ready' && profile.data && (
        <Card>
          <Switches
            switches={{
              receive_order_email_notify: profile.data.receive_order_email_notify,
              receive_push_notify: profile.data.receive_push_notify,
              receive_reminder_email_notify: profile.data.receive_reminder_email_notify,
            }}
          />
        </Card>
      )}
    </SettingsPage>
  );
}

function Switches({ switches }: { switches: NotificationSwitches }) {
  const { inspect } = useAppServices();
  const actor = useActorRef(useAccount().notificationSwitches, { input: { switches }, inspect });
  const shown = useSelector(actor, selectShownSwitches);
  const failure = useSelector(actor, selectSwitchFailure);
  const saving = useSelector(actor, selectSavingSwitch);
  const failedLabel = NOTIFICATION_SWITCHES.find((item) => item.key === failure?.key)?.label;

  return (
    <div role="group" aria-label="Notifications" aria-busy={saving || undefined}>
      {failure && (
        <InlineAlert tone="error">
          Not saved: the {failedLabel} switch is back as it was. {failure.message}
        </InlineAlert>
      )}
      {NOTIFICATION_SWITCHES.map((item) => (
        <SwitchField
          key={item.key}
          label={item.label}
          hint={item.hint}
          checked={shown[item.key]}
          // One change at a time: the others wait for the one being saved.
          disabled={saving}
          onChange={(value) => actor.send({ type: 'switch.toggle', key: item.key, value })}
        />
      ))}
    </div>
  );
}
