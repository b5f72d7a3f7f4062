import { describe, expect, it } from 'vitest';
import { canSendDraft, mergeMessages } from './chat';

const message = (id: string, created_at: string, read = false) => ({ id, created_at, read });

describe('mergeMessages', () => {
  it('keeps each message once, oldest first, in its newest form', () => {
    const merged = mergeMessages(
      [message('b', '2026-03-02T09:01:00Z'), message('c', '2026-03-02T09:02:00Z')],
      [message('a', '2026-03-02T09:00:00Z'), message('c', '2026-03-02T09:02:00Z', true), message('d', '2026-03-02T09:03:00Z')],
    );
    expect(merged.map((m) => [m.id, m.read])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
  });
});

describe('canSendDraft', () => {
  it('needs words or a photo', () => {
    expect(canSendDraft('  \n ', null)).toBe(false);
    expect(canSendDraft(' hi ', null)).toBe(true);
    expect(canSendDraft('', new File(['x'], 'box.png', { type: 'image/png' }))).toBe(true);
  });
});
