import { http } from 'msw';
import type { Reminder } from '../../src/domain/reminders';
import { REMINDER_TYPES } from '../../src/domain/reminders';
import { ok } from './sessionHandlers';

type Body = Record<string, unknown>;

export const emmaBirthday: Reminder = {
  id: 7,
  type: 'birthday',
  title: "Emma's birthday",
  date: '2019-03-10',
  repeat: 'yearly',
  remind_days_before: 3,
  next_date: '2026-03-10',
  due: false,
};

/** The profile's people as the profile call and the friends call answer them (the profile part of issue 14). */
export const profilePeople = {
  spouse: { id: 1, first_name: 'Sam', last_name: 'Lee', relationship: 1, birth_date: '1988-02-29', anniversary_date: '2015-06-20' },
  children: [{ id: 3, first_name: 'Emma', last_name: 'Thompson', relationship: 2, birth_date: '2019-03-10', anniversary_date: null }],
  friends: [{ id: 9, first_name: 'Ana', last_name: 'Diaz', relationship: 1, birth_date: null }],
};

/**
 * Reminders for screen tests, answering like the reference server (docs/api.md "Reminders").
 * Put its handlers before the account backend's: it answers the profile call with people.
 */
export function createRemindersBackend({ reminders = [emmaBirthday] }: { reminders?: Reminder[] } = {}) {
  const state = { reminders: [...reminders], nextId: 100 };
  const calls: Record<string, Body[]> = {};
  const post = (path: string, answer: (body: Body) => Response) =>
    http.post(path, async ({ request }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as Body;
      (calls[path] ??= []).push(body);
      return answer(body);
    });
  const counts = () => Object.fromEntries(REMINDER_TYPES.map((type) => [type, state.reminders.filter((r) => r.type === type).length]));
  const answered = (fields: Body, old?: Reminder): Reminder => ({ ...old, ...(fields as unknown as Reminder), next_date: String(fields.date), due: false });

  const handlers = [
    post('/reactapi/view/account/preference', () => ok({ spouse: profilePeople.spouse, children: profilePeople.children })),
    http.get('/api/v2/user/friends', () => ok({ friends: profilePeople.friends })),
    post('/reactapi/user/reminder/index', (body) =>
      ok({ reminders: state.reminders.filter((reminder) => !body.type || reminder.type === body.type), counts: counts() }),
    ),
    post('/reactapi/user/reminder/add', (body) => {
      const reminder = answered({ ...body, id: state.nextId++ });
      state.reminders.push(reminder);
      return ok({ reminder });
    }),
    post('/reactapi/user/reminder/update', (body) => {
      const reminder = answered(body, state.reminders.find((old) => old.id === body.id));
      state.reminders = state.reminders.map((old) => (old.id === reminder.id ? reminder : old));
      return ok({ reminder });
    }),
    post('/reactapi/user/reminder/delete', (body) => {
      state.reminders = state.reminders.filter((reminder) => reminder.id !== body.id);
      return ok(null);
    }),
  ];
  return { handlers, state, calls };
}
