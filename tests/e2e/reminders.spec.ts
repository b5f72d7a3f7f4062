import { expect, test } from '@playwright/test';
import { addDays, dayOf } from '../../src/domain/dates';
import { PASSWORD, api, appUrl, registerAccount, severeViolations, submitSignIn } from './support';

/** Reminders end to end against the real server; each test registers its own account. */

test.describe('Reminders', () => {
  test("a child's birthday reminder starts from the birth date saved on the profile", async ({ page, request }) => {
    const account = await registerAccount(request, 'Nina', 'Rivera');
    await api(request, account, '/reactapi/user/add-family', { first_name: 'Leo', last_name: 'Rivera', relationship: 2, birth_date: '2020-02-29' });

    await page.goto(appUrl('/login'));
    await submitSignIn(page, account.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(account.fullName);
    await page.goto(appUrl('/settings/account/reminders/birthday'));
    await expect(page.getByText('No birthdays yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add a birthday' }).click();

    const form = page.getByRole('form', { name: 'New birthday' });
    await form.getByRole('combobox', { name: 'Who' }).click();
    await page.getByRole('option', { name: 'Leo Rivera (Child)' }).click();
    await expect(form.getByLabel('Title')).toHaveValue("Leo Rivera's birthday");
    await expect(form.getByLabel('Date')).toHaveValue('2020-02-29');
    await form.getByRole('button', { name: 'Add reminder' }).click();

    const list = page.getByRole('list', { name: 'Your birthdays' });
    await expect(list.getByText("Leo Rivera's birthday")).toBeVisible();
    await expect(list.getByText('Every year · 1 day before')).toBeVisible();
    await page.getByRole('link', { name: 'All reminders' }).click();
    await expect(page.getByRole('navigation', { name: 'Reminder types' }).getByRole('link', { name: /Birthdays\s*1 reminder/ })).toBeVisible();
  });

  test('a reminder that comes due under a moved clock shows up once', async ({ page, request }) => {
    const account = await registerAccount(request, 'Remy', 'Rivera');
    // Ten days ahead, reminded a week before: the server's own clock does not fire it today.
    const day = addDays(dayOf(new Date()), 10);
    await api(request, account, '/reactapi/user/reminder/add', {
      type: 'custom',
      title: 'Renew the passport',
      date: day,
      repeat: 'none',
      remind_days_before: 7,
    });

    await page.goto(appUrl('/login'));
    await submitSignIn(page, account.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(account.fullName);
    await page.goto(appUrl('/settings/account/reminders'));
    const types = page.getByRole('navigation', { name: 'Reminder types' });
    await expect(types.getByRole('link', { name: /Other reminders\s*1 reminder/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reminders coming up' })).toHaveCount(0);

    const at = `${addDays(dayOf(new Date()), 4)}T08:00:00.000Z`;
    const run = async () => {
      const response = await request.post('/api/dev/reminders/run', { data: { at } });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: { fired: number } }).data.fired;
    };
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);

    const feed = await api<{ items: Array<{ kind: string; title: string }> }>(request, account, '/reactapi/view/notifications');
    expect(feed.items.filter((item) => item.kind === 'reminder_due').map((item) => item.title)).toEqual([`Reminder: Renew the passport on ${day}`]);
    const mail = await request.post('/api/dev/outbox/latest', { data: { email: account.email } });
    expect(((await mail.json()) as { data: { subject: string } }).data.subject).toBe(`Reminder: Renew the passport on ${day}`);

    await page.reload();
    const upcoming = page.getByRole('list', { name: 'Reminders coming up' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    await expect(upcoming.getByRole('link', { name: 'Renew the passport' })).toBeVisible();
    await types.getByRole('link', { name: /Other reminders/ }).click();
    const list = page.getByRole('list', { name: 'Your other reminders' });
    await expect(list.getByText('Due', { exact: true })).toHaveCount(1);
  });

  test('the reminder pages have no serious or critical accessibility violations', async ({ page, request }) => {
    const account = await registerAccount(request, 'Ada', 'Rivera');
    await page.goto(appUrl('/login'));
    await submitSignIn(page, account.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(account.fullName);
    for (const [route, heading] of [
      ['/settings/account/reminders', 'Reminders'],
      ['/settings/account/reminders/pet_care', 'Pet care'],
      ['/settings/account/reminders/pet_care/new', 'New pet care reminder'],
    ] as const) {
      await page.goto(appUrl(route));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const severe = await severeViolations(page);
      expect(severe, `${route}: axe violations:\n${JSON.stringify(severe, null, 2)}`).toEqual([]);
    }
  });
});
