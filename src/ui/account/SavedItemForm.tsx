import type { ReactNode } from 'react';
import type { FormMachine } from '../../machines/formMachine';
import type { ConnectedForm } from '../../machines/formMachineConnect';
import { Button } from '../components/Button';
import { useForm } from '../forms/useForm';
import { useAccount } from './useAccount';
import { FormNotices } from './parts';
import type { ItemFormSlot } from './SavedItemsPage';
import * as styles from './Settings.css';

interface SavedItemFormOptions<Values extends object> extends ItemFormSlot {
  saved: Values;
  /** Names the form's draft; whether one is kept is the form's spec's to say (never a card: src/domain/formRules.ts). */
  draftName: string;
}

/**
 * Why: the add and edit forms of a saved thing (an address, a card) save the same way —
 * closed once saved; Cancel drops what was typed and closes — and differ only in their
 * machine (rules and call) and fields.
 */
export function useSavedItemForm<Values extends object, Request, Result>(
  machine: FormMachine<Values, Request, Result>,
  { saved, draftName, onClose, onSaved }: SavedItemFormOptions<Values>,
) {
  const { drafts } = useAccount();
  const form = useForm(machine, {
    saved,
    draft: { storage: drafts, name: draftName },
    // The page's machine closes the form it saved (src/machines/savedItemsMachine.ts).
    onSaved,
  });
  return {
    form,
    cancel() {
      form.discard();
      onClose();
    },
  };
}

interface SavedItemFormProps {
  /** From useSavedItemForm. */
  editor: { form: ConnectedForm<object>; cancel(): void };
  /** The form's accessible name. */
  label: string;
  /** The heading; the label unless told. */
  title?: string;
  savedText: string;
  submitLabel: string;
  children: ReactNode;
}

/** Why: every saved-item form has the same frame — heading, notices, its fields, then Cancel and the submit button. */
export function SavedItemForm({ editor, label, title = label, savedText, submitLabel, children }: SavedItemFormProps) {
  return (
    <form className={styles.form} onSubmit={editor.form.submit} noValidate aria-label={label}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <FormNotices form={editor.form} savedText={savedText} />
      {children}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={editor.cancel}>
          Cancel
        </Button>
        <Button type="submit" busy={editor.form.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
