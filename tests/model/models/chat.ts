import type { SnapshotFrom } from 'xstate';
import type { ChatMessage, ChatPage } from '../../../src/api/contract/chat';
import { EnvelopeError, TransportError } from '../../../src/api/errors';
import { chatMachine } from '../../../src/machines/chatMachine';
import type { MachineModel } from '../plan';

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

/**
 * The chat of one order: the conversation read (failing, missing, earlier messages, catching
 * up after a drop), the stream's state, and one message written, sent, refused, waiting,
 * retried or removed. One message per path keeps the model finite. The stream opening again
 * after a drop or offline is what makes the chat catch up, send what waits, and read again
 * messages that could not be read; a message that gets no answer makes the connection lost.
 * (Unsent messages kept across visits are the chat screen's and machine's unit tests.)
 */
export const chatModel: MachineModel<Snapshot> = {
  machine: chatMachine,
  suite: 'chat',
  starts: [{ name: '', input: { orderId: CHAT_ORDER, idPrefix: 'model-chat-messages' } }],
  events: [
    { name: 'the messages arrive', event: { type: LOADING, output: newestPage }, when: (s) => s.matches({ conversation: 'loading' }) },
    { name: 'they cannot be read', event: { type: failureOf(LOADING), error: readFailure }, when: (s) => s.matches({ conversation: 'loading' }) },
    { name: 'the order is not theirs', event: { type: failureOf(LOADING), error: notFound }, when: (s) => s.matches({ conversation: 'loading' }) },
    { name: 'tries again', event: { type: 'chat.reload' }, when: (s) => s.matches({ conversation: 'failed' }) },
    { name: 'scrolls to the top', event: { type: 'chat.loadOlder' }, when: (s) => ready(s) && s.context.olderCursor !== null },
    { name: 'the earlier messages arrive', event: { type: OLDER, output: earlierPage }, when: (s) => s.matches({ conversation: { ready: 'loadingOlder' } }) },
    { name: 'they cannot be read', event: { type: failureOf(OLDER), error: readFailure }, when: (s) => s.matches({ conversation: { ready: 'loadingOlder' } }) },
    { name: 'the missed messages arrive', event: { type: CATCHING_UP, output: caughtUpPage }, when: (s) => s.matches({ conversation: { ready: 'catchingUp' } }) },
    { name: 'they cannot be read', event: { type: failureOf(CATCHING_UP), error: readFailure }, when: (s) => s.matches({ conversation: { ready: 'catchingUp' } }) },
    {
      name: 'the vendor writes',
      event: { type: 'chat.received', message: LIVE },
      when: (s) => ready(s) && s.matches({ connection: 'live' }) && !s.context.messages.some((m) => m.id === LIVE.id),
    },
    { name: 'the stream is open', event: { type: 'connection.live' }, when: (s) => !busy(s) && !s.matches({ connection: 'live' }) },
    { name: 'the stream drops', event: { type: 'connection.reconnecting' }, when: (s) => !busy(s) && s.matches({ connection: 'live' }) },
    { name: 'the device goes offline', event: { type: 'connection.offline' }, when: (s) => !busy(s) && !s.matches({ connection: 'offline' }) },
    { name: 'types a message', event: { type: 'chat.type', text: TYPED }, when: (s) => ready(s) && s.context.sentCount === 0 && s.context.draft === '' },
    {
      name: 'adds a photo',
      event: { type: 'chat.attach', photo: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], PHOTO_NAME, { type: 'image/png' }) },
      when: (s) => ready(s) && s.context.sentCount === 0 && s.context.draft !== '' && s.context.photo === null,
    },
    { name: 'sends it', event: { type: 'chat.send' }, when: (s) => ready(s) && s.context.sentCount === 0 },
    { name: 'the server stores it', event: { type: SENDING, output: storedMessage }, when: (s) => s.matches({ outbox: 'sending' }) },
    { name: 'the server refuses it', event: { type: failureOf(SENDING), error: refusal }, when: (s) => s.matches({ outbox: 'sending' }) },
    { name: 'no answer comes', event: { type: failureOf(SENDING), error: noAnswer }, when: (s) => s.matches({ outbox: 'sending' }) },
    {
      name: 'retries it',
      event: { type: 'chat.retryMessage', id: FIRST_MESSAGE_ID },
      when: (s) => !busy(s) && (pendingIs('refused')(s) || pendingIs('waiting')(s)),
    },
    { name: 'removes it', event: { type: 'chat.removeMessage', id: FIRST_MESSAGE_ID }, when: (s) => !busy(s) && pendingIs('refused')(s) },
  ],
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
