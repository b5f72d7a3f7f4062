import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { readDraft, sameValues } from '../domain/formDraft';
import type { FormSpec } from '../domain/formSpec';
import { messageInPlace } from './failure';

export type FieldErrors = Record<string, string>;

export interface FormContext<Values extends object, Result> {
  /** The values as the server has them; the form is dirty while `values` differ. */
  saved: Values;
  values: Values;
  /** The values sent last (a retry sends them again). */
  sent: Values | null;
  /** The form's own findings, shown per field. */
  errors: FieldErrors;
  /** Fields whose findings are shown as the person types: left once, or every field after a submit. */
  touched: string[];
  /** The server's complaints about single fields (`data.errors` of a refusal). */
  serverErrors: FieldErrors;
  /** Refused: why, when no toast said it ('' when the toast did; src/machines/failure.ts). */
  refusal: string | null;
  result: Result | null;
  /** The form shows a draft kept from before (the session ended, the page was left or reloaded). */
  restored: boolean;
  /** The page leaves the form once it is saved (see FormInput). */
  closesOnSave: boolean;
}

export interface FormInput<Values extends object> {
  /** The values as the server has them. */
  saved: Values;
  /** What the draft storage held for this form (raw), if anything. */
  kept?: string | null;
  /** The form is a page of its own that is left once saved, rather than one that stays and says "saved". */
  closesOnSave?: boolean;
  /** The values were sent before the form opened (typed and sent before the app took the page over): sent at once. */
  sent?: boolean;
}

/** Where a form keeps its draft: the page's storage for the signed-in person (`useDraftKeeper`, src/ui/forms/useForm.ts). */
export interface DraftKeeper<Values> {
  keep(values: Values): void;
  /** The values are the saved ones again, or the form is done with. */
  drop(values: Values): void;
}

export type FormEvent<Values extends object> =
  | { type: 'form.change'; changes: Partial<Values> }
  | { type: 'form.blur'; field: keyof Values & string }
  /** Send (Save, or Try again after a refusal). */
  | { type: 'form.submit' }
  /** Back to the saved values; the draft is dropped (Cancel, "discard them", or leaving the page). */
  | { type: 'form.discard' }
  /** Done with the form (Cancel on a form of its own): the changes are dropped and the page leaves. */
  | { type: 'form.close' };

/**
 * `[{ field, message }]` in the refusal's data, first message per field. A field whose message
 * the toast already says is marked with '' (src/machines/failure.ts): shown as wrong, without
 * the sentence again.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const list = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(list)) return {};
  const toasted = messageInPlace(error) === '' ? (error as Error).message : null;
  const found: FieldErrors = {};
  for (const item of list as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof item?.field === 'string' && typeof item.message === 'string') found[item.field] ??= item.message === toasted ? '' : item.message;
  }
  return found;
}

const only = (errors: Partial<Record<string, string>>, fields: string[]): FieldErrors => Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => fields.includes(entry[0]) && entry[1] !== undefined));
const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/**
 * One form, parametrised by its spec from src/domain (rules, what it sends, whether a draft
 * may be kept): editing → invalid when the checks find something, or submitting → saved |
 * refused. It keeps the draft through provided actions (`keepDraft`, `dropDraft`) so the
 * values survive the session ending or the page being left; the composition root provides
 * `submit` (the call) and `saved` (what else follows, such as the header's name).
 */
