import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../api/client';
import { connectForm } from '../machines/formMachineConnect';
import { composeDesk } from './composeDesk';

const LINK = 'https://lyla.example/#/register?email=sam.reed%40northwind.example';

/** An invitation's link copied by a press, as the invite page runs it (src/ui/desk/InviteScreen.tsx). */
function pressCopy() {
  const actor = createActor(composeDesk({} as ApiClient, window).copyLink(LINK), { input: { saved: {} } }).start();
  connectForm(actor.getSnapshot(), actor.send).submit();
  return actor;
}

/** What the page's clipboard holds. */
let clipboard: string | null;
const writeText = vi.fn(async (text: string) => void (clipboard = text));

describe('copying an invitation link (desk.copyLink)', () => {
  beforeEach(() => {
    clipboard = null;
    writeText.mockClear();
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('is copied once the clipboard has the link', async () => {
    const actor = pressCopy();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(clipboard).toBe(LINK);
  });

  it('is refused where the clipboard is out of reach, and a second press tries again', async () => {
    writeText.mockRejectedValueOnce(new Error('not allowed'));
    const actor = pressCopy();
    await waitFor(actor, (s) => s.matches('refused'));
    expect(clipboard).toBeNull();
    connectForm(actor.getSnapshot(), actor.send).retry();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(clipboard).toBe(LINK);
  });
});
