/**
 * Calendar days, written `YYYY-MM-DD`, and the one rule every date a person enters follows: a
 * real day of the calendar (no 30 February) in the range its field allows. The forms and the
 * server check it alike (`checkDates`); "today" is the UTC day on the server, and the form's
 * day where it is filled in.
 */
import type { FormErrors } from './validation';

export interface Day {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `date` names, or null when it is not a day of the calendar written `YYYY-MM-DD`. */
export function parseDay(date: string): Day | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Whether `date` is a day of the calendar written `YYYY-MM-DD` (no 30 February). */
export const isCalendarDate = (date: string) => parseDay(date) !== null;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** `date` moved by a number of days (negative: earlier). */
export function addDays(date: string, days: number): string {
  const parsed = parseDay(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  return dayOf(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)));
}

/** The same day `years` later; 29 February becomes the 28th in a year without one. */
export function addYears(date: string, years: number): string {
  const parsed = parseDay(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  const year = parsed.year + years;
  return formatDay({ year, month: parsed.month, day: Math.min(parsed.day, daysInMonth(year, parsed.month)) });
}

/** The days a date field allows, counted from today, and what the person reads outside them. */
export interface DateRange {
  earliest: (today: string) => string;
  latest: (today: string) => string;
  message: string;
}

/** Nobody's birth, wedding or pet is older: a year before it is a typing slip (`0990`, `1090`). */
const EARLIEST_PAST_DAY = '1900-01-01';

export const DATE_RANGES = {
  /** A day that has been: a date of birth (a person's, a pet's), an anniversary. */
  past: { earliest: () => EARLIEST_PAST_DAY, latest: (today) => today, message: 'Enter a real date from 1900 to today' },
  /**
   * The year ahead: when a custom request is needed by, when a vendor can deliver. Further out
   * nobody can promise a price or a day.
   */
  comingYear: { earliest: (today) => today, latest: (today) => addYears(today, 1), message: 'Choose a real date from today to a year from now' },
  /**
   * A reminder's first day: a birthday or anniversary from the past (it repeats), or a day to
   * come within ten years (a service, a licence renewal).
   */
  reminder: {
    earliest: () => EARLIEST_PAST_DAY,
    latest: (today) => addYears(today, 10),
    message: 'Enter a real date from 1900 to ten years from now',
  },
} satisfies Record<string, DateRange>;

/** Whether `date` is a real day of the calendar within `range`, today being `today`. */
export const isDateIn = (date: string, range: DateRange, today: string) =>
  isCalendarDate(date) && date >= range.earliest(today) && date <= range.latest(today);

/**
 * What is wrong with each date of `values` named in `ranges`: the range's message where the
 * date is not a real day in it. An empty or missing date is not checked (optional fields;
 * `required` says so where one is needed).
 */
export function checkDates<Values extends object>(values: Values, ranges: Partial<Record<keyof Values, DateRange>>, today: string): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const [field, range] of Object.entries(ranges) as [keyof Values, DateRange][]) {
    const date = values[field];
    if (typeof date === 'string' && date !== '' && !isDateIn(date, range, today)) errors[field] = range.message;
  }
  return errors;
}
