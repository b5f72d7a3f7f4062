import * as z from 'zod/mini';
import { findRelationship, RELATIONSHIP_TYPE, type RelationshipType } from '../domain/enums';
import type { NewReminder, Reminder, ReminderChanges, ReminderList, ReminderPerson, ReminderType } from '../domain/reminders';
import type { ApiClient } from './client';
import {
  friendsSchema,
  profilePeopleSchema,
  reminderListSchema,
  reminderResultSchema,
  type ReminderPersonRow,
} from './contract/reminders';

/** A person as a reminder names them; `fallback` names the relationship when the row has none. */
function toPerson(key: string, row: ReminderPersonRow, type: RelationshipType, fallback: string): ReminderPerson {
  const name = `${row.first_name} ${row.last_name}`.trim() || row.name.trim();
  const relationship = row.relationship === null ? fallback : (findRelationship(type, row.relationship)?.name ?? fallback);
  return { key, name: name || relationship, relationship, birth_date: row.birth_date, anniversary_date: row.anniversary_date };
}

/** Reminders (spec §7, docs/api.md "Reminders") and the people their birthdays come from. */
export function createRemindersApi(client: ApiClient) {
  return {
    /** One type's reminders, or every reminder without a type; the counts of every type either way. */
    list: (type: ReminderType | null): Promise<ReminderList> =>
      client.post('/reactapi/user/reminder/index', type ? { type } : {}, reminderListSchema),
    add: async (reminder: NewReminder): Promise<Reminder> =>
      (await client.post('/reactapi/user/reminder/add', reminder, reminderResultSchema)).reminder,
    update: async (changes: ReminderChanges): Promise<Reminder> =>
      (await client.post('/reactapi/user/reminder/update', changes, reminderResultSchema)).reminder,
    remove: (id: number) => client.post('/reactapi/user/reminder/delete', { id }, z.null()),

    /** The spouse, family and friends from the profile's calls, with their saved dates. */
    people: async (): Promise<ReminderPerson[]> => {
      const [{ spouse, children, family }, friends] = await Promise.all([
        client.post('/reactapi/view/account/preference', {}, profilePeopleSchema),
        client.get('/api/v2/user/friends', friendsSchema),
      ]);
      return [
        ...(spouse ? [toPerson('spouse', spouse, RELATIONSHIP_TYPE.FAMILY, 'Spouse/partner')] : []),
        ...(family ?? children).map((row, index) => toPerson(`family:${row.id ?? `#${index}`}`, row, RELATIONSHIP_TYPE.FAMILY, 'Family member')),
        ...friends.map((row, index) => toPerson(`friend:${row.id ?? `#${index}`}`, row, RELATIONSHIP_TYPE.SOCIAL, 'Friend')),
      ];
    },
  };
}

export type RemindersApi = ReturnType<typeof createRemindersApi>;
