import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

// E2E_PORT lets two checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A fresh database per run. The config is loaded again by each worker; the environment
// variable keeps the one directory chosen by the main process. It lives in `test-results/`,
// which Playwright empties before it starts the server, so old runs do not pile up.
const DATA_DIR = (process.env.LYLA_E2E_DATA_DIR ??= resolve('test-results', `e2e-data-${Date.now()}`));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Limits, not waits: a loaded 2-core box can take seconds to paint a lazy screen; tests wait
  // for what a person sees and end early when it is there.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // Serves the built app from dist/: `npm run test:e2e` runs `vite build` first.
    command: 'npx tsx server/main.ts',
    url: `${BASE_URL}/site/app/`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      // The tests read emailed codes and expire sessions through /api/dev/* (loopback only).
      LYLA_DEV_ENDPOINTS: '1',
      // The tests play the vendor themselves: no answers of the demo vendor come in between.
      LYLA_DEMO_VENDOR: 'off',
      // A CI box may have less than the product's 512 MB margin free; the photo tests still run.
      LYLA_MIN_FREE_DISK_MB: '16',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
