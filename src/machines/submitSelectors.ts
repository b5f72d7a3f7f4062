import type { SubmitContext } from './submitMachine';

export type SubmitStatus = 'editing' | 'submitting' | 'saved' | 'failed';

/** What the submit machine's snapshots have in common, whatever the form's values. */
interface SubmitSnapshot {
  value: unknown;
  context: Pick<SubmitContext<unknown, unknown>, 'error' | 'fieldErrors'>;
}

export const selectSubmitStatus = (snapshot: SubmitSnapshot) => snapshot.value as SubmitStatus;
export const selectSubmitError = (snapshot: SubmitSnapshot) => snapshot.context.error;
export const selectFieldErrors = (snapshot: SubmitSnapshot) => snapshot.context.fieldErrors;
