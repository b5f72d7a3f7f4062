import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChatMessage, ChatPage } from '../api/contract/chat';
import { EnvelopeError, TransportError } from '../api/errors';
import { chatMachine, type SendInput } from './chatMachine';

const ORDER_ID = 7;
const message = (id: string, sender: ChatMessage['sender'], body: string, minute: number): ChatMessage => ({
  id,
  order_id: ORDER_ID,
  sender,
  body,
  attachment_url: null,
  created_at: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
  read: false,
});
const pageOf = (messages: ChatMessage[], older_cursor: string | null = null): ChatPage => ({ messages, older_cursor, vendor_name: 'Paws & Co' });

/** A chat whose server answers from `pages` and `send`; what it was asked, and what it kept of its unsent messages, is kept. */
function startChat({
  pages = [pageOf([])],
  send,
  kept = null,
}: {
  pages?: ChatPage[] | (() => Promise<ChatPage>);
  send: (input: SendInput) => Promise<ChatMessage>;
  kept?: string | null;
}) {
  const asked: Array<string | null> = [];
  const sent: string[] = [];
  const keptUnsent: string[][] = [];
  let reads = 0;
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          asked.push(input.cursor);
          return typeof pages === 'function' ? pages() : pages[Math.min(asked.length, pages.length) - 1]!;
        }),
        sendMessage: fromPromise(({ input }) => {
          sent.push(input.message.body);
          return send(input);
        }),
      },
      actions: {
        markRead: () => void (reads += 1),
        keepUnsent: (_, { pending }) => void keptUnsent.push(pending.map((message) => message.body)),
      },
    }),
    { input: { orderId: ORDER_ID, kept } },
  ).start();
  return { actor, asked, sent, reads: () => reads, kept: () => keptUnsent.at(-1) };
}

const stored = ({ message: pending }: SendInput) => Promise.resolve(message(pending.id, 'buyer', pending.body, 30));
const ready = (actor: ReturnType<typeof startChat>['actor']) => waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
const idleOutbox = (actor: ReturnType<typeof startChat>['actor']) => waitFor(actor, (s) => s.matches({ outbox: 'idle' }));

function write(actor: ReturnType<typeof startChat>['actor'], text: string) {
  actor.send({ type: 'chat.type', text });
  actor.send({ type: 'chat.send' });
}

