import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { FormErrors } from '../../../domain/validation';
import { Button } from '../../components/Button';
import { useAccount } from '../../services/useAccount';
import { useSavableForm } from '../../forms/useSavableForm';
import { FormNotices } from './parts';
import type { ItemFormSlot } from './SavedItemsPage';
import * as styles from './Settings.css';

type SavableFormOptions<Values extends object, Request, Result> = Parameters<typeof useSavableForm<Values, Request, Result>>[0];

/** What this form's own check found, and what it would send when it found nothing. */
export interface CheckedItem<Values, Request> {
  problems: FormErrors<Values>;
  request: Request;
}

type SavedItemFormOptions<Values extends object, Request, Result> = Omit<SavableFormOptions<Values, Request, Result>, 'drafts' | 'onSaved'> &
  ItemFormSlot & {
    check(values: Values): Promise<CheckedItem<Values, Request>>;
  };

/**
 * Why: the add and edit forms of a saved thing (an address, a card) all save the same way —
 * checked here first, then sent; closed once saved; Cancel drops what was typed and closes —
 * and differ only in their fields, their check and what they send.
 */
export function useSavedItemForm<Values extends object, Request, Result>({
  check,
  onClose,
  onSaved,
  ...options
}: SavedItemFormOptions<Values, Request, Result>) {
  const { drafts } = useAccount();
  const form = useSavableForm({
    ...options,
    drafts,
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const [problems, setProblems] = useState<FormErrors<Values>>({});

  return {
    form,
    /** This form's own finding first, else the server's. */
    errorOf: (field: Extract<keyof Values, string>) => problems[field] ?? form.fieldErrors[field],
    async submit(event: FormEvent) {
      event.preventDefault();
      const checked = await check(form.values);
      setProblems(checked.problems);
      if (Object.keys(checked.problems).length === 0) form.submit(checked.request);
    },
    cancel() {
      form.revert();
      onClose();
    },
  } as const;
}

interface SavedItemFormProps {
  /** From useSavedItemForm. */
  editor: {
    form: ComponentProps<typeof FormNotices>['form'];
    submit(event: FormEvent): void;
    cancel(): void;
  };
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
    <form className={styles.form} onSubmit={editor.submit} noValidate aria-label={label}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <FormNotices form={editor.form} savedText={savedText} />
      {children}
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={editor.cancel}>
          Cancel
        </Button>
        <Button type="submit" busy={editor.form.status === 'submitting'}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
