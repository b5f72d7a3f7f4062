import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { appUrl } from './support';

const require = createRequire(import.meta.url);

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(appUrl('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.addScriptTag({ path: require.resolve('axe-core') });
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());

  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(severe, `axe violations:\n${JSON.stringify(severe, null, 2)}`).toEqual([]);
});
