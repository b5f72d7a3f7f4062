import { expect, test } from '@playwright/test';
import { appUrl, expectNoToast, severeViolations, signIn, toasts } from './support';

test.describe('News', () => {
  test('the news list leads to an article with its picture and body', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const articles = page.getByRole('list', { name: 'News' });
    await expect(articles.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText(/^Showing 10 of 3\d$/)).toBeVisible();

    await articles.getByRole('link', { name: /Welcome week for new colleagues/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome week for new colleagues' })).toBeVisible();
    await expect(page.getByText('November 20, 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What it means for you' })).toBeVisible();
    await expect(page.getByText('Our newest colleagues start on Monday')).toBeVisible();
    const picture = page.getByRole('article').locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    expect(await severeViolations(page)).toEqual([]);
  });

  test('a list that could not be read says why once, in the toast; the page offers Try again, and both go once it is read', async ({ page }) => {
    await signIn(page);
    const articles = '**/api/news/articles';
    const why = 'The news desk cannot answer right now';
    await page.route(articles, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 50300, message: why, data: null }) }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();

    // Spec §8: the toast says why; the page says what failed and where to try again, not why again.
    await expect(toasts(page).filter({ hasText: why })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'The articles could not be loaded' })).toBeVisible();
    await expect(main.getByText(why)).toHaveCount(0);

    await page.unroute(articles);
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('list', { name: 'News' }).getByRole('listitem')).toHaveCount(10);
    // Fixed: the toast went with the failure it spoke of.
    await expectNoToast(page);
  });

  test('a news page whose script keeps failing reloads once, then says so with Try again', async ({ page }) => {
    await signIn(page);
    const blocked = '**/site/app/assets/NewsScreen-*.js';
    await page.route(blocked, (route) => route.abort());
    let pageLoads = 0;
    page.on('load', () => (pageLoads += 1));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded.' })).toBeVisible();
    // One reload (a stale build would have come back new), then no more.
    expect(pageLoads).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded.' })).toBeVisible();
    expect(pageLoads).toBe(1);

    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect(pageLoads).toBe(1);
  });

  test('scrolling to the end of the list reads the next page', async ({ page }) => {
    await signIn(page);
    await page.goto(appUrl('/news'));
    const articles = page.getByRole('list', { name: 'News' });
    await expect(articles.getByRole('listitem')).toHaveCount(10);
    await articles.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(page.getByText(/^Showing 20 of 3\d$/)).toBeVisible();
  });

  test('an article of another work place shows the not-found page', async ({ page }) => {
    await signIn(page);
    // The hotel's first article comes after the 34 of the demo person's work place (server/seed/newsSeed.ts).
    await page.goto(appUrl('/news/35'));
    await expect(page.getByText('Article not found')).toBeVisible();
  });

  test('a video plays with its captions, and the clip is read in parts', async ({ page }) => {
    await signIn(page);
    await page.goto(appUrl('/video/news'));
    // Players read media in parts (206), which is what lets them seek.
    const clipPart = page.waitForResponse((response) => response.url().endsWith('/media/news/clip-1.webm') && response.status() === 206);
    await page.getByRole('list', { name: 'Video news' }).getByRole('link', { name: /Welcome week in five seconds/ }).click();
    const video = page.getByLabel('Welcome week in five seconds');
    await expect(video).toHaveAttribute('poster', /clip-1\.jpg$/);
    await video.focus();
    await page.keyboard.press('k');
    expect((await clipPart).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    // The captions file loaded and was read as WebVTT.
    await page.waitForFunction(() => (document.querySelector('video')?.textTracks[0]?.cues?.length ?? 0) === 2);
    await page.keyboard.press('k');
    await expect(video).toHaveJSProperty('paused', true);
  });
});
