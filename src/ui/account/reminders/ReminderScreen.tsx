import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ReminderValues } from '../../../domain/formRules';
import {
  defaultRepeatOf,
  isReminderType,
  peopleFor,
  prefillFromPerson,
  REMIND_BEFORE_OPTIONS,
  REMINDER_TYPE_NAMES,
  REPEAT_LABELS,
  REPEAT_RULES,
  type Reminder,
  type ReminderType,
} from '../../../domain/reminders';
import type { FormMachine } from '../../../machines/formMachine';
import { useAppServices } from '../../app/services';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { InlineAlert } from '../../components/InlineAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { useAccount } from '../useAccount';
import { useResource } from '../../app/useReads';
import { NotFoundPanel } from '../../catalogue';
import { FormNotices, Loading, ReadFailed, SettingsPage } from '../parts';
import * as styles from '../Settings.css';
import { reminderListPath } from './remindersPaths';

const REPEAT_OPTIONS = REPEAT_RULES.map((rule) => ({ value: rule, label: REPEAT_LABELS[rule] }));
const REMIND_OPTIONS = REMIND_BEFORE_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));
const POSITIVE_ID = /^[1-9]\d*$/;

/** `settings/account/reminders/{reminderType}/{reminderId}` (or `new`): add, change or delete a reminder. */
export default function ReminderScreen() {
  const { reminderType, reminderId = '' } = useParams();
  if (!isReminderType(reminderType) || (reminderId !== 'new' && !POSITIVE_ID.test(reminderId))) return <NotFoundPanel what="Reminder" />;
  if (reminderId === 'new') return <NewReminder key={reminderType} type={reminderType} />;
  return <SavedReminder key={`${reminderType}:${reminderId}`} type={reminderType} id={Number(reminderId)} />;
}

function NewReminder({ type }: { type: ReminderType }) {
  const { reminders } = useAccount();
  const [machine] = useState(() => reminders.add(type));
  const saved: ReminderValues = { person: '', title: '', date: '', repeat: defaultRepeatOf(type), remind_days_before: '1' };
  return <ReminderForm type={type} machine={machine} saved={saved} draftName={`reminder:new:${type}`} submitLabel="Add reminder" />;
}

/** A saved reminder is found among its type's: someone else's id, or one of another type, is not found. */
function SavedReminder({ type, id }: { type: ReminderType; id: number }) {
  const list = useResource(useAccount().reminders.list, type);
  const names = REMINDER_TYPE_NAMES[type];
  if (list.status === 'failed' && !list.data) {
    return (
      <SettingsPage title={`Edit ${names.one}`}>
        <ReadFailed what="Your reminder" error={list.error} onRetry={list.retry} />
      </SettingsPage>
    );
  }
  if (!list.data) return <Loading label="Loading your reminder" />;
  const reminder = list.data.reminders.find((candidate) => candidate.id === id);
  return reminder ? <EditReminder reminder={reminder} /> : <NotFoundPanel what="Reminder" />;
}

function EditReminder({ reminder }: { reminder: Reminder }) {
  const { reminders } = useAccount();
  const [machine] = useState(() => reminders.edit(reminder.id));
  const saved: ReminderValues = {
    person: '',
    title: reminder.title,
    date: reminder.date,
    repeat: reminder.repeat,
    remind_days_before: String(reminder.remind_days_before),
  };
  return (
    <ReminderForm type={reminder.type} machine={machine} saved={saved} draftName={`reminder:${reminder.id}`} submitLabel="Save reminder" removable={reminder} />
  );
}

interface ReminderFormProps<Request> {
  type: ReminderType;
  machine: FormMachine<ReminderValues, Request, Reminder>;
  saved: ReminderValues;
  draftName: string;
  submitLabel: string;
  /** The saved reminder the page may delete. */
  removable?: Reminder;
}

