import { assign, fromPromise, setup } from 'xstate';

export interface SubmitContext<Values, Result> {
  /** What was sent last; a retry sends it again. */
  values: Values | null;
  result: Result | null;
  /** Why the last send failed, for the form to show. */
  error: string | null;
  /** The server's complaints about single fields (`data.errors` of a 400 / 40000 answer). */
  fieldErrors: Record<string, string>;
}

export type SubmitEvent<Values> =
  | { type: 'form.submit'; values: Values }
  | { type: 'form.retry' }
  /** The person changed the form after a save or a failure: the old outcome no longer applies. */
  | { type: 'form.edit' };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'There is something wrong';

/** `[{ field, message }]` in the failure's data, first message per field. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const list = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  if (!Array.isArray(list)) return {};
  const found: Record<string, string> = {};
  for (const item of list as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof item?.field === 'string' && typeof item.message === 'string') found[item.field] ??= item.message;
  }
  return found;
}

/**
 * Sends one form: editing → submitting → saved, or failed with the reason and a retry.
 * Every form of the account area uses it; the composition root provides `submit` (the call)
 * and `saved` (what else changes, such as the header's name) per form.
 */
export function createSubmitMachine<Values, Result>(id = 'submit') {
  return setup({
    types: {
      context: {} as SubmitContext<Values, Result>,
      events: {} as SubmitEvent<Values>,
    },
    actors: {
      submit: fromPromise<Result, { values: Values }>(() => Promise.reject(new Error(`${id}: provide "submit"`))),
    },
    actions: {
      // Provided per form by the composition root.
      saved: (_, _params: { values: Values; result: Result }) => {},
      keepValues: assign({ values: (_, params: { values: Values }) => params.values }),
      clearOutcome: assign({ result: null, error: null, fieldErrors: {} }),
    },
  }).createMachine({
    id,
    description: 'A form sent to the server: saved, or failed with the reason and a way to try again.',
    context: { values: null, result: null, error: null, fieldErrors: {} },
    initial: 'editing',
    states: {
      editing: {
        description: 'The person fills in the form.',
        on: {
          'form.submit': {
            target: 'submitting',
            actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
            description: 'The form passed its checks and is sent.',
          },
        },
      },
      submitting: {
        description: 'The server is saving the form; the form waits.',
        entry: 'clearOutcome',
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values as Values }),
          onDone: {
            target: 'saved',
            actions: assign({ result: ({ event }) => event.output }),
            description: 'The server saved the form.',
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageOf(event.error), fieldErrors: ({ event }) => fieldErrorsOf(event.error) }),
            description: 'Refused or unreachable: the reason is shown and nothing typed is lost.',
          },
        },
      },
      saved: {
        description: 'Saved; what depends on it follows (e.g. the name in the header). The form says so until it changes again.',
        entry: { type: 'saved', params: ({ context }) => ({ values: context.values as Values, result: context.result as Result }) },
        on: {
          'form.edit': { target: 'editing', actions: 'clearOutcome', description: 'The person changes the form again.' },
          'form.submit': {
            target: 'submitting',
            actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
            description: 'The form is sent again.',
          },
        },
      },
      failed: {
        description: 'Not saved; the reason is shown with a way to try again.',
        on: {
          'form.retry': { target: 'submitting', description: 'The same values are sent again.' },
          'form.edit': { target: 'editing', actions: 'clearOutcome', description: 'The person fixes the form.' },
          'form.submit': {
            target: 'submitting',
            actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
            description: 'The form is sent with what it holds now.',
          },
        },
      },
    },
  });
}

export type SubmitMachine<Values, Result> = ReturnType<typeof createSubmitMachine<Values, Result>>;

/** The machine as documented in docs/statecharts/ (each form gets its own copy with its call). */
export const submitMachine = createSubmitMachine<unknown, unknown>();
