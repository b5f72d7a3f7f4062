import * as z from 'zod/mini';
import { isCalendarDate } from '../../domain/dates';
import { MAX_REMIND_DAYS_BEFORE, REMINDER_TYPES, REPEAT_RULES, type ReminderCounts } from '../../domain/reminders';
import { isoDate, requiredText } from './registration';
import { listOf, orDefault, orNull } from './tolerant';

/**
 * Contract of reminders (spec §7 `POST /reactapi/user/reminder/index`, `/add`, `/update`,
 * `/delete`; the fields are designed in docs/decisions/0026-reminders.md and docs/api.md).
 * Shared with the server.
 */

const id = z.int().check(z.positive());
const reminderType = z.enum(REMINDER_TYPES);
const repeatRule = z.enum(REPEAT_RULES);

const reminderFields = {
  title: requiredText('Title', 80),
  date: isoDate,
  repeat: repeatRule,
  remind_days_before: z.int().check(
    z.minimum(0, 'Days before cannot be negative'),
    z.maximum(MAX_REMIND_DAYS_BEFORE, `Remind at most ${MAX_REMIND_DAYS_BEFORE} days before`),
  ),
};

/** `index`: `{ type }` lists that type's reminders; without it, every reminder. Both answer the counts. */
export const reminderIndexRequestSchema = z.object({ type: z.optional(reminderType) });
/** `add`: a new reminder of a type. */
export const reminderAddRequestSchema = z.object({ type: reminderType, ...reminderFields });
/** `update`: a reminder's fields by id; its type stays. */
export const reminderUpdateRequestSchema = z.object({ id, ...reminderFields });
/** `delete`: `{ id }`. */
export const reminderDeleteRequestSchema = z.object({ id });

/** A saved reminder, with when it next falls as the server counts days (UTC). */
export const reminderSchema = z.object({
  id,
  type: reminderType,
  title: z.string(),
  date: z.string(),
  repeat: orDefault(repeatRule, 'none'),
  remind_days_before: orDefault(z.int(), 0),
  /** The next day it falls on; null once a one-off day has passed. */
  next_date: orNull(z.string()),
  /** Its reminder for the next day has gone out (a notification, and an email if asked for). */
  due: orDefault(z.boolean(), false),
});

const countsSchema = z.object(
  Object.fromEntries(REMINDER_TYPES.map((type) => [type, orDefault(z.int(), 0)])) as Record<
    (typeof REMINDER_TYPES)[number],
    z.ZodMiniCatch<z.ZodMiniInt>
  >,
);

export const reminderListSchema = z.object({
  reminders: listOf(reminderSchema),
  counts: orDefault(
    countsSchema,
    Object.fromEntries(REMINDER_TYPES.map((type) => [type, 0])) as ReminderCounts,
  ),
});

/** `add` and `update` answer `{ reminder }`. */
export const reminderResultSchema = z.object({ reminder: reminderSchema });

/** `POST /api/dev/reminders/run` (development endpoint): the firing pass, as if it were `at`. */
export const reminderRunRequestSchema = z.object({ at: z.iso.datetime() });
export const reminderRunResultSchema = z.object({ fired: z.int() });

// ---- The people a birthday or anniversary can be about (read from the profile's calls) ----

// Read tolerantly: a day the calendar does not have reads as none.
const isoDateOrNull = orNull(z.string().check(z.refine(isCalendarDate)));

/** A spouse, family member or friend as their calls answer them; only what a reminder needs. */
export const reminderPersonSchema = z.object({
  id: orNull(id),
  first_name: orDefault(z.string(), ''),
  last_name: orDefault(z.string(), ''),
  /** What older answers name a family member by, without first and last names. */
  name: orDefault(z.string(), ''),
  relationship: orNull(z.int()),
  birth_date: isoDateOrNull,
  anniversary_date: isoDateOrNull,
});
export type ReminderPersonRow = z.infer<typeof reminderPersonSchema>;

/**
 * `POST /reactapi/view/account/preference` (spec §7): the spouse and family it answers;
 * `family` (designed, every member but the spouse) when there, else the spec's `children`.
 */
export const profilePeopleSchema = z.object({
  spouse: orNull(reminderPersonSchema),
  children: listOf(reminderPersonSchema),
  family: orNull(z.array(reminderPersonSchema)),
});

/** `GET /api/v2/user/friends` (spec §7): the list, bare or as `{ friends }`. */
export const friendsSchema = z.catch(
  z.union([z.array(reminderPersonSchema), z.pipe(z.object({ friends: z.array(reminderPersonSchema) }), z.transform((answer) => answer.friends))]),
  [],
);
