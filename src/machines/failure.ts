import { isApiError } from '../api/errors';
import { MESSAGES } from '../domain/constants';

/**
 * Spec §8, one rule for every machine: the toast says what went wrong. The API client shows
 * it for every failed call (src/api/client.ts), so a page shows where (the field marked, the
 * part that failed, a way to try again) and never the same sentence a second time. What a
 * machine keeps to show in place is only a message no toast said (a failure that is not a
 * call's, such as code that could not load); '' for a call's: failed, and the toast said why.
 */
export function messageInPlace(error: unknown): string {
  if (isApiError(error)) return '';
  return error instanceof Error && error.message ? error.message : MESSAGES.generic;
}
