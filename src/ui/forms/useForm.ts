import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft } from '../../domain/formDraft';
import type { DraftKeeper, FormMachine } from '../../machines/formMachine';
import { connectForm } from '../../machines/formMachineConnect';
import { fromPromise } from 'xstate';
import { useAppServices, useSessionActor } from '../app/services';
import { useToastGoesWhenFixed } from '../app/useToastGoesWhenFixed';
import type { DraftStorage } from './draftStorage';
import { useUnsavedChanges } from './dirtyForms';

interface FormOptions<Values extends object, Request, Result> {
  /** The values as the server has them. */
  saved: Values;
  /** Where this form's draft is kept, under a name unique per form (and per item, e.g. `address:12`). */
  draft?: { storage: DraftStorage; name: string };
  /** The values mirror another flow's draft instead (a registration step): told every change. */
  follow?: (values: Values) => void;
  /** The call, for a form whose machine has none provided yet: usually handing the values on to a flow's machine. */
  submit?: (request: Request) => Promise<Result> | Result;
  onSaved?: (result: Result) => void;
  /** A form of its own, left once saved (`form.closed`) rather than saying "saved". */
  closesOnSave?: boolean;
  /** `saved` was sent before the form opened (typed before the app was there): the machine sends it at once. */
  sent?: boolean;
}

/**
 * A form machine for this screen, connected: per-field props and the form's commands. The
 * machine owns the values, checks, draft and outcome; this hook only gives it this person's
 * draft storage and tells the page's leave guard while there are unsaved changes.
 */
export function useForm<Values extends object, Request, Result>(
  machine: FormMachine<Values, Request, Result>,
  { saved, draft, follow, submit, onSaved, closesOnSave, sent }: FormOptions<Values, Request, Result>,
) {
  const { inspect } = useAppServices();
  const { kept, keeper } = useDraftKeeper(draft, follow);
  const actor = useActorRef(
    machine.provide({
      actions: {
        keepDraft: (_, { values }) => keeper.keep(values),
        dropDraft: (_, { values }) => keeper.drop(values),
      },
      ...(submit ? { actors: { submit: fromPromise(async ({ input }) => submit(input.request)) } } : {}),
    }),
    { input: { saved, kept, closesOnSave, sent }, inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const form = connectForm(snapshot, actor.send);
  useToastGoesWhenFixed(form.refused);

  const latestOnSaved = useRef(onSaved);
  useEffect(() => {
    latestOnSaved.current = onSaved;
  });
  useEffect(() => {
    let wasSaved = actor.getSnapshot().value === 'saved';
    const subscription = actor.subscribe((next) => {
      const isSaved = next.value === 'saved';
      if (isSaved && !wasSaved) latestOnSaved.current?.(next.context.result as Result);
      wasSaved = isSaved;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const discard = useCallback(() => actor.send({ type: 'form.discard' }), [actor]);
  useUnsavedChanges(draft?.name ?? machine.id, form.dirty, discard);
  return form;
}

/**
 * This person's draft of one form in `draft.storage`, under its name: what was kept when the
 * page opened (raw, for the form machine to read), and where the machine keeps and drops it.
 */
export function useDraftKeeper<Values extends object>(
  draft: { storage: DraftStorage; name: string } | undefined,
  follow?: (values: Values) => void,
): { kept: string | null; keeper: DraftKeeper<Values> } {
  const userId = useSelector(useSessionActor(), (s) => s.context.user?.id ?? null);
  const [kept] = useState(() => (draft && userId !== null ? draft.storage.read(userId, draft.name) : null));
  return {
    kept,
    keeper: {
      keep(values) {
        follow?.(values);
        if (draft && userId !== null) draft.storage.save(userId, draft.name, values);
      },
      drop(values) {
        follow?.(values);
        if (draft && userId !== null) draft.storage.clear(userId, draft.name);
      },
    },
  };
}

/** Whether a draft that fits `shape` is kept for the signed-in person (e.g. to open its form again). */
export function useHasDraft(storage: DraftStorage, name: string, shape: object): boolean {
  const userId = useSelector(useSessionActor(), (s) => s.context.user?.id ?? null);
  const [kept] = useState(() => userId !== null && readDraft(storage.read(userId, name), shape) !== null);
  return kept;
}
