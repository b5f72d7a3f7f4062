// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationPageSchema } from '../src/api/contract/liveUpdates';
import { reminderListSchema, reminderResultSchema, reminderRunResultSchema } from '../src/api/contract/reminders';
import type { NewReminder } from '../src/domain/reminders';
import { openDatabase } from './data/openDatabase';
import { type Db, rows, sql } from './db';
import { DEMO_EMAIL, seedDemoData } from './seed';
import { openTestDatabase, onPostgres } from './testDatabase';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_EMAIL);
});

// The test clock starts on 2026-03-02.
const birthday: NewReminder = { type: 'birthday', title: "Emma's birthday", date: '2019-03-10', repeat: 'yearly', remind_days_before: 3 };

async function add(input: Partial<NewReminder> = {}, as = token, on = server) {
  const response = await on.post('/reactapi/user/reminder/add', { ...birthday, ...input }, as);
  expect(response.status).toBe(200);
  return reminderResultSchema.parse(response.body.data).reminder;
}

async function index(body: object = {}, as = token) {
  const response = await server.post('/reactapi/user/reminder/index', body, as);
  expect(response.status).toBe(200);
  return reminderListSchema.parse(response.body.data);
}

const run = async (at: string, on = server) =>
  reminderRunResultSchema.parse((await on.post('/api/dev/reminders/run', { at })).body.data).fired;

const remindersMailedTo = (db: Db, email: string) =>
  rows<{ subject: string }>(db, sql`SELECT subject FROM outbox WHERE to_email = ${email} AND subject LIKE 'Reminder:%' ORDER BY id`);

async function notifications(as = token, on = server) {
  const response = await on.post('/reactapi/view/notifications', {}, as);
  expect(response.status).toBe(200);
  return notificationPageSchema.parse(response.body.data).items;
}

const notFound = { status: 404, body: { code: 40400, message: 'Reminder not found', data: null } };

describe('reminders', () => {
  it('adds, lists by type with the counts of every type, updates and deletes', async () => {
    const added = await add();
    expect(added).toEqual({ id: added.id, ...birthday, type: 'birthday', next_date: '2026-03-10', due: false });
    await add({ type: 'vehicle_service', title: 'Car service', date: '2026-06-01', repeat: 'none', remind_days_before: 7 });

    const birthdays = await index({ type: 'birthday' });
    expect(birthdays.reminders.map((reminder) => reminder.title)).toEqual(["Emma's birthday"]);
    expect(birthdays.counts).toEqual({ birthday: 1, anniversary: 0, pet_care: 0, vehicle_service: 1, custom: 0 });
    expect((await index()).reminders).toHaveLength(2);

    const updated = await server.post('/reactapi/user/reminder/update', { id: added.id, title: 'Emma turns 7', date: '2019-03-01', repeat: 'yearly', remind_days_before: 0 }, token);
    expect(reminderResultSchema.parse(updated.body.data).reminder).toMatchObject({ title: 'Emma turns 7', next_date: '2027-03-01', type: 'birthday' });

    expect((await server.post('/reactapi/user/reminder/delete', { id: added.id }, token)).status).toBe(200);
    expect((await index({ type: 'birthday' })).reminders).toEqual([]);
  });

  it('refuses bad input with a message on the field', async () => {
    for (const [input, message] of [
      [{ date: '2026-02-29' }, 'Enter a real date from 1900 to ten years from now'],
      [{ date: '1 March' }, 'Enter a date as YYYY-MM-DD'],
      [{ title: '   ' }, 'Title is required'],
      [{ repeat: 'weekly' }, null],
      [{ remind_days_before: 31 }, 'Remind at most 30 days before'],
      [{ type: 'holiday' }, null],
    ] as const) {
      const response = await server.post('/reactapi/user/reminder/add', { ...birthday, ...input }, token);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(40000);
      if (message) expect(response.body.message).toBe(message);
    }
    expect((await server.post('/reactapi/user/reminder/index', { type: 'holiday' }, token)).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await server.post('/reactapi/user/reminder/index', {})).status).not.toBe(200);
  });

  it("keeps one person's reminders from another: B can neither read, edit nor delete A's", async () => {
    const mine = await add();
    const other = await server.addUser('other@lyla.example');
    expect((await index({}, other)).reminders).toEqual([]);
    expect((await index({}, other)).counts.birthday).toBe(0);

    const edit = await server.post('/reactapi/user/reminder/update', { id: mine.id, title: 'Taken', date: '2026-01-01', repeat: 'none', remind_days_before: 0 }, other);
    expect(edit).toEqual(notFound);
    expect(await server.post('/reactapi/user/reminder/delete', { id: mine.id }, other)).toEqual(notFound);
    expect((await index()).reminders).toEqual([{ ...mine }]);
  });
});

