import { useSelector } from '@xstate/react';
import { useCallback, useRef, useState } from 'react';
import { sameValues } from '../../domain/formDraft';
import type { SubmitMachine } from '../../machines/submitMachine';
import { useSessionActor } from '../app/services';
import type { DraftStorage } from './draftStorage';
import { useSubmit } from './useSubmit';
import { useUnsavedChanges } from './UnsavedChanges';

interface SavableFormOptions<Values extends object, Request, Result> {
  /** Names the form's draft; unique per form (and per item, e.g. `address:12`). */
  name: string;
  /** The values as the server has them. */
  saved: Values;
  machine: SubmitMachine<Request, Result>;
  drafts: DraftStorage;
  /** false for secrets (passwords, card numbers): never written to storage. */
  keepDraft?: boolean;
  onSaved?: (result: Result) => void;
}

/**
 * A form that saves through a submit machine and loses nothing: unsaved values are kept in
 * this tab per person and form (a draft, shown again after the session ends and the person
 * signs back in), and leaving with unsaved changes asks first.
 */
export function useSavableForm<Values extends object, Request, Result>({
  name,
  saved,
  machine,
  drafts,
  keepDraft = true,
  onSaved,
}: SavableFormOptions<Values, Request, Result>) {
  const userId = useSelector(useSessionActor(), (s) => s.context.user?.id ?? null);
  const [initial] = useState(() => {
    const draft = keepDraft && userId !== null ? drafts.load(userId, name, saved) : null;
    return { values: draft ?? saved, restored: draft !== null && !sameValues(draft, saved) };
  });
  const [values, setValues] = useState<Values>(initial.values);
  const [baseline, setBaseline] = useState<Values>(saved);
  const [restored, setRestored] = useState(initial.restored);
  const sent = useRef<Values>(values);
  const dirty = !sameValues(values, baseline);

  const keep = (next: Values, nextBaseline: Values) => {
    if (!keepDraft || userId === null) return;
    if (sameValues(next, nextBaseline)) drafts.clear(userId, name);
    else drafts.save(userId, name, next);
  };
  const dropDraft = useCallback(() => {
    if (userId !== null) drafts.clear(userId, name);
  }, [drafts, name, userId]);
  useUnsavedChanges(name, dirty, dropDraft);

  const submitter = useSubmit(machine, (result) => {
    setBaseline(sent.current);
    setRestored(false);
    keep(values, sent.current);
    onSaved?.(result);
  });

  return {
    values,
    dirty,
    /** The form shows a draft kept from before (the session ended, or the page was reloaded). */
    restored: restored && dirty,
    change(changes: Partial<Values>) {
      const next = { ...values, ...changes };
      setValues(next);
      keep(next, baseline);
      submitter.edited();
    },
    /** Starts over from new saved values (e.g. an emptied password form). */
    reset(next: Values) {
      setValues(next);
      setBaseline(next);
      setRestored(false);
      dropDraft();
    },
    /** Back to the saved values; the draft is dropped. */
    revert() {
      setValues(baseline);
      setRestored(false);
      dropDraft();
      submitter.edited();
    },
    submit(request: Request) {
      sent.current = values;
      submitter.submit(request);
    },
    status: submitter.status,
    error: submitter.error,
    fieldErrors: submitter.fieldErrors,
    retry: submitter.retry,
  } as const;
}

/** Whether a draft of `name` is kept for the signed-in person (e.g. to open its form again). */
export function useHasDraft(drafts: DraftStorage, name: string, shape: object): boolean {
  const userId = useSelector(useSessionActor(), (s) => s.context.user?.id ?? null);
  const [kept] = useState(() => userId !== null && drafts.load(userId, name, shape) !== null);
  return kept;
}
