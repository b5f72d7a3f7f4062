import { describe, expect, it } from 'vitest';
import { canSendDraft, isReadingNotification, keptUnsent, mergeMessages, readUnsent, type PendingMessage } from './chat';

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

describe('keptUnsent and readUnsent', () => {
  const pending = (id: string, extra: Partial<PendingMessage> = {}): PendingMessage => ({
    id,
    body: `words of ${id}`,
    photo: null,
    status: 'waiting',
    refusal: null,
    ...extra,
  });

  it('keeps the words and ids of unsent messages, and reads them back to be sent; a refusal stays', () => {
    const kept = keptUnsent([
      pending('chat-0123456789-1', { status: 'sending' }),
      pending('chat-0123456789-2', { status: 'refused', refusal: 'Upload not found' }),
      pending('chat-0123456789-3', { photo: new File(['x'], 'parcel.png') }),
      // Refused by a call whose toast said why: refused all the same, never sent again by itself.
      pending('chat-0123456789-4', { status: 'refused', refusal: '' }),
    ]);
    expect(readUnsent(JSON.stringify(kept))).toEqual([
      pending('chat-0123456789-1', { status: 'queued' }),
      pending('chat-0123456789-2', { status: 'refused', refusal: 'Upload not found' }),
      pending('chat-0123456789-4', { status: 'refused', refusal: '' }),
    ]);
  });

  it('reads what is not its own as nothing, item by item, without failing', () => {
    expect(readUnsent(null)).toEqual([]);
    expect(readUnsent('{not json')).toEqual([]);
    expect(readUnsent('{"id":"chat-0123456789-1"}')).toEqual([]);
    const good = { id: 'chat-0123456789-1', body: 'Hello', refusal: null };
    const read = readUnsent(
      JSON.stringify([null, 7, 'text', { id: 'short', body: 'x' }, { id: 'chat-0123456789-2', body: '  ' }, { id: 'chat-0123456789-3', body: 42 }, good, good]),
    );
    expect(read).toEqual([{ ...good, photo: null, status: 'queued' }]);
  });
});

describe('isReadingNotification', () => {
  it('is the page open, or the chat at its old address', () => {
    expect(isReadingNotification('/requests/4/chat', '/requests/4/chat')).toBe(true);
    expect(isReadingNotification('/requests/4/chat', '/requests/4/message')).toBe(true);
    expect(isReadingNotification('/requests/4/chat', '/requests/41/message')).toBe(false);
    expect(isReadingNotification('/requests/4/chat', '/requests/4')).toBe(false);
    expect(isReadingNotification(null, '/requests/4/chat')).toBe(false);
    expect(isReadingNotification('/requests/4/chat', null)).toBe(false);
  });
});
