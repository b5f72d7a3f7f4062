/**
 * Reminders (issue 14, docs/decisions/0026-reminders.md): their types, repeat rules and the
 * dates they fall on. Dates are calendar days written `YYYY-MM-DD`; the server's "today" is
 * the UTC day. Shared with the server, which fires reminders by the same rules.
 */
import { addDays, daysInMonth, formatDay, parseDay } from './dates';
import { dateFormat } from './format';

export const REMINDER_TYPES = ['birthday', 'anniversary', 'pet_care', 'vehicle_service', 'custom'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** How each type is named: on the overview (`title`), and for one of its reminders (`one`). */
export const REMINDER_TYPE_NAMES: Record<ReminderType, { title: string; one: string; hint: string }> = {
  birthday: { title: 'Birthdays', one: 'birthday', hint: 'Your spouse, family and friends.' },
  anniversary: { title: 'Anniversaries', one: 'anniversary', hint: 'Your wedding anniversary and other dates together.' },
  pet_care: { title: 'Pet care', one: 'pet care reminder', hint: 'Vaccinations, check-ups, grooming.' },
  vehicle_service: { title: 'Vehicle service', one: 'vehicle service', hint: 'Services, inspections, tyre changes.' },
  custom: { title: 'Other reminders', one: 'reminder', hint: 'Anything else you want to remember.' },
};

export const isReminderType = (value: string | undefined): value is ReminderType =>
  (REMINDER_TYPES as readonly string[]).includes(value ?? '');

export const REPEAT_RULES = ['none', 'yearly', 'monthly'] as const;
export type RepeatRule = (typeof REPEAT_RULES)[number];
export const REPEAT_LABELS: Record<RepeatRule, string> = { none: 'Does not repeat', yearly: 'Every year', monthly: 'Every month' };

/** How long before the day a reminder comes, in days. */
export const REMIND_BEFORE_OPTIONS = [
  { value: 0, label: 'On the day' },
  { value: 1, label: '1 day before' },
  { value: 3, label: '3 days before' },
  { value: 7, label: '1 week before' },
  { value: 14, label: '2 weeks before' },
] as const;
export const MAX_REMIND_DAYS_BEFORE = 30;

/** The repeat a new reminder of a type starts with: birthdays and anniversaries come yearly. */
export const defaultRepeatOf = (type: ReminderType): RepeatRule =>
  type === 'birthday' || type === 'anniversary' ? 'yearly' : 'none';

/** What decides when a reminder falls. */
export interface ReminderTiming {
  /** The first day it falls on. */
  date: string;
  repeat: RepeatRule;
  remind_days_before: number;
}

/**
 * The `index`-th occurrence (0 is `date` itself), counted from the first day so a short month
 * never shifts the ones after it: 31 January monthly falls on 28 (or 29) February, then 31
 * March. A day the month lacks falls on its last day, so 29 February yearly falls on
 * 28 February in years that are not leap years.
 */
export function occurrence(date: string, repeat: RepeatRule, index: number): string {
  const first = parseDay(date);
  if (!first) throw new Error(`Not a date: ${date}`);
  if (repeat === 'none' || index === 0) return date;
  const months = repeat === 'yearly' ? 12 * index : index;
  const monthIndex = first.month - 1 + months;
  const year = first.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return formatDay({ year, month, day: Math.min(first.day, daysInMonth(year, month)) });
}

/** The first occurrence on or after `today`; null when a one-off reminder's day has passed. */
export function nextOccurrence({ date, repeat }: Pick<ReminderTiming, 'date' | 'repeat'>, today: string): string | null {
  if (date >= today) return date;
  if (repeat === 'none') return null;
  const first = parseDay(date);
  const now = parseDay(today);
  if (!first || !now) return null;
  // The count of whole periods gone by lands on or just before today; at most two steps on.
  const monthsGone = (now.year - first.year) * 12 + (now.month - first.month);
  let index = Math.max(0, repeat === 'yearly' ? Math.floor(monthsGone / 12) : monthsGone);
  while (occurrence(date, repeat, index) < today) index += 1;
  return occurrence(date, repeat, index);
}

/** The day the reminder for an occurrence comes. */
export const remindOn = (occurrenceDate: string, daysBefore: number) => addDays(occurrenceDate, -daysBefore);

/**
 * The occurrence a reminder is due for on `today`: the next one, once its remind day has come.
 * Occurrences that went by while nothing was checking are not reminded of late.
 */
export function dueOccurrence(timing: ReminderTiming, today: string): string | null {
  const next = nextOccurrence(timing, today);
  return next !== null && remindOn(next, timing.remind_days_before) <= today ? next : null;
}

/** Someone from the profile whose dates a birthday or anniversary reminder can start from. */
export interface ReminderPerson {
  /** Unique among the people listed: `spouse`, `family:3`, `friend:7`. */
  key: string;
  name: string;
  /** Spouse / partner, Child, Friend… */
  relationship: string;
  birth_date: string | null;
  anniversary_date: string | null;
}

/** The date a person gives a reminder of this type, if they have one. */
export function personDate(person: ReminderPerson, type: ReminderType): string | null {
  if (type === 'birthday') return person.birth_date;
  if (type === 'anniversary') return person.anniversary_date;
  return null;
}

/** The people a reminder of this type can be about: those with the date it needs. */
export const peopleFor = (people: readonly ReminderPerson[], type: ReminderType) =>
  people.filter((person) => personDate(person, type) !== null);

/** What choosing a person fills in: a title naming them and their date. */
export function prefillFromPerson(person: ReminderPerson, type: ReminderType): { title: string; date: string } {
  const occasion = type === 'anniversary' ? 'anniversary' : 'birthday';
  return { title: `${person.name}'s ${occasion}`, date: personDate(person, type) ?? '' };
}

/** A saved reminder as the API answers it (src/api/contract/reminders.ts). */
export interface Reminder extends ReminderTiming {
  id: number;
  type: ReminderType;
  title: string;
  /** The next day it falls on, as the server counts days; null once a one-off day has passed. */
  next_date: string | null;
  /** Its reminder for the next day has gone out. */
  due: boolean;
}

export type NewReminder = Omit<Reminder, 'id' | 'next_date' | 'due'>;
export type ReminderChanges = Omit<Reminder, 'type' | 'next_date' | 'due'>;
export type ReminderCounts = Record<ReminderType, number>;

/** A list of reminders, and how many of each type the person has. */
export interface ReminderList {
  reminders: Reminder[];
  counts: ReminderCounts;
}

const longDay = dateFormat({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day as people read it: "Tue, March 10, 2026". */
export function formatReminderDay(date: string): string {
  const parsed = parseDay(date);
  return parsed ? longDay(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day))) : date;
}

/** How a reminder repeats and when it comes: "Every year · 3 days before". */
export function describeTiming({ repeat, remind_days_before }: Pick<ReminderTiming, 'repeat' | 'remind_days_before'>): string {
  const before =
    REMIND_BEFORE_OPTIONS.find((option) => option.value === remind_days_before)?.label ?? `${remind_days_before} days before`;
  return `${REPEAT_LABELS[repeat]} · ${before}`;
}

/** "No reminders", "1 reminder", "3 reminders". */
export const countLabel = (count: number) => (count === 0 ? 'No reminders' : count === 1 ? '1 reminder' : `${count} reminders`);