describe('firing due reminders', () => {
  it('fires an occurrence once its remind day has come, once only, as a notification and an email', async () => {
    const added = await add();
    expect(await run('2026-03-06T08:00:00.000Z')).toBe(0);
    expect(await notifications()).toEqual([]);
    expect(await run('2026-03-07T08:00:00.000Z')).toBe(1);
    expect(await run('2026-03-08T08:00:00.000Z')).toBe(0);
    expect(await remindersMailedTo(server.db, DEMO_EMAIL)).toEqual([{ subject: "Reminder: Emma's birthday on 2026-03-10" }]);
    expect(await notifications()).toMatchObject([
      {
        kind: 'reminder_due',
        title: "Reminder: Emma's birthday on 2026-03-10",
        body: "Emma's birthday is on Tue, March 10, 2026.",
        link: `/settings/account/reminders/birthday/${added.id}`,
        read: false,
      },
    ]);
    // Only its owner hears of it.
    expect(await notifications(await server.addUser('other@lyla.example'))).toEqual([]);
    // The next year's occurrence fires again.
    expect(await run('2027-03-07T08:00:00.000Z')).toBe(1);
    expect(await remindersMailedTo(server.db, DEMO_EMAIL)).toHaveLength(2);
  });

  it('shows the reminder as due once it fired for its next day', async () => {
    const added = await add({ remind_days_before: 7 });
    await run('2026-03-04T08:00:00.000Z');
    expect((await index()).reminders).toEqual([{ ...added, due: true }]);
  });

  it('sends no email to someone who turned reminder emails off, and still notifies', async () => {
    await server.post('/reactapi/user/edit', { receive_reminder_email_notify: false }, token);
    await add({ remind_days_before: 7 });
    expect(await run('2026-03-04T08:00:00.000Z')).toBe(1);
    expect(await remindersMailedTo(server.db, DEMO_EMAIL)).toEqual([]);
    expect(await notifications()).toHaveLength(1);
  });

  it('fires an occurrence once when two passes run at once', async () => {
    await add();
    expect(await Promise.all([run('2026-03-07T08:00:00.000Z'), run('2026-03-07T08:00:00.000Z')])).toEqual(expect.arrayContaining([0, 1]));
    expect(await remindersMailedTo(server.db, DEMO_EMAIL)).toHaveLength(1);
    expect(await notifications()).toHaveLength(1);
  });

  it('never fires a one-off reminder whose day has passed', async () => {
    await add({ date: '2026-03-01', repeat: 'none' });
    expect(await run('2026-03-02T08:00:00.000Z')).toBe(0);
  });
});

describe('firing on the server clock', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the pass every interval when asked to', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const timed = await startTestServer({ fireRemindersEvery: 60_000 });
    const asDemo = await timed.signIn(DEMO_EMAIL);
    await add({ date: '2026-03-03', remind_days_before: 1 }, asDemo, timed);
    expect(await remindersMailedTo(timed.db, DEMO_EMAIL)).toEqual([]);
    vi.advanceTimersByTime(60_000);
    // The pass runs on its own (asynchronously): wait for what it sends.
    await expect.poll(() => remindersMailedTo(timed.db, DEMO_EMAIL)).toEqual([{ subject: "Reminder: Emma's birthday on 2026-03-03" }]);
    // The next pass fires what came due since, and not Emma's birthday again: once its mail is
    // there, the pass has run.
    await add({ title: "Ben's birthday", date: '2026-03-03', remind_days_before: 1 }, asDemo, timed);
    vi.advanceTimersByTime(60_000);
    await expect.poll(() => remindersMailedTo(timed.db, DEMO_EMAIL)).toHaveLength(2);
    expect(await remindersMailedTo(timed.db, DEMO_EMAIL)).toEqual([
      { subject: "Reminder: Emma's birthday on 2026-03-03" },
      { subject: "Reminder: Ben's birthday on 2026-03-03" },
    ]);
  });
});

describe('firing across a restart', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('does not fire the same occurrence again after the server starts over on the same database', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lyla-reminders-'));
    // SQLite: a file closed and opened again. PostgreSQL: a second server on the same database
    // (the firings are all in the database; a new server remembers nothing else).
    const onSqlite = !onPostgres;
    const file = join(dir, 'lyla.sqlite');
    const first = onSqlite ? await openDatabase(file) : await openTestDatabase();
    if (onSqlite) await seedDemoData(first);
    const before = await startTestServer({ db: first });
    await add({}, await before.signIn(DEMO_EMAIL), before);
    expect(await run('2026-03-08T08:00:00.000Z', before)).toBe(1);
    if (onSqlite) await first.destroy();

    const again = onSqlite ? await openDatabase(file) : first;
    const after = await startTestServer({ db: again });
    expect(await run('2026-03-09T08:00:00.000Z', after)).toBe(0);
    expect(await remindersMailedTo(again, DEMO_EMAIL)).toHaveLength(1);
    expect(await notifications(await after.signIn(DEMO_EMAIL), after)).toHaveLength(1);
    if (onSqlite) await again.destroy();
  });
});
