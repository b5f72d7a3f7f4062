import { vi } from 'vitest';

/**
 * React's act() bookkeeping: tests drive the app as a person would, navigations finish in
 * transitions and chunks load while a test waits, so these speak of the test's timing, not
 * of the app. On a busy machine they come and go; they are let through.
 */
const ACT_BOOKKEEPING = [
  /not wrapped in act\(/,
  /not configured to support act\(/,
  // user-event dispatches each event in a synchronous act(); a click that opens a lazy page
  // whose chunk is still on its way suspends inside it. The test then waits for the page.
  /A component suspended inside an `act` scope, but the `act` call was not awaited/,
];

/**
 * An unexpected console.error is a defect: it fails the test. `expected` lists the messages a
 * test expects and lets through.
 */
export function failOnConsoleError(expected: readonly RegExp[] = []) {
  const allowed = [...ACT_BOOKKEEPING, ...expected];
  const spy = vi.isMockFunction(console.error) ? vi.mocked(console.error) : vi.spyOn(console, 'error');
  spy.mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (allowed.some((pattern) => pattern.test(text))) return;
    throw new Error(`console.error called: ${text}`);
  });
}
