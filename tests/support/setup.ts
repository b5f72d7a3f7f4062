import '@testing-library/jest-dom/vitest';
import { threadId } from 'node:worker_threads';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { failOnConsoleError } from './consoleErrors';

// jsdom lacks these pointer and scrolling calls, which Radix Select makes.
if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// jsdom lacks window scrolling, which a new page does to start at the top.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// jsdom lacks ResizeObserver, which Radix radio groups and checkboxes use inside a form.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Node's BroadcastChannel reaches every worker thread: the apps of one test worker must not
// see the live states (src/ui/statecharts/liveStates.ts) of test files running beside it.
if (globalThis.BroadcastChannel) {
  const NodeBroadcastChannel = globalThis.BroadcastChannel;
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name: string) {
      super(`${name} (test worker ${threadId})`);
    }
  };
}

// Two cores run several test files at once: give the UI time before calling it a failure.
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => failOnConsoleError());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// A server test file run on PostgreSQL drops the databases it made (server/testDatabase.ts);
// reached through a global so the screen tests do not load the server's code.
afterAll(async () => {
  await (globalThis as { dropTestDatabases?: () => Promise<void> }).dropTestDatabases?.();
});
