import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { api, appUrl, PASSWORD, placeWalletOrder, registerAccount, submitSignIn, type Account } from './support';

/**
 * A message typed while the server is down is delivered once it is back, and a page opened
 * while it is down waits for it without reloading. The shared server
 * (playwright.config.ts) serves every other spec, so this one runs its own, as `npm start`
 * does, on a port and a data folder of its own, and stops and starts it.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310) + 100;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The server as `npm start` runs it (`server/main.ts`), its process itself, so stopping it frees the port. */
function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LYLA_DEV_ENDPOINTS: '1', LYLA_DEMO_VENDOR: 'off' },
    stdio: 'ignore',
  });
}

async function whenServing(client: APIRequestContext) {
  await expect
    .poll(async () => (await client.get('/site/app/', { failOnStatusCode: false }).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
}

/** Stopped as a crash stops it: at once, with the browser's stream still open. */
async function stopServer(server: ChildProcess) {
  const exited = once(server, 'exit');
  server.kill('SIGKILL');
  await exited;
}

/**
 * Asked to stop as Ctrl-C asks `npm start`: it takes no new connection, ends the open live
 * streams, and exits once the calls under way have their answers.
 */
function askToStop(server: ChildProcess): Promise<unknown> {
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  return exited;
}

test.describe('order chat across a server restart', () => {
  let dataDir: string;
  let server: ChildProcess | null = null;
  let client: APIRequestContext;

  test.beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lyla-restart-'));
    server = startServer(dataDir);
    client = await requests.newContext({ baseURL: ORIGIN });
    await whenServing(client);
  });

  test.afterEach(async () => {
    if (server && server.exitCode === null) await stopServer(server);
    await client.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a message typed while the server is stopped is delivered once after it restarts', async ({ page }) => {
    test.setTimeout(180_000);
    const buyer: Account = await registerAccount(client, 'Remy');
    const order = await placeWalletOrder(client, buyer);
    await page.goto(`${ORIGIN}${appUrl('/login')}`);
    await submitSignIn(page, buyer.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(buyer.fullName);
    await page.goto(`${ORIGIN}${appUrl(`/requests/${order.id}/chat`)}`);
    await expect(page.getByText('Connected: new messages appear as they are written.')).toBeVisible();

    await stopServer(server!);
    await expect(page.getByText('Connection lost. Reconnecting…')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Typed while you were away');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const pending = page.getByRole('listitem', { name: 'Pending message: Typed while you were away' });
    await expect(pending).toContainText('Not sent yet: it goes when the connection is back.');

    server = startServer(dataDir);
    await whenServing(client);
    // The stream tries again with growing waits (up to 30 s) before it finds the server back.
    await expect(pending).toBeHidden({ timeout: 60_000 });
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages.getByRole('listitem').filter({ hasText: 'Typed while you were away' })).toContainText('Sent');
    // The toaster's script could not be fetched while the server was down; the next toast loads it again
    // (a search the server refuses: a request not found says so on its page, with no toast).
    await page.evaluate((q) => {
      window.location.hash = `#/search?q=${q}`;
    }, 'a'.repeat(201));
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('The search is too long')).toBeVisible();
    await page.goBack();

    await page.reload();
    await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem')).toHaveText([/Typed while you were away/]);
    const stored = await api<{ messages: Array<{ body: string }> }>(client, buyer, '/reactapi/chat/messages', { order_id: order.id });
    expect(stored.messages.map((message) => message.body)).toEqual(['Typed while you were away']);
  });

  test('once the server is asked to stop, the chat says so; a message written then outlasts leaving the chat, and goes once it is back, without Retry', async ({ page }) => {
    test.setTimeout(180_000);
    const buyer: Account = await registerAccount(client, 'Ines');
    const order = await placeWalletOrder(client, buyer);
    await page.goto(`${ORIGIN}${appUrl('/login')}`);
    await submitSignIn(page, buyer.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(buyer.fullName);
    // The request's page and its chat, so the code of both is there when the server is not.
    await page.goto(`${ORIGIN}${appUrl(`/requests/${order.id}`)}`);
    await page.getByRole('link', { name: /^Chat with the vendor/ }).click();
    const connection = page.getByRole('status').filter({ hasText: /^(Connecting|Connected|Connection lost|Reconnected|You are offline)/ });
    await expect(connection).toHaveText('Connected: new messages appear as they are written.');

    // The page's open stream does not keep the server running: it ends, and the chat says so.
    await askToStop(server!);
    await expect(connection).toHaveText('Connection lost. Reconnecting…');
    await page.getByRole('textbox', { name: 'Message' }).fill('Written while the server was away');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const pending = page.getByRole('listitem', { name: 'Pending message: Written while the server was away' });
    await expect(pending).toContainText('Not sent yet: it goes when the connection is back.');

    // Leave the chat while the server is down, and come back.
    await page.getByRole('link', { name: '← Back to the request' }).click();
    await expect(page.getByRole('link', { name: '← Back to the request' })).toBeHidden();
    await page.goBack();

    server = startServer(dataDir);
    await whenServing(client);
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages.getByRole('listitem').filter({ hasText: 'Written while the server was away' })).toContainText('Sent', { timeout: 60_000 });
    await expect(pending).toBeHidden();
    const stored = await api<{ messages: Array<{ body: string }> }>(client, buyer, '/reactapi/chat/messages', { order_id: order.id });
    expect(stored.messages.map((message) => message.body)).toEqual(['Written while the server was away']);
  });

  test('a page whose script cannot be fetched while the server is down says why and keeps the page; Try again opens it once it is back', async ({ page }) => {
    test.setTimeout(180_000);
    const person: Account = await registerAccount(client, 'Nia');
    await page.goto(`${ORIGIN}${appUrl('/login')}`);
    await submitSignIn(page, person.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(person.fullName);
    // Survives only if the page is not reloaded (a reload would find no server).
    await page.evaluate(() => Object.assign(window, { e2eNoReloadMark: true }));

    await stopServer(server!);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { name: 'This part of the app could not be loaded: the server cannot be reached.' })).toBeVisible();
    expect(await page.evaluate(() => 'e2eNoReloadMark' in window)).toBe(true);

    server = startServer(dataDir);
    await whenServing(client);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect(await page.evaluate(() => 'e2eNoReloadMark' in window)).toBe(true);
  });
});
