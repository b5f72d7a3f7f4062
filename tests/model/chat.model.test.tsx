import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import type { ChatMessage } from '../../src/api/contract/chat';
import { heldLiveStream } from '../support/liveStream';
import { fail, ok } from '../support/sessionHandlers';
import {
  CHAT_ORDER,
  caughtUpPage,
  chatModel,
  earlierPage,
  newestPage,
  noAnswer,
  notFound,
  PHOTO_NAME,
  READ_FAILED,
  REFUSED,
  refusal,
  storedMessage,
  TYPED,
  VENDOR,
} from './models/chat';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** The chat page of one order: its reads and the send are scripted; the live stream is the app's own. */

const MESSAGES = '/reactapi/chat/messages';
const SEND = '/reactapi/chat/send';
const PAGE = { timeout: 15_000 };

const liveStream = heldLiveStream();
/** The path took the device offline (jsdom's navigator.onLine stays true). */
let offline = false;

const log = () => screen.findByRole('log', { name: 'Messages' }, PAGE);
const pendingItem = () => screen.findByRole('listitem', { name: `Pending message: ${TYPED}` });

const CONNECTION_TEXT: Record<string, string> = {
  connecting: 'Connecting…',
  live: 'Connected: new messages appear as they are written.',
  reconnecting: 'Connection lost. Reconnecting…',
  offline: 'You are offline. Messages will be sent when you are back online.',
};
const PENDING_TEXT: Record<string, string> = {
  sending: 'Sending…',
  queued: 'Sending…',
  waiting: 'Not sent yet: it goes when the connection is back.',
  // Why is the toast's (spec §8).
  refused: 'Not sent',
};

/** The conversation as the machine holds it: every stored message and every pending one with its state. */
async function showsTheConversation(s: AnySnapshot) {
  const messages = await log();
  const catchingUp = s.matches({ conversation: { ready: 'catchingUp' } });
  expect(screen.getByRole('heading', { name: `Chat with ${VENDOR}` })).toBeInTheDocument();
  const status = catchingUp ? 'Reconnected. Fetching what you missed…' : CONNECTION_TEXT[s.value.connection as string]!;
  expect(await screen.findByText(status)).toBeInTheDocument();
  for (const message of s.context.messages as ChatMessage[]) {
    expect(await within(messages).findByText(message.body)).toBeInTheDocument();
  }
  const pending = s.context.pending as Array<{ status: string }>;
  if (pending.length === 0) {
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Pending message/ })).not.toBeInTheDocument());
  }
  for (const { status: state } of pending) {
    const shown = state === 'queued' && s.matches({ connection: 'offline' }) ? 'waiting' : state;
    expect(await within(await pendingItem()).findByText(PENDING_TEXT[shown]!)).toBeInTheDocument();
  }
  const older = screen.queryByRole('button', { name: 'Show earlier messages' });
  if (s.matches({ conversation: { ready: 'loadingOlder' } })) expect(older).toHaveAttribute('aria-busy', 'true');
  else if (s.context.olderCursor === null) expect(older).not.toBeInTheDocument();
  else expect(older).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(s.context.draft as string);
  if (s.context.photo) expect(screen.getByText(`Photo: ${PHOTO_NAME}`)).toBeInTheDocument();
}

/** Whatever the connection and the outbox do, the page shows its conversation part. */
const shows = new Proxy({} as Record<string, (s: AnySnapshot) => Promise<void>>, {
  get: () => async (s: AnySnapshot) => {
    const conversation = s.value.conversation;
    if (conversation === 'loading') expect(await screen.findByText('Loading the messages…', {}, PAGE)).toBeInTheDocument();
    else if (conversation === 'missing') expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    else if (conversation === 'failed') {
      const heading = await screen.findByRole('heading', { name: 'The messages could not be loaded' });
      // Why is the toast's (spec §8); the page says what failed, with a retry, not why again.
      expect(within(heading.closest('section')!).queryByText(READ_FAILED)).not.toBeInTheDocument();
      expect((await screen.findAllByText(READ_FAILED, { selector: 'li *' })).length).toBeGreaterThan(0);
    } else await showsTheConversation(s);
  },
});

const page = (answer: object) => () => ok(answer);
const readFails = () => fail(503, 50300, READ_FAILED);

describeScreenSuite({
  model: chatModel,
  page: () => `/requests/${CHAT_ORDER}/chat`,
  scripted: [MESSAGES, SEND],
  handlers: [
    liveStream.handler,
    http.post('/reactapi/chat/read', () => ok({ unread: 0 })),
    // The photo goes through the avatar's upload path before the message.
    http.post('/api/avatar/upload', () => ok({ upload_url: '/api/avatar/blob/photo-1?signature=s', upload_id: 'photo-1' })),
    http.put('/api/avatar/blob/:id', () => ok(null)),
  ],
  prepare() {
    liveStream.reset();
    offline = false;
    // The model's message ids: the chat's random prefix, fixed.
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('model-chat-messages' as ReturnType<Crypto['randomUUID']>);
  },
  answerFor(event) {
    const type = event.type;
    if (type.endsWith('chat.conversation.loading')) {
      if (type.startsWith('xstate.done')) return { endpoint: MESSAGES, answer: page(newestPage) };
      return { endpoint: MESSAGES, answer: event.error === notFound ? () => fail(404, 40400, 'Request not found') : readFails };
    }
    if (type.endsWith('chat.conversation.ready.loadingOlder')) {
      return { endpoint: MESSAGES, answer: type.startsWith('xstate.done') ? page(earlierPage) : readFails };
    }
    if (type.endsWith('chat.conversation.ready.catchingUp')) {
      return { endpoint: MESSAGES, answer: type.startsWith('xstate.done') ? page(caughtUpPage) : readFails };
    }
    if (type.endsWith('chat.outbox.sending')) {
      if (type.startsWith('xstate.done')) return { endpoint: SEND, answer: () => ok({ message: storedMessage }) };
      if (event.error === refusal) return { endpoint: SEND, answer: () => fail(404, 40400, REFUSED) };
      if (event.error === noAnswer) return { endpoint: SEND, answer: () => HttpResponse.error() };
    }
    return null;
  },
  drive: {
    'chat.reload': async () => person.click(await screen.findByRole('button', { name: 'Try again' })),
    'chat.loadOlder': async () => person.click(await screen.findByRole('button', { name: 'Show earlier messages' })),
    'chat.type': async (event) => person.type(await screen.findByRole('textbox', { name: 'Message' }), event.text as string),
    'chat.attach': async (event) => person.upload(await screen.findByLabelText('Add a photo'), event.photo as File),
    'chat.send': async () => person.type(await screen.findByRole('textbox', { name: 'Message' }), '{Enter}'),
    'chat.retryMessage': async () => person.click(within(await pendingItem()).getByRole('button', { name: 'Retry' })),
    'chat.removeMessage': async () => person.click(within(await pendingItem()).getByRole('button', { name: 'Remove' })),
    'chat.received': async (event) => liveStream.send({ type: 'chat.message', orderId: CHAT_ORDER, message: event.message }),
    async 'connection.live'() {
      if (offline) {
        offline = false;
        window.dispatchEvent(new Event('online'));
      }
      await liveStream.open();
    },
    'connection.reconnecting': async () => liveStream.drop(),
    async 'connection.offline'() {
      offline = true;
      window.dispatchEvent(new Event('offline'));
      liveStream.forgetHeld();
    },
  },
  shows,
});