function ReminderForm<Request>({ type, machine, saved, draftName, submitLabel, removable }: ReminderFormProps<Request>) {
  const { drafts } = useAccount();
  const navigate = useNavigate();
  const listPath = reminderListPath(type);
  const names = REMINDER_TYPE_NAMES[type];
  const form = useForm(machine, { saved, draft: { storage: drafts, name: draftName }, closesOnSave: true });
  // Back to the list once the machine has closed the form (saved or cancelled: nothing is unsaved).
  useEffect(() => {
    if (form.closed) navigate(listPath);
  }, [form.closed, navigate, listPath]);
  const cancel = form.close;
  const title = removable ? `Edit ${names.one}` : `New ${names.one}`;

  return (
    <SettingsPage title={title} lead={names.hint}>
      <Card>
        <form className={styles.form} onSubmit={form.submit} noValidate aria-label={title}>
          <FormNotices form={form} savedText="The reminder is saved." />
          {(type === 'birthday' || type === 'anniversary') && (
            <PersonPicker type={type} value={form.values.person} onPick={form.change} />
          )}
          <TextField label="Title" required maxLength={80} {...form.field('title')} />
          <TextField label="Date" type="date" required {...form.field('date')} />
          <div className={styles.row}>
            <SelectField label="Repeats" required options={REPEAT_OPTIONS} {...form.field('repeat')} />
            <SelectField label="Remind me" required options={REMIND_OPTIONS} {...form.field('remind_days_before')} />
          </div>
          <div className={styles.actions}>
            {removable && <RemoveReminder reminder={removable} onRemoved={cancel} />}
            <Button type="button" variant="ghost" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" busy={form.busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Card>
    </SettingsPage>
  );
}

interface PersonPickerProps {
  type: 'birthday' | 'anniversary';
  value: string;
  onPick(changes: Partial<ReminderValues>): void;
}

/** Birthdays and anniversaries start from someone on the profile: choosing them fills in the title and their date. */
function PersonPicker({ type, value, onPick }: PersonPickerProps) {
  const people = useResource(useAccount().reminders.people, null);
  const candidates = peopleFor(people.data ?? [], type);
  const options = candidates.map((person) => ({ value: person.key, label: `${person.name} (${person.relationship})` }));
  const pick = (key: string) => {
    const person = candidates.find((candidate) => candidate.key === key);
    if (person) onPick({ person: key, ...prefillFromPerson(person, type) });
  };

  if (people.status === 'failed' && !people.data) {
    return (
      <InlineAlert tone="error">
        Your family and friends could not be loaded.{' '}
        <button type="button" className={styles.inlineAction} onClick={people.retry}>
          Try again
        </button>
      </InlineAlert>
    );
  }
  if (!people.data) return <Loading label="Loading your family and friends" />;
  if (candidates.length === 0) {
    return (
      <p className={styles.lead}>
        Save the {type === 'birthday' ? 'birth dates' : 'anniversary'} of your spouse, family or friends on{' '}
        <Link to="/settings/account/profile" className={styles.textLink}>
          your profile
        </Link>{' '}
        to pick them here, or type the {REMINDER_TYPE_NAMES[type].one} below.
      </p>
    );
  }
  return <SelectField label="Who" name="person" options={options} value={value} onChange={pick} placeholder="Choose someone" hint="Fills in the title and date" />;
}

/** Delete, once confirmed (src/machines/savedItemsMachine.ts); the page goes back to the list when it is gone. */
function RemoveReminder({ reminder, onRemoved }: { reminder: Reminder; onRemoved(): void }) {
  const { reminders } = useAccount();
  const { inspect } = useAppServices();
  const removal = useActorRef(reminders.removal.provide({ actions: { reload: onRemoved } }), { input: {}, inspect });
  const asking = useSelector(removal, (s) => !s.matches('browsing'));
  const busy = useSelector(removal, (s) => s.matches('removing'));
  const refusal = useSelector(removal, (s) => s.context.refusal);
  return (
    <>
      <Button type="button" variant="ghost" onClick={() => removal.send({ type: 'items.remove', id: reminder.id })}>
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete this reminder?"
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => removal.send({ type: 'items.confirmRemoval' })}
        onCancel={() => removal.send({ type: 'items.keep' })}
      >
        {reminder.title}: you will not be reminded of it again.
        {refusal !== null && <InlineAlert tone="error">{refusal ? `Not deleted: ${refusal}` : 'Not deleted.'}</InlineAlert>}
      </ConfirmDialog>
    </>
  );
}