export function createFormMachine<Values extends object, Request = unknown, Result = unknown>(
  id: string,
  spec: FormSpec<Values, Request>,
) {
  const formSetup = setup({
    types: {
      context: {} as FormContext<Values, Result>,
      events: {} as FormEvent<Values>,
      input: {} as FormInput<Values>,
    },
    actors: {
      submit: fromPromise<Result, { request: Request }>(() => Promise.reject(new Error(`${id}: provide "submit"`))),
    },
    actions: {
      keepDraft: (_, _params: { values: Values }) => {},
      /** The values are the saved ones again: nothing to keep (the values are for a draft that mirrors them elsewhere). */
      dropDraft: (_, _params: { values: Values }) => {},
      saved: (_, _params: { values: Values; result: Result }) => {},
      setValues: assign({
        values: ({ context, event }) => (event.type === 'form.change' ? { ...context.values, ...event.changes } : context.values),
      }),
      touch: assign({
        touched: ({ context, event }) =>
          event.type === 'form.blur' && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched,
      }),
      touchAll: assign({ touched: ({ context }) => Object.keys(context.values) }),
      showFindings: assign({ errors: ({ context }) => only(spec.check(context.values), context.touched) }),
      clearFindings: assign({ errors: {}, touched: [] }),
      clearOutcome: assign({ refusal: null, serverErrors: {}, result: null }),
      discard: assign({ values: ({ context }) => context.saved, errors: {}, touched: [], restored: false }),
      keepSent: assign({ sent: ({ context }) => context.values }),
    },
    guards: {
      hasProblems: ({ context }) => !isEmpty(spec.check(context.values)),
      /** After the change, every finding shown so far is fixed. */
      changeFixesFindings: ({ context, event }) =>
        event.type === 'form.change' && isEmpty(only(spec.check({ ...context.values, ...event.changes }), context.touched)),
      /** The field just left holds something wrong (an empty field not yet typed in is no mistake). */
      blurFindsProblem: ({ context, event }) =>
        event.type === 'form.blur' &&
        !sameValues(context.values[event.field], context.saved[event.field]) &&
        spec.check(context.values)[event.field] !== undefined,
      isDirty: ({ context }) => !sameValues(context.values, context.saved),
      closesOnSave: ({ context }) => context.closesOnSave,
    },
  });
  /** Keeps the draft while the values differ from the saved ones, else drops it. */
  const draftActionOf = (context: FormContext<Values, Result>) =>
    sameValues(context.values, context.saved)
      ? ({ type: 'dropDraft', params: { values: context.values } } as const)
      : ({ type: 'keepDraft', params: { values: context.values } } as const);
  const followDraft = formSetup.enqueueActions(({ context, enqueue }) => {
    if (spec.keepsDraft) enqueue(draftActionOf(context));
  });
  return formSetup.createMachine({
    id,
    description: 'A form: checked with its rules, sent, then saved or refused; unsaved values are kept as a draft. Values sent before it opened (typed before the app was there) are sent as it opens.',
    context: ({ input }) => {
      const draft = spec.keepsDraft ? readDraft(input.kept ?? null, input.saved) : null;
      const restored = draft !== null && !sameValues(draft, input.saved);
      return {
        saved: input.saved,
        values: restored ? draft : input.saved,
        sent: null,
        errors: {},
        touched: [],
        serverErrors: {},
        refusal: null,
        result: null,
        restored,
        closesOnSave: input.closesOnSave ?? false,
      };
    },
    initial: 'editing',
    // Sent before the form opened: sent now, once, as Save would (checked first).
    entry: enqueueActions(({ event, enqueue }) => {
      if ((event as { input?: FormInput<Values> }).input?.sent) enqueue.raise({ type: 'form.submit' });
    }),
    on: {
      'form.discard': {
        guard: 'isDirty',
        target: '.editing',
        actions: ['discard', 'clearOutcome', { type: 'dropDraft', params: ({ context }) => ({ values: context.saved }) }],
        description: 'The person drops the changes (or leaves the page): back to the saved values, the draft is gone.',
      },
      'form.close': {
        target: '.closed',
        actions: ['discard', 'clearOutcome', { type: 'dropDraft', params: ({ context }) => ({ values: context.saved }) }],
        description: 'The person is done with the form (Cancel): the changes and the draft are dropped and the page leaves.',
      },
    },
    states: {
      editing: {
        description: 'The person fills in the form; nothing wrong is shown.',
        on: {
          'form.change': { actions: ['setValues', followDraft], description: 'A field changes; the draft follows.' },
          'form.blur': [
            {
              guard: 'blurFindsProblem',
              target: 'invalid',
              actions: ['touch', 'showFindings'],
              description: 'The field just left holds something wrong: it says so.',
            },
            { actions: 'touch', description: 'The field just left is fine.' },
          ],
          'form.submit': [
            {
              guard: 'hasProblems',
              target: 'invalid',
              actions: ['touchAll', 'showFindings'],
              description: 'Something is missing or wrong: every such field says what, nothing is sent.',
            },
            { target: 'submitting', description: 'The form passes its checks and is sent.' },
          ],
        },
      },
      invalid: {
        description: 'Fields say what is wrong with them; each message goes as soon as its field is fixed.',
        on: {
          'form.change': [
            {
              guard: 'changeFixesFindings',
              target: 'editing',
              actions: ['setValues', 'clearFindings', followDraft],
              description: 'The last wrong field is fixed.',
            },
            { actions: ['setValues', 'showFindings', followDraft], description: 'A field changes; what is still wrong stays shown.' },
          ],
          'form.blur': { actions: ['touch', 'showFindings'], description: 'A field left: its finding shows too.' },
          // Something shown is still wrong, so every check cannot pass here.
          'form.submit': { actions: ['touchAll', 'showFindings'], description: 'Still wrong: every wrong field says so, nothing is sent.' },
        },
      },
      submitting: {
        description: 'The server is saving the form; the form waits.',
        entry: ['keepSent', 'clearFindings', 'clearOutcome'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ request: spec.toRequest(context.sent as Values) }),
          onDone: {
            target: 'saved',
            actions: [
              assign({
                result: ({ event }) => event.output,
                saved: ({ context }) => spec.afterSave?.(context.sent as Values) ?? (context.sent as Values),
                values: ({ context }) => (spec.afterSave && sameValues(context.values, context.sent) ? spec.afterSave(context.sent as Values) : context.values),
                restored: false,
              }),
              enqueueActions(({ context, enqueue }) => {
                if (spec.keepsDraft) enqueue(draftActionOf(context));
              }),
              { type: 'saved', params: ({ context, event }) => ({ values: context.sent as Values, result: event.output }) },
            ],
            description: 'The server saved the form.',
          },
          onError: {
            target: 'refused',
            actions: assign({ refusal: ({ event }) => messageInPlace(event.error), serverErrors: ({ event }) => fieldErrorsOf(event.error) }),
            description: 'Refused or unreachable: the toast says why, the fields the server names are marked, and nothing typed is lost.',
          },
        },
      },
      saved: {
        description: 'Saved; what depends on it follows (e.g. the name in the header). The form says so until it changes again.',
        always: { guard: 'closesOnSave', target: 'closed', description: 'A form of its own is left once saved.' },
        on: {
          'form.change': {
            target: 'editing',
            actions: ['setValues', 'clearOutcome', followDraft],
            description: 'The person changes the form again.',
          },
          // Unchanged since the save, there is nothing to send; an emptied form (a password) says what it needs.
          'form.submit': {
            guard: 'hasProblems',
            target: 'invalid',
            actions: ['touchAll', 'showFindings'],
            description: 'The emptied form is sent: every required field says so.',
          },
        },
      },
      refused: {
        description: 'Not saved; the reason is shown, with a way to try again when no field is to blame.',
        on: {
          'form.change': {
            target: 'editing',
            actions: ['setValues', 'clearOutcome', followDraft],
            description: 'The person fixes the form.',
          },
          'form.submit': { target: 'submitting', description: 'The same values are sent again (Try again).' },
        },
      },
      closed: {
        description: 'Saved or cancelled, the form is done with: nothing is unsaved, and the page leaves it.',
      },
    },
  });
}

export type FormMachine<Values extends object, Request = unknown, Result = unknown> = ReturnType<
  typeof createFormMachine<Values, Request, Result>
>;
