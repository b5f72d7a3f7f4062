import type { FormErrors } from './validation';

/**
 * What a form machine (src/machines/formMachine.ts) needs to know about one form: what is
 * wrong with its values, what it sends, and whether its values may be kept as a draft.
 */
export interface FormSpec<Values extends object, Request> {
  /** The problems with the values as they stand, one per field; {} when they may be sent. */
  check(values: Values): FormErrors<Values>;
  /** What is sent: trimmed and converted. Called only when `check` found nothing. */
  toRequest(values: Values): Request;
  /** false for secrets (passwords, card numbers): never written to storage. */
  keepsDraft: boolean;
  /** The values the form holds once saved; the sent values unless told (a password form empties). */
  afterSave?(sent: Values): Values;
}
