import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EdgeTries } from './forms/edgeTries';

/**
 * Each try typed and sent: the fields the product finds wrong say so and are marked, the others
 * are not (unless the flow marked them before), and nothing reaches the flow (a try let through
 * would be sent: the page moves on, or a planned answer meets the wrong body). The good values
 * are typed back after each.
 */
export async function triesEachEdge(
  form: () => Promise<HTMLElement>,
  { labels, good, tries, findings }: EdgeTries,
  fill: (input: HTMLElement, value: string) => Promise<void>,
  send: () => Promise<void>,
) {
  const input = async (field: string) => within(await form()).getByLabelText(labels[field]!);
  // A field the flow marks already (the server refused the code) stays so: its page's own check says when.
  const markedBefore = new Set<string>();
  for (const field of Object.keys(labels)) if ((await input(field)).getAttribute('aria-invalid') === 'true') markedBefore.add(field);
  for (const { name, changes } of tries) {
    for (const [field, value] of Object.entries(changes)) await fill(await input(field), value);
    await send();
    const found = findings({ ...good, ...changes });
    if (Object.keys(found).length === 0) throw new Error(`The try "${name}" breaks no rule: it would be sent`);
    // The findings first: once they show, a field without one is seen unmarked.
    for (const [field, finding] of Object.entries(found)) {
      const shown = await input(field);
      await waitFor(() => expect(shown, name).toHaveAccessibleDescription(expect.stringContaining(finding)));
      expect(shown, name).toHaveAttribute('aria-invalid', 'true');
    }
    for (const field of Object.keys(labels).filter((field) => !(field in found) && !markedBefore.has(field))) expect(await input(field), name).not.toHaveAttribute('aria-invalid');
    for (const field of Object.keys(changes)) await fill(await input(field), good[field]!);
  }
}
