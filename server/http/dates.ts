import { checkDates, dayOf, type DateRange } from '../../src/domain/dates';
import { errors } from './envelope';

/**
 * Refuses (400 / 40000, every bad field named) a date of `values` that is not a real day of
 * the calendar in its field's range (`checkDates`, the forms' rule too); today is the server's
 * UTC day.
 */
export function refuseBadDates<Values extends object>(now: Date, values: Values, ranges: Partial<Record<keyof Values, DateRange>>): void {
  const problems = Object.entries(checkDates(values, ranges, dayOf(now))) as [string, string][];
  if (problems.length > 0) throw errors.invalidFields(problems.map(([field, message]) => ({ field, message })));
}
