import { sameValues } from '../domain/formDraft';
import type { FormContext, FormEvent } from './formMachine';

export type FormStatus = 'editing' | 'invalid' | 'submitting' | 'saved' | 'refused' | 'closed';

/** What a form machine's snapshots have in common, whatever the form's values. */
export interface FormSnapshot<Values extends object, Result = unknown> {
  value: unknown;
  context: FormContext<Values, Result>;
}

export interface FieldProps<Value> {
  name: string;
  value: Value;
  /** What the form's checks or the server found wrong with it (not what the toast already says). */
  error: string | undefined;
  /** Wrong, with or without words here: the server named it in a refusal the toast explains. */
  invalid?: boolean;
  onChange(value: Value): void;
  onBlur(): void;
}

/**
 * What a screen needs of a form machine, as props (the Zag.js `connect` idea): per field its
 * value, error and handlers, and the form's status, notices and commands. The screen renders
 * these and nothing else.
 */
export function connectForm<Values extends object, Result = unknown>(
  snapshot: FormSnapshot<Values, Result>,
  send: (event: FormEvent<Values>) => void,
) {
  const { context } = snapshot;
  const status = snapshot.value as FormStatus;
  const dirty = !sameValues(context.values, context.saved);
  return {
    status,
    values: context.values,
    dirty,
    busy: status === 'submitting',
    /** A kept draft is shown (the session ended, or the page was left or reloaded). */
    restored: context.restored && dirty,
    saved: status === 'saved',
    /** Saved or cancelled, a form of its own is done with: the page leaves it. */
    closed: status === 'closed',
    /** The server's answer to the save (a ticket's number), while the form says it is saved. */
    result: status === 'saved' ? context.result : null,
    /** The server did not save it; the toast says why. */
    refused: status === 'refused',
    /** Why, when no toast said it ('' when the toast did; src/machines/failure.ts). */
    refusal: status === 'refused' ? context.refusal : null,
    /** Sending the same again may help: no field is to blame. */
    canRetry: status === 'refused' && Object.keys(context.serverErrors).length === 0,
    field<Field extends keyof Values & string>(name: Field): FieldProps<Values[Field]> {
      return {
        name,
        value: context.values[name],
        error: context.errors[name] ?? (context.serverErrors[name] || undefined),
        invalid: context.errors[name] !== undefined || context.serverErrors[name] !== undefined,
        onChange: (value) => send({ type: 'form.change', changes: { [name]: value } as unknown as Partial<Values> }),
        onBlur: () => send({ type: 'form.blur', field: name }),
      };
    },
    change: (changes: Partial<Values>) => send({ type: 'form.change', changes }),
    /** For a form's onSubmit: checks, then sends when nothing is wrong. */
    submit(event?: { preventDefault(): void }) {
      event?.preventDefault();
      send({ type: 'form.submit' });
    },
    retry: () => send({ type: 'form.submit' }),
    discard: () => send({ type: 'form.discard' }),
    close: () => send({ type: 'form.close' }),
  };
}

export type ConnectedForm<Values extends object> = ReturnType<typeof connectForm<Values>>;
