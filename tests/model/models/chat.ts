import type { SnapshotFrom } from 'xstate';
import type { ChatMessage, ChatPage } from '../../../src/api/contract/chat';
import { EnvelopeError, TransportError } from '../../../src/api/errors';
import { chatMachine } from '../../../src/machines/chatMachine';
import type { MachineModel, ModelEntry } from '../plan';

type Snapshot = SnapshotFrom<typeof chatMachine>;

export const CHAT_ORDER = 42;
export const VENDOR = 'Green Thumb Garden';
export const TYPED = 'Is it gift-wrapped?';
export const PHOTO_NAME = 'parcel.png';
const FIRST_MESSAGE_ID = 'model-chat-messages-1';

const message = (id: string, body: string, minute: number, sender: ChatMessage['sender'] = 'vendor'): ChatMessage => ({
  id,
  order_id: CHAT_ORDER,
  sender,
  body,
  attachment_url: null,
  created_at: `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
  read: false,
});

/** What the vendor wrote: the newest page (with older ones before it), the page before, what came during a drop, and live. */
export const NEWEST = message('vendor-message-newest', 'Your planter is packed', 10);
export const EARLIER = message('vendor-message-earlier', 'Thanks for your order', 1);
export const MISSED = message('vendor-message-missed', 'It left the shop', 20);
export const LIVE = message('vendor-message-live', 'The courier is on the way', 30);
export const newestPage: ChatPage = { messages: [NEWEST], older_cursor: 'older', vendor_name: VENDOR };
export const earlierPage: ChatPage = { messages: [EARLIER], older_cursor: null, vendor_name: VENDOR };
export const caughtUpPage: ChatPage = { messages: [NEWEST, MISSED], older_cursor: 'older', vendor_name: VENDOR };
export const storedMessage = message(FIRST_MESSAGE_ID, TYPED, 40, 'buyer');

export const READ_FAILED = 'The server is busy. Try again in a moment.';
export const REFUSED = 'Upload not found';
const readFailure = new EnvelopeError(READ_FAILED, 503, 50300);
export const notFound = new EnvelopeError('Request not found', 404, 40400);
export const refusal = new EnvelopeError(REFUSED, 404, 40400);
export const noAnswer = new TransportError();

const LOADING = 'xstate.done.actor.0.chat.conversation.loading';
const OLDER = 'xstate.done.actor.0.chat.conversation.ready.loadingOlder';
const CATCHING_UP = 'xstate.done.actor.0.chat.conversation.ready.catchingUp';
const SENDING = 'xstate.done.actor.0.chat.outbox.sending';
const failureOf = (done: string) => done.replace('xstate.done.', 'xstate.error.');

/**
 * A call is in flight: only its answer comes next (the rendering suite holds each answer
 * until the path reaches it, so one call at a time).
 */
const busy = (s: Snapshot) =>
  s.matches({ conversation: 'loading' }) ||
  s.matches({ conversation: { ready: 'loadingOlder' } }) ||
  s.matches({ conversation: { ready: 'catchingUp' } }) ||
  s.matches({ outbox: 'sending' });
const ready = (s: Snapshot) => s.matches({ conversation: 'ready' }) && !busy(s);
const pendingIs = (status: string) => (s: Snapshot) => s.context.pending.some((pending) => pending.status === status);

type Connection = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * Where the connection and the one written message are after the path's events (by their
 * names), from the chat's rules (decision 0021), never from the machine: a message goes when
 * the device is online; sent (or retried) while it is offline, nothing is asked and it is
 * `held` until the stream is open again; no answer makes it wait and the connection lost
 * (unless offline); the stream open again sends what waits or is held, with its id.
 * `tries`: how many times the message went to the server.
 */
export function outboxAfter(names: readonly string[]) {
  let connection: Connection = 'connecting';
  let pending: 'sending' | 'held' | 'waiting' | 'refused' | null = null;
  let tries = 0;
  const goesWhenItCan = () => {
    if (connection === 'offline') return 'held';
    tries += 1;
    return 'sending';
  };
  for (const name of names) {
    switch (name) {
      case 'the stream is open':
        connection = 'live';
        if (pending === 'waiting' || pending === 'held') pending = goesWhenItCan();
        break;
      case 'the stream drops':
        connection = 'reconnecting';
        break;
      case 'the device goes offline':
        connection = 'offline';
        break;
      case 'sends it':
      case 'sends it while offline':
      case 'retries it':
        pending = goesWhenItCan();
        break;
      case 'the server stores it':
      case 'removes it':
        pending = null;
        break;
      case 'the server refuses it':
        pending = 'refused';
        break;
      case 'no answer comes':
        pending = 'waiting';
        if (connection !== 'offline') connection = 'reconnecting';
        break;
    }
  }
  return { connection, pending, tries };
}

/**
 * Where an event leads (`to`), by the chat's rules: the conversation region as `conversation`
 * says (from the region it happens in; unchanged when absent), the connection and the outbox
 * from the path's events (`outboxAfter`: a message on its way is `outbox.sending`).
 */
const leadsTo =
  (conversation?: (region: string, earlier: string[]) => string) =>
  (from: string, earlier: string[], name: string): string => {
    const [region] = from.split(',');
    const { connection, pending } = outboxAfter([...earlier, name]);
    return [conversation ? conversation(region!, earlier) : region, `connection.${connection}`, `outbox.${pending === 'sending' ? 'sending' : 'idle'}`].join(',');
  };
const READY = 'conversation.ready.idle';

/**
 * The chat of one order: the conversation read (failing, missing, earlier messages, catching
 * up after a drop), the stream's state, and one message written, sent, refused, waiting,
 * retried or removed. One message per path keeps the model finite. The stream opening again
 * after a drop or offline is what makes the chat catch up, send what waits, and read again
 * messages that could not be read; a message that gets no answer makes the connection lost.
 * (Unsent messages kept across visits, several messages at once and the composer's edges are
 * the suite's own cases outside the plan.)
 */
const entries: Array<Omit<ModelEntry<Snapshot>, 'to'> & { to: ReturnType<typeof leadsTo> }> = [
  { name: 'the messages arrive', event: { type: LOADING, output: newestPage }, when: (s) => s.matches({ conversation: 'loading' }), to: leadsTo(() => READY) },
  { name: 'they cannot be read', event: { type: failureOf(LOADING), error: readFailure }, when: (s) => s.matches({ conversation: 'loading' }), to: leadsTo(() => 'conversation.failed') },
  { name: 'the order is not theirs', event: { type: failureOf(LOADING), error: notFound }, when: (s) => s.matches({ conversation: 'loading' }), to: leadsTo(() => 'conversation.missing') },
  { name: 'tries again', event: { type: 'chat.reload' }, when: (s) => s.matches({ conversation: 'failed' }), to: leadsTo(() => 'conversation.loading') },
  { name: 'scrolls to the top', event: { type: 'chat.loadOlder' }, when: (s) => ready(s) && s.context.olderCursor !== null, to: leadsTo(() => 'conversation.ready.loadingOlder') },
  { name: 'the earlier messages arrive', event: { type: OLDER, output: earlierPage }, when: (s) => s.matches({ conversation: { ready: 'loadingOlder' } }), to: leadsTo(() => READY) },
  { name: 'they cannot be read', event: { type: failureOf(OLDER), error: readFailure }, when: (s) => s.matches({ conversation: { ready: 'loadingOlder' } }), to: leadsTo(() => READY) },
  { name: 'the missed messages arrive', event: { type: CATCHING_UP, output: caughtUpPage }, when: (s) => s.matches({ conversation: { ready: 'catchingUp' } }), to: leadsTo(() => READY) },
  { name: 'they cannot be read', event: { type: failureOf(CATCHING_UP), error: readFailure }, when: (s) => s.matches({ conversation: { ready: 'catchingUp' } }), to: leadsTo(() => READY) },
  {
    name: 'the vendor writes',
    event: { type: 'chat.received', message: LIVE },
    when: (s) => ready(s) && s.matches({ connection: 'live' }) && !s.context.messages.some((m) => m.id === LIVE.id),
    to: leadsTo(),
  },
  {
    name: 'the stream is open',
    event: { type: 'connection.live' },
    when: (s) => !busy(s) && !s.matches({ connection: 'live' }),
    // Messages that could not be read are read again; after a drop or offline the newest are read again.
    to: leadsTo((region, earlier) => {
      if (region === 'conversation.failed') return 'conversation.loading';
      const cutOff = ['reconnecting', 'offline'].includes(outboxAfter(earlier).connection);
      return region === READY && cutOff ? 'conversation.ready.catchingUp' : region;
    }),
  },
  { name: 'the stream drops', event: { type: 'connection.reconnecting' }, when: (s) => !busy(s) && s.matches({ connection: 'live' }), to: leadsTo() },
  { name: 'the device goes offline', event: { type: 'connection.offline' }, when: (s) => !busy(s) && !s.matches({ connection: 'offline' }), to: leadsTo() },
  { name: 'types a message', event: { type: 'chat.type', text: TYPED }, when: (s) => ready(s) && s.context.sentCount === 0 && s.context.draft === '', to: leadsTo() },
  {
    name: 'adds a photo',
    event: { type: 'chat.attach', photo: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], PHOTO_NAME, { type: 'image/png' }) },
    when: (s) => ready(s) && s.context.sentCount === 0 && s.context.draft !== '' && s.context.photo === null,
    to: leadsTo(),
  },
  { name: 'sends it', event: { type: 'chat.send' }, when: (s) => ready(s) && s.context.sentCount === 0 && !s.matches({ connection: 'offline' }), to: leadsTo() },
  // Written while offline: it shows at once and is sent when the stream is open again (decision 0021).
  {
    name: 'sends it while offline',
    event: { type: 'chat.send' },
    when: (s) => ready(s) && s.context.sentCount === 0 && s.matches({ connection: 'offline' }),
    to: leadsTo(),
  },
  { name: 'the server stores it', event: { type: SENDING, output: storedMessage }, when: (s) => s.matches({ outbox: 'sending' }), to: leadsTo() },
  { name: 'the server refuses it', event: { type: failureOf(SENDING), error: refusal }, when: (s) => s.matches({ outbox: 'sending' }), to: leadsTo() },
  { name: 'no answer comes', event: { type: failureOf(SENDING), error: noAnswer }, when: (s) => s.matches({ outbox: 'sending' }), to: leadsTo() },
  {
    name: 'retries it',
    event: { type: 'chat.retryMessage', id: FIRST_MESSAGE_ID },
    when: (s) => !busy(s) && (pendingIs('refused')(s) || pendingIs('waiting')(s)),
    to: leadsTo(),
  },
  { name: 'removes it', event: { type: 'chat.removeMessage', id: FIRST_MESSAGE_ID }, when: (s) => !busy(s) && pendingIs('refused')(s), to: leadsTo() },
];

export const chatModel: MachineModel<Snapshot> = {
  machine: chatMachine,
  suite: 'chat',
  starts: [{ name: '', input: { orderId: CHAT_ORDER, idPrefix: 'model-chat-messages' } }],
  // `to` gets the event's own name (several entries share one, and the outbox counts it).
  events: entries.map(({ to, ...entry }) => ({ ...entry, to: (from: string, earlier: string[]) => to(from, earlier, entry.name) })),
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      draft: s.context.draft,
      photo: s.context.photo !== null,
      sent: s.context.sentCount,
      pending: s.context.pending.map((pending) => pending.status),
      older: s.context.olderCursor,
      messages: s.context.messages.map((m) => m.id),
    }),
};
