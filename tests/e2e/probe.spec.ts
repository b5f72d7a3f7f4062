import { expect, test } from '@playwright/test';
import { DEMO, appUrl, expireSessions, readToken, routeOf, signIn } from './support';

test('probe reload', async ({ page, request }) => {
  page.on('request', (r) => { if (r.url().includes('/api/')) console.log('REQ', r.method(), r.url()); });
  await signIn(page);
  await expireSessions(request, DEMO.email);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.waitForTimeout(1500);
  console.log('route', routeOf(page), 'token', await readToken(page));
  await page.goto(appUrl('/news'));
  await page.waitForTimeout(1500);
  console.log('route', routeOf(page), 'token', await readToken(page));
});