describe('chatMachine', () => {
  it('shows a message as pending at once and as sent once stored', async () => {
    const chat = startChat({ send: stored });
    await ready(chat.actor);
    write(chat.actor, '  Is it gift-wrapped?  ');
    expect(chat.actor.getSnapshot().context.pending).toEqual([expect.objectContaining({ body: 'Is it gift-wrapped?', status: 'sending' })]);
    expect(chat.actor.getSnapshot().context.draft).toBe('');
    await idleOutbox(chat.actor);
    const { pending, messages } = chat.actor.getSnapshot().context;
    expect(pending).toEqual([]);
    expect(messages.map((m) => m.body)).toEqual(['Is it gift-wrapped?']);
  });

  it('sends nothing empty', async () => {
    const chat = startChat({ send: stored });
    await ready(chat.actor);
    write(chat.actor, '   ');
    expect(chat.actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
    expect(chat.sent).toEqual([]);
  });

  it('keeps messages written offline and sends them, in order, when the connection is back', async () => {
    const chat = startChat({ send: stored });
    await ready(chat.actor);
    chat.actor.send({ type: 'connection.offline' });
    write(chat.actor, 'First');
    write(chat.actor, 'Second');
    expect(chat.actor.getSnapshot().context.pending.map((m) => m.status)).toEqual(['queued', 'queued']);
    expect(chat.sent).toEqual([]);

    chat.actor.send({ type: 'connection.live' });
    await waitFor(chat.actor, (s) => s.context.pending.length === 0);
    expect(chat.sent).toEqual(['First', 'Second']);
    expect(chat.actor.getSnapshot().context.messages.map((m) => m.body)).toEqual(['First', 'Second']);
  });

  it('a message without an answer waits for the connection and is sent again with the same id', async () => {
    const ids: string[] = [];
    let reachable = false;
    const chat = startChat({
      send: (input) => {
        ids.push(input.message.id);
        return reachable ? stored(input) : Promise.reject(new TransportError());
      },
    });
    await ready(chat.actor);
    write(chat.actor, 'Hello');
    await waitFor(chat.actor, (s) => s.context.pending[0]?.status === 'waiting');
    reachable = true;
    chat.actor.send({ type: 'connection.reconnecting' });
    chat.actor.send({ type: 'connection.live' });
    await waitFor(chat.actor, (s) => s.context.pending.length === 0);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a message without an answer says the connection is lost at once, though the stream looked open', async () => {
    const chat = startChat({ send: () => Promise.reject(new TransportError()) });
    await ready(chat.actor);
    chat.actor.send({ type: 'connection.live' });
    write(chat.actor, 'Hello');
    await waitFor(chat.actor, (s) => s.context.pending[0]?.status === 'waiting');
    expect(chat.actor.getSnapshot().matches({ connection: 'reconnecting' })).toBe(true);
  });

  it('a message without an answer holds back those written after it: they wait with it and go after it', async () => {
    let answerFirst: (error: Error) => void = () => {};
    let reachable = false;
    const chat = startChat({
      send: (input) =>
        input.message.body === 'First' && !reachable ? new Promise((_, reject) => (answerFirst = reject)) : stored(input),
    });
    await ready(chat.actor);
    chat.actor.send({ type: 'connection.live' });
    write(chat.actor, 'First');
    write(chat.actor, 'Second');
    answerFirst(new TransportError());
    await waitFor(chat.actor, (s) => s.context.pending.every((message) => message.status === 'waiting'));
    expect(chat.sent).toEqual(['First']);
    reachable = true;
    chat.actor.send({ type: 'connection.live' });
    await waitFor(chat.actor, (s) => s.context.pending.length === 0);
    expect(chat.sent).toEqual(['First', 'First', 'Second']);
  });

  it('a message written while others wait sends them first, in the order written', async () => {
    let reachable = false;
    const chat = startChat({ send: (input) => (reachable ? stored(input) : Promise.reject(new TransportError())) });
    await ready(chat.actor);
    write(chat.actor, 'First');
    await waitFor(chat.actor, (s) => s.context.pending[0]?.status === 'waiting');
    reachable = true;
    write(chat.actor, 'Second');
    await waitFor(chat.actor, (s) => s.context.pending.length === 0);
    expect(chat.sent).toEqual(['First', 'First', 'Second']);
  });

  it('keeps its unsent messages as they change, and starts with the kept ones: sent, once each', async () => {
    let reachable = false;
    const chat = startChat({ send: (input) => (reachable ? stored(input) : Promise.reject(new TransportError())) });
    await ready(chat.actor);
    write(chat.actor, 'Written while down');
    expect(chat.kept()).toEqual(['Written while down']);
    await waitFor(chat.actor, (s) => s.context.pending[0]?.status === 'waiting');
    const { id } = chat.actor.getSnapshot().context.pending[0]!;
    chat.actor.stop();

    // The next visit: the kept message is sent with its id, and no longer kept once stored.
    reachable = true;
    const ids: string[] = [];
    const next = startChat({
      send: (input) => (ids.push(input.message.id), stored(input)),
      kept: JSON.stringify([{ id, body: 'Written while down', refusal: null }]),
    });
    await waitFor(next.actor, (s) => s.context.pending.length === 0 && s.context.messages.length === 1);
    expect(ids).toEqual([id]);
    expect(next.kept()).toEqual([]);
  });

  it('a kept message the server already stored is not sent again', async () => {
    const storedBefore = message('chat-0123456789-1', 'buyer', 'Already there', 5);
    const chat = startChat({ pages: [pageOf([storedBefore])], send: stored, kept: JSON.stringify([{ id: storedBefore.id, body: 'Already there', refusal: null }]) });
    await ready(chat.actor);
    await idleOutbox(chat.actor);
    expect(chat.actor.getSnapshot().context.pending).toEqual([]);
    expect(chat.actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([storedBefore.id]);
  });

  it('messages that could not be read are read again when the stream is open again', async () => {
    let reachable = false;
    const chat = startChat({ pages: async () => (reachable ? pageOf([message('vendor-a', 'vendor', 'Packed', 1)]) : Promise.reject(new TransportError())), send: stored });
    await waitFor(chat.actor, (s) => s.matches({ conversation: 'failed' }));
    reachable = true;
    chat.actor.send({ type: 'connection.reconnecting' });
    chat.actor.send({ type: 'connection.live' });
    await ready(chat.actor);
    expect(chat.actor.getSnapshot().context.messages.map((m) => m.body)).toEqual(['Packed']);
  });

  it('a refused message says why and can be retried or removed', async () => {
    let refuse = true;
    const chat = startChat({
      send: (input) => (refuse ? Promise.reject(new EnvelopeError('Upload not found', 404, 40400)) : stored(input)),
    });
    await ready(chat.actor);
    write(chat.actor, 'Look at this');
    await waitFor(chat.actor, (s) => s.context.pending[0]?.status === 'refused');
    const [refused] = chat.actor.getSnapshot().context.pending;
    // Refused: why is the toast's (spec §8), not kept to say again beside the message.
    expect(refused?.refusal).toBe('');

    refuse = false;
    chat.actor.send({ type: 'chat.retryMessage', id: refused!.id });
    await waitFor(chat.actor, (s) => s.context.pending.length === 0);
    expect(chat.actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([refused!.id]);

    refuse = true;
    write(chat.actor, 'Again');
    await waitFor(chat.actor, (s) => s.context.pending[0]?.status === 'refused');
    chat.actor.send({ type: 'chat.removeMessage', id: chat.actor.getSnapshot().context.pending[0]!.id });
    expect(chat.actor.getSnapshot().context.pending).toEqual([]);
  });

  it('after a reconnection reads what was missed, each message once', async () => {
    const first = message('vendor-a', 'vendor', 'Packed', 1);
    const second = message('vendor-b', 'vendor', 'Shipped', 2);
    const chat = startChat({ pages: [pageOf([first]), pageOf([first, second])], send: stored });
    await ready(chat.actor);
    chat.actor.send({ type: 'chat.received', message: first });
    chat.actor.send({ type: 'connection.live' });
    chat.actor.send({ type: 'connection.reconnecting' });
    chat.actor.send({ type: 'connection.live' });
    await waitFor(chat.actor, (s) => s.matches({ conversation: { ready: 'idle' } }) && s.context.messages.length === 2);
    expect(chat.actor.getSnapshot().context.messages.map((m) => m.body)).toEqual(['Packed', 'Shipped']);
    expect(chat.asked).toEqual([null, null]);
    // The first opening of the stream reads nothing again; the reconnection does.
    expect(chat.reads()).toBe(3);
  });

  it('reads older pages by cursor, above the newest', async () => {
    const chat = startChat({
      pages: [pageOf([message('m2', 'vendor', 'Newer', 2)], 'cursor-1'), pageOf([message('m1', 'vendor', 'Older', 1)])],
      send: stored,
    });
    await ready(chat.actor);
    chat.actor.send({ type: 'chat.loadOlder' });
    await waitFor(chat.actor, (s) => s.context.messages.length === 2);
    expect(chat.asked).toEqual([null, 'cursor-1']);
    expect(chat.actor.getSnapshot().context.messages.map((m) => m.body)).toEqual(['Older', 'Newer']);
    expect(chat.actor.getSnapshot().can({ type: 'chat.loadOlder' })).toBe(false);
  });
});
