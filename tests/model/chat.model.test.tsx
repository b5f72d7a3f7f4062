import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { composeChat } from '../../src/app/composeChat';
import { readUnsent } from '../../src/domain/chat';
import { heldLiveStream } from '../support/liveStream';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import {
  CHAT_ORDER,
  caughtUpPage,
  chatModel,
  outboxAfter,
  EARLIER,
  earlierPage,
  LIVE,
  MISSED,
  NEWEST,
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
import { recordCall, type PathStep, type PlannedAnswer, type RecordedCall } from './harness';
import { stateKey, type AnySnapshot, type ModelEvent } from './plan';
import { itPlansEveryEntry, pathsOrNone } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** The chat page of one order: its reads and the send are scripted; the live stream is the app's own. */

const MESSAGES = '/reactapi/chat/messages';
const SEND = '/reactapi/chat/send';
const PAGE = { timeout: 15_000 };

const liveStream = heldLiveStream();
/** Every message the chat sent in this path, as the server received it (answered or not). */
const sent: RecordedCall[] = [];
/** Every time the chat told the server the vendor's messages are read. */
const reads: RecordedCall[] = [];
/** The unsent messages this browser keeps for the next visit of this chat, as that visit reads them. */
const keptForNextVisit = () =>
  readUnsent(composeChat(null as never, localStorage).unsent.read(demoUser.id, CHAT_ORDER)).map(({ id, body }) => ({ id, body }));
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
  // Written while offline: nothing is asked until the device is back online.
  held: 'Not sent yet: it goes when the connection is back.',
  // Why is the toast's (spec §8).
  refused: 'Not sent',
};

/** A step's model entry: which of the model's events it is (several share a name, e.g. "they cannot be read"). */
const entryOf = (step: PathStep<AnySnapshot, ModelEvent>) => chatModel.events.find((entry) => entry.event === step.event);
const isRead = (step: PathStep<AnySnapshot, ModelEvent>, region: string, outcome: 'done' | 'error') =>
  step.event.type === `xstate.${outcome}.actor.0.chat.conversation.${region}`;

/**
 * What a person must see after the path's events, from the product's rules (docs/api.md "Order
 * chat", the chat's decision record), never from the machine: the messages the server sent,
 * the one message written and where it is (sending, waiting for the connection, refused with
 * Retry and Remove, stored), the connection's words, the composer and the earlier messages.
 */
function expectedChat(before: Array<PathStep<AnySnapshot, ModelEvent>>) {
  const steps = before.slice(1);
  const { connection, pending, tries } = outboxAfter(steps.map((step) => entryOf(step)?.name ?? ''));
  const messages = new Set<string>();
  let earlierRead = false;
  let olderFailed = false;
  let typed = false;
  let photo = false;
  let photoSent = false;
  /** How many times new vendor messages were shown while the chat is open: each time they are read. */
  let shown = 0;
  for (const step of steps) {
    const name = entryOf(step)?.name;
    if (isRead(step, 'loading', 'done') || isRead(step, 'ready.catchingUp', 'done') || name === 'the vendor writes') shown += 1;
    if (isRead(step, 'loading', 'done')) messages.add(NEWEST.body);
    if (isRead(step, 'ready.loadingOlder', 'done')) {
      messages.add(EARLIER.body);
      earlierRead = true;
    }
    if (isRead(step, 'ready.catchingUp', 'done')) [NEWEST, MISSED].forEach((message) => messages.add(message.body));
    // The older page's failure is said on the page until the next read of it or of the newest page.
    if (isRead(step, 'ready.loadingOlder', 'error')) olderFailed = true;
    if (name === 'scrolls to the top' || isRead(step, 'ready.catchingUp', 'done') || isRead(step, 'ready.loadingOlder', 'done')) olderFailed = false;
    switch (name) {
      case 'the vendor writes':
        messages.add(LIVE.body);
        break;
      case 'types a message':
        typed = true;
        break;
      case 'adds a photo':
        photo = true;
        break;
      case 'sends it':
      case 'sends it while offline':
        photoSent = photo;
        typed = false;
        photo = false;
        break;
      case 'the server stores it':
        messages.add(TYPED);
        break;
    }
  }
  return { connection, messages, earlierRead, olderFailed, typed, photo, pending, tries, photoSent, shown };
}

async function showsTheConversation(s: AnySnapshot, before: Array<PathStep<AnySnapshot, ModelEvent>>) {
  const expected = expectedChat(before);
  const messages = await log();
  const key = stateKey(s.value);
  expect(screen.getByRole('heading', { name: `Chat with ${VENDOR}` })).toBeInTheDocument();
  const catchingUp = key.includes('conversation.ready.catchingUp');
  expect(await screen.findByText(catchingUp ? 'Reconnected. Fetching what you missed…' : CONNECTION_TEXT[expected.connection]!)).toBeInTheDocument();
  for (const body of expected.messages) expect(await within(messages).findByText(body)).toBeInTheDocument();
  // Never shown twice (a message stored after a lost answer, or read again after a drop).
  for (const body of expected.messages) expect(within(messages).getAllByText(body)).toHaveLength(1);
  if (!expected.messages.has(EARLIER.body)) expect(within(messages).queryByText(EARLIER.body)).not.toBeInTheDocument();
  if (!expected.messages.has(LIVE.body)) expect(within(messages).queryByText(LIVE.body)).not.toBeInTheDocument();
  if (expected.pending === null) {
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Pending message/ })).not.toBeInTheDocument());
  } else {
    const item = await pendingItem();
    expect(await within(item).findByText(PENDING_TEXT[expected.pending]!)).toBeInTheDocument();
    // A message that got no answer or was refused can be sent again (one held while offline goes by itself); only a refused one can be removed.
    const stuck = expected.pending === 'waiting' || expected.pending === 'refused';
    if (stuck) expect(within(item).getByRole('button', { name: 'Retry' })).toBeEnabled();
    else expect(within(item).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    if (expected.pending === 'refused') expect(within(item).getByRole('button', { name: 'Remove' })).toBeEnabled();
    else expect(within(item).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  }
  // Earlier messages: offered until the first message is shown, busy while read, not while the newest are read again.
  const older = screen.queryByRole('button', { name: 'Show earlier messages' });
  if (key.includes('conversation.ready.loadingOlder')) expect(older).toHaveAttribute('aria-busy', 'true');
  else if (expected.earlierRead || catchingUp) expect(older).not.toBeInTheDocument();
  else expect(older).toBeEnabled();
  // Said on the page only when the earlier messages could not be read (a failed catch-up says nothing there: the next one brings them);
  // why is the toast's (spec §8), not said again on the page.
  const page = within(messages.parentElement!);
  expect(page.queryByText(READ_FAILED)).not.toBeInTheDocument();
  if (expected.olderFailed) expect(page.getByText('Earlier messages could not be loaded.')).toBeInTheDocument();
  else expect(page.queryByText(/^Earlier messages could not be loaded/)).not.toBeInTheDocument();
  // The composer keeps what was written until it is sent; Send needs something written.
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(expected.typed ? TYPED : '');
  if (expected.photo) expect(screen.getByText(`Photo: ${PHOTO_NAME}`)).toBeInTheDocument();
  else expect(screen.queryByText(/^Photo: /)).not.toBeInTheDocument();
  // Each try of the message asked the server the same: its body and photo, with the id made before the first try.
  const message = { order_id: CHAT_ORDER, id: MESSAGE_ID, body: TYPED, ...(expected.photoSent ? { attachment_upload_id: 'photo-1' } : {}) };
  await waitFor(() => expect(sent.map((call) => call.body), 'what the chat sent').toEqual(Array.from({ length: expected.tries }, () => message)));
  expect(sent.every((call) => call.token === 'token-demo'), 'each send carries the token').toBe(true);
  // The vendor's messages shown are read (docs/api.md, POST /reactapi/chat/read): told each time new ones show.
  await waitFor(() => expect(reads.map((call) => call.body), 'read receipts').toEqual(Array.from({ length: expected.shown }, () => ({ order_id: CHAT_ORDER }))));
  // A message not stored yet outlasts the page (its words and id; one with a photo only while the chat is open).
  expect(keptForNextVisit(), 'kept for the next visit').toEqual(expected.pending !== null && !expected.photoSent ? [{ id: MESSAGE_ID, body: TYPED }] : []);
  const send = screen.getByRole('button', { name: 'Send' });
  // Offline too: what is written then is held and goes when the device is back online.
  if (expected.typed) expect(send).toBeEnabled();
  else expect(send).toBeDisabled();
}

/** Whatever the connection and the outbox do, the page shows its conversation part. */
const shows = new Proxy({} as Record<string, (s: AnySnapshot, before: Array<PathStep<AnySnapshot, ModelEvent>>) => Promise<void>>, {
  get: () => async (s: AnySnapshot, before: Array<PathStep<AnySnapshot, ModelEvent>>) => {
    const conversation = s.value.conversation;
    if (conversation === 'loading') expect(await screen.findByText('Loading the messages…', {}, PAGE)).toBeInTheDocument();
    else if (conversation === 'missing') expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    else if (conversation === 'failed') {
      const heading = await screen.findByRole('heading', { name: 'The messages could not be loaded' });
      // Why is the toast's (spec §8); the page says what failed, with a retry, not why again.
      expect(within(heading.closest('section')!).queryByText(READ_FAILED)).not.toBeInTheDocument();
      expect((await screen.findAllByText(READ_FAILED, { selector: 'li *' })).length).toBeGreaterThan(0);
      expect(within(heading.closest('section')!).getByRole('button', { name: 'Try again' })).toBeEnabled();
    } else await showsTheConversation(s, before);
  },
});

/** The one message a path writes: its id is made before the first try and kept on every resend (stored once). */
const ID_PREFIX = 'model-chat-messages';
const MESSAGE_ID = `${ID_PREFIX}-1`;

/** What the chat must have asked for each answer: the conversation read (with the cursor for earlier messages) and the send. */
function asksFor(endpoint: string, before: Array<PathStep<AnySnapshot, ModelEvent>>, type: string): PlannedAnswer['asks'] {
  return (call, earlier) => {
    expect(call.method).toBe('POST');
    expect(call.path).toBe(endpoint);
    if (endpoint === MESSAGES) {
      expect(call.body, 'the messages asked').toEqual(type.endsWith('loadingOlder') ? { order_id: CHAT_ORDER, cursor: 'older' } : { order_id: CHAT_ORDER });
      return;
    }
    const photo = before.some((step) => entryOf(step)?.name === 'adds a photo');
    expect(call.body, 'the message sent').toEqual({ order_id: CHAT_ORDER, id: MESSAGE_ID, body: TYPED, ...(photo ? { attachment_upload_id: 'photo-1' } : {}) });
    // A resend (retry, or after the connection came back) repeats the id: the server keeps the message once.
    for (const previous of earlier.filter((other) => other.path === SEND)) expect(previous.body?.id, 'a resend keeps the id').toBe(MESSAGE_ID);
    // (Sends no answer reaches are checked in each state, from `sent`.)
  };
}

/**
 * The stream open again after a message was written offline starts two calls at once (the
 * catch-up read and the send), but a path answers one per step and plans each answer just
 * before the step that makes it: a call made before its answer is planned waits here until the
 * path plans one for its endpoint (each call takes the next answer planned, in order).
 */
function answersInOrder(endpoints: readonly string[]) {
  const calls = new Map<string, number>();
  const planned = new Map<string, number>();
  let waiting: Array<{ endpoint: string; call: number; go: () => void }> = [];
  const wakeUp = () => {
    const ready = waiting.filter(({ endpoint, call }) => call <= (planned.get(endpoint) ?? 0));
    waiting = waiting.filter((waiter) => !ready.includes(waiter));
    ready.forEach(({ go }) => go());
  };
  return {
    reset() {
      endpoints.forEach((endpoint) => (calls.set(endpoint, 0), planned.set(endpoint, 0)));
      waiting = [];
    },
    /** Before the script sees a call: waits until an answer for it is planned. */
    async called(endpoint: string) {
      const call = (calls.get(endpoint) ?? 0) + 1;
      calls.set(endpoint, call);
      if (call > (planned.get(endpoint) ?? 0)) await new Promise<void>((go) => waiting.push({ endpoint, call, go }));
    },
    /** An answer for the endpoint is planned (the harness queues it before the waiting call goes on). */
    planned(endpoint: string) {
      planned.set(endpoint, (planned.get(endpoint) ?? 0) + 1);
      wakeUp();
    },
  };
}
const inOrder = answersInOrder([MESSAGES, SEND]);
// Before each path (its first answer is planned before the page opens).
beforeEach(() => inOrder.reset());

const page = (answer: object) => () => ok(answer);
const readFails = () => fail(503, 50300, READ_FAILED);

function answerOf(event: ModelEvent): Omit<PlannedAnswer, 'asks'> | null {
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
}

// First: a machine whose plan lost an event fails here at once, before any path renders.
itPlansEveryEntry(chatModel);

const suite = describeScreenSuite({
  model: chatModel,
  page: () => `/requests/${CHAT_ORDER}/chat`,
  scripted: [MESSAGES, SEND],
  // Every call of the chat carries the person's token.
  token: () => 'token-demo',
  handlers: [
    liveStream.handler,
    http.post('/reactapi/chat/read', async ({ request }) => {
      reads.push(await recordCall(request));
      return ok({ unread: 0 });
    }),
    // The photo goes through the avatar's upload path before the message.
    http.post('/api/avatar/upload', () => ok({ upload_url: '/api/avatar/blob/photo-1?signature=s', upload_id: 'photo-1' })),
    http.put('/api/avatar/blob/:id', () => ok(null)),
  ],
  // Sees each send before the script answers it (or holds it).
  answersFirst: [
    http.post(SEND, async ({ request }) => {
      sent.push(await recordCall(request));
      await inOrder.called(SEND);
    }),
    http.post(MESSAGES, async () => {
      await inOrder.called(MESSAGES);
    }),
  ],
  prepare() {
    sent.length = 0;
    reads.length = 0;
    liveStream.reset();
    offline = false;
    // The model's message ids: the chat's random prefix, fixed.
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(ID_PREFIX as ReturnType<Crypto['randomUUID']>);
  },
  answerFor(event, _later, before) {
    const answer = answerOf(event);
    // (Asked with no steps before only to tell an outcome from a person's event: nothing is planned then.)
    if (answer && before.length > 0) inOrder.planned(answer.endpoint);
    return answer && { ...answer, asks: asksFor(answer.endpoint, before, event.type) };
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

const opening = pathsOrNone(chatModel)[0];
const composer = () => screen.getByRole('textbox', { name: 'Message' });

/** A message as the server stores what the chat sent. */
const stored = (asked: { id: string; body: string; attachment_upload_id?: string }) => ({
  ...storedMessage,
  id: asked.id,
  body: asked.body,
  attachment_url: asked.attachment_upload_id ? '/uploads/photo-1.png' : null,
});
/**
 * The chat open, its newest page read and the stream open; each send answered by `answer`
 * (by default stored as it was asked), each read of the messages by `read` (by default the
 * newest page; `reads` counts them, this one included).
 */
async function openChat(
  answer?: (asked: Parameters<typeof stored>[0], tries: number) => Response | Promise<Response>,
  read: (asked: Record<string, unknown> | null, reads: number) => Response | Promise<Response> = () => ok(newestPage),
) {
  let reads = 0;
  await suite.open(opening!, [
    http.post(MESSAGES, async ({ request }) => read((await recordCall(request)).body, ++reads)),
    http.post(SEND, async ({ request }) => {
      const call = await recordCall(request);
      sent.push(call);
      const asked = call.body as Parameters<typeof stored>[0];
      return answer ? answer(asked, sent.length) : ok({ message: stored(asked) });
    }),
  ]);
  expect(await within(await log()).findByText(NEWEST.body)).toBeInTheDocument();
  await liveStream.open();
  expect(await screen.findByText(CONNECTION_TEXT.live!)).toBeInTheDocument();
}
/** What the chat asked the server to store, in order. */
const sentBodies = () => sent.map((call) => call.body);
/** An answer the test gives when it says so. */
function heldAnswer() {
  let give: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (give = resolve));
  return { answer, give };
}

/**
 * The composer at its edges, outside the plan (a path per length would multiply it without a
 * new transition). From docs/api.md "Order chat": a message's body is trimmed, at most 2000
 * characters, and may be empty only with a photo; a message carries one photo.
 */
describe('chat composer at the edges', () => {
  /** docs/api.md: `body` is at most 2000 characters. */
  const MAX_LENGTH = 2000;

  it.each([MAX_LENGTH - 1, MAX_LENGTH, MAX_LENGTH + 1])('%i characters written: the composer keeps at most 2000 and sends them', async (length) => {
    await openChat();
    await person.click(composer());
    await person.paste('a'.repeat(length));
    const kept = 'a'.repeat(Math.min(length, MAX_LENGTH));
    expect(composer()).toHaveValue(kept);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await person.type(composer(), '{Enter}');
    await waitFor(() => expect(sentBodies()).toEqual([{ order_id: CHAT_ORDER, id: MESSAGE_ID, body: kept }]));
    expect(await within(await log()).findByText(kept)).toBeInTheDocument();
    expect(composer()).toHaveValue('');
  });

  it.each([
    ['nothing', '', null],
    ['only spaces', '   ', null],
    ['one letter', 'a', 'a'],
    ['words between spaces', '  Is it wrapped?  ', 'Is it wrapped?'],
  ])('%s written: sent only with words, trimmed', async (_, text, body) => {
    await openChat();
    if (text) await person.type(composer(), text);
    const send = screen.getByRole('button', { name: 'Send' });
    if (body === null) expect(send).toBeDisabled();
    else expect(send).toBeEnabled();
    await person.type(composer(), '{Enter}');
    if (body === null) {
      // Nothing to send: no message shows, nothing is asked, what was written stays.
      expect(screen.queryByRole('listitem', { name: /^Pending message/ })).not.toBeInTheDocument();
      expect(composer()).toHaveValue(text);
      expect(sentBodies()).toEqual([]);
      return;
    }
    await waitFor(() => expect(sentBodies()).toEqual([{ order_id: CHAT_ORDER, id: MESSAGE_ID, body }]));
    expect(await within(await log()).findByText(body)).toBeInTheDocument();
  });

  it('one photo per message: with one added there is no way to add another; removed, the message goes without it', async () => {
    await openChat();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await person.upload(screen.getByLabelText('Add a photo'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], PHOTO_NAME, { type: 'image/png' }));
    expect(await screen.findByText(`Photo: ${PHOTO_NAME}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
    // A photo alone is a message.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await person.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText(/^Photo: /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await person.type(composer(), `${TYPED}{Enter}`);
    await waitFor(() => expect(sentBodies()).toEqual([{ order_id: CHAT_ORDER, id: MESSAGE_ID, body: TYPED }]));
  });

  it('a photo alone is sent with an empty body and its upload; the next message gets a new id', async () => {
    await openChat();
    await person.upload(screen.getByLabelText('Add a photo'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], PHOTO_NAME, { type: 'image/png' }));
    await person.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sentBodies()).toEqual([{ order_id: CHAT_ORDER, id: MESSAGE_ID, body: '', attachment_upload_id: 'photo-1' }]));
    expect(await within(await log()).findByRole('img', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.queryByText(/^Photo: /)).not.toBeInTheDocument();
    await person.type(composer(), `${TYPED}{Enter}`);
    await waitFor(() => expect(sentBodies()).toEqual([{ order_id: CHAT_ORDER, id: MESSAGE_ID, body: '', attachment_upload_id: 'photo-1' }, { order_id: CHAT_ORDER, id: `${ID_PREFIX}-2`, body: TYPED }]));
    expect(await within(await log()).findByText(TYPED)).toBeInTheDocument();
  });

  it('a message waiting for the connection goes again before a newer one, with its own id', async () => {
    // The first try gets no answer; every later one is stored.
    await openChat((asked, tries) => (tries === 1 ? HttpResponse.error() : ok({ message: stored(asked) })));
    await person.type(composer(), `${TYPED}{Enter}`);
    expect(await within(await pendingItem()).findByText(PENDING_TEXT.waiting!)).toBeInTheDocument();
    expect(await screen.findByText(CONNECTION_TEXT.reconnecting!)).toBeInTheDocument();
    await person.type(composer(), 'And a card?{Enter}');
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        { order_id: CHAT_ORDER, id: MESSAGE_ID, body: TYPED },
        { order_id: CHAT_ORDER, id: MESSAGE_ID, body: TYPED },
        { order_id: CHAT_ORDER, id: `${ID_PREFIX}-2`, body: 'And a card?' },
      ]),
    );
    const messages = await log();
    expect(await within(messages).findByText('And a card?')).toBeInTheDocument();
    expect(within(messages).getAllByText(TYPED)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Pending message/ })).not.toBeInTheDocument());
    expect(keptForNextVisit()).toEqual([]);
  });

  it('a message whose answer was lost and that the newest page shows stored is no longer pending', async () => {
    // The send's answer never comes (the message is stored meanwhile); after a drop the newest page has it.
    let pageOf = () => newestPage;
    await openChat(() => new Promise<Response>(() => {}), () => ok(pageOf()));
    await person.type(composer(), `${TYPED}{Enter}`);
    expect(await within(await pendingItem()).findByText(PENDING_TEXT.sending!)).toBeInTheDocument();
    expect(keptForNextVisit()).toEqual([{ id: MESSAGE_ID, body: TYPED }]);
    pageOf = () => ({ ...caughtUpPage, messages: [...caughtUpPage.messages, storedMessage] });
    liveStream.drop();
    expect(await screen.findByText(CONNECTION_TEXT.reconnecting!)).toBeInTheDocument();
    await liveStream.open();
    const messages = await log();
    expect(await within(messages).findByText(MISSED.body)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Pending message/ })).not.toBeInTheDocument());
    expect(within(messages).getAllByText(TYPED)).toHaveLength(1);
    expect(keptForNextVisit()).toEqual([]);
  });
});

/**
 * What one message per path cannot show (decision 0021): messages kept from an earlier visit,
 * several messages in the queue, earlier messages read again after a failure, and an answer
 * that never comes while the device is offline.
 */
describe('chat with more than one message, outside the plan', () => {
  const pendingOf = (body: string) => screen.findByRole('listitem', { name: `Pending message: ${body}` });
  const send = async (body: string) => person.type(composer(), `${body}{Enter}`);
  /** Stored: no longer pending, shown once in the conversation. */
  async function showsStored(body: string) {
    await waitFor(() => expect(screen.queryByRole('listitem', { name: `Pending message: ${body}` })).not.toBeInTheDocument());
    expect(within(await log()).getAllByText(body)).toHaveLength(1);
  }
  const asked = (id: string, body: string) => ({ order_id: CHAT_ORDER, id, body });
  /** The unsent messages this browser keeps for the next visit, as that visit reads them. */
  const keptRaw = () => readUnsent(composeChat(null as never, localStorage).unsent.read(demoUser.id, CHAT_ORDER));

  it('messages kept from an earlier visit are sent on opening, but not one the server already holds nor a refused one', async () => {
    const waiting = { id: 'kept-message-written-before', body: 'Still there?', photo: null, status: 'waiting', refusal: null } as const;
    const storedMeanwhile = { id: 'kept-message-stored-before', body: 'Is it packed?', photo: null, status: 'waiting', refusal: null } as const;
    const refused = { id: 'kept-message-refused-before', body: 'Can you add a card?', photo: null, status: 'refused', refusal: '' } as const;
    composeChat(null as never, localStorage).unsent.keep(demoUser.id, CHAT_ORDER, [waiting, storedMeanwhile, refused]);
    const first = heldAnswer();
    await openChat(
      () => first.answer,
      () => ok({ ...newestPage, messages: [...newestPage.messages, { ...storedMessage, id: storedMeanwhile.id, body: storedMeanwhile.body }] }),
    );
    const messages = await log();
    // The one the newest page holds is shown once, as stored, and no longer kept.
    expect(within(messages).getAllByText(storedMeanwhile.body)).toHaveLength(1);
    expect(within(await pendingOf(waiting.body)).getByText(PENDING_TEXT.sending!)).toBeInTheDocument();
    const refusedItem = await pendingOf(refused.body);
    expect(within(refusedItem).getByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    expect(within(refusedItem).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(refusedItem).getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(keptRaw().map(({ id }) => id)).toEqual([waiting.id, refused.id]);
    await waitFor(() => expect(sentBodies()).toEqual([asked(waiting.id, waiting.body)]));
    first.give(ok({ message: stored(asked(waiting.id, waiting.body)) }));
    await showsStored(waiting.body);
    expect(sentBodies()).toEqual([asked(waiting.id, waiting.body)]);
    // The refused one stays refused, for the next visit too, until the person retries or removes it.
    expect(keptRaw()).toEqual([{ ...refused }]);
  });

  it('messages written while one is on its way go after it, in order; a refused one does not hold back the next', async () => {
    const first = heldAnswer();
    await openChat((question, tries) => (tries === 1 ? first.answer : ok({ message: stored(question) })));
    await send('First question');
    await waitFor(() => expect(sentBodies()).toEqual([asked(MESSAGE_ID, 'First question')]));
    await send('Second question');
    // One at a time: the second waits its turn.
    expect(within(await pendingOf('Second question')).getByText(PENDING_TEXT.queued!)).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(1);
    first.give(fail(404, 40400, REFUSED));
    const refusedItem = await pendingOf('First question');
    expect(await within(refusedItem).findByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    await showsStored('Second question');
    expect(sentBodies()).toEqual([asked(MESSAGE_ID, 'First question'), asked(`${ID_PREFIX}-2`, 'Second question')]);
    expect(within(refusedItem).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('Retry sends only the message retried; Remove takes away only the one removed', async () => {
    await openChat(() => fail(404, 40400, REFUSED));
    await send('First question');
    expect(await within(await pendingOf('First question')).findByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    await send('Second question');
    expect(await within(await pendingOf('Second question')).findByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    await person.click(within(await pendingOf('Second question')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(3));
    expect(await within(await pendingOf('Second question')).findByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    expect(sentBodies()).toEqual([asked(MESSAGE_ID, 'First question'), asked(`${ID_PREFIX}-2`, 'Second question'), asked(`${ID_PREFIX}-2`, 'Second question')]);
    expect(within(await pendingOf('First question')).getByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    await person.click(within(await pendingOf('First question')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pending message: First question' })).not.toBeInTheDocument());
    expect(within(await pendingOf('Second question')).getByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    expect(keptRaw().map(({ id, body }) => ({ id, body }))).toEqual([{ id: `${ID_PREFIX}-2`, body: 'Second question' }]);
    expect(sentBodies()).toHaveLength(3);
  });

  it('no answer for one message: the messages after it wait with it and go after it, in the order written; a refused one stays refused', async () => {
    const second = heldAnswer();
    await openChat((question, tries) => (tries === 1 ? fail(404, 40400, REFUSED) : tries === 2 ? second.answer : ok({ message: stored(question) })));
    await send('Refused question');
    expect(await within(await pendingOf('Refused question')).findByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    await send('First question');
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    await send('Second question');
    second.give(HttpResponse.error());
    expect(await within(await pendingOf('First question')).findByText(PENDING_TEXT.waiting!)).toBeInTheDocument();
    expect(await screen.findByText(CONNECTION_TEXT.reconnecting!)).toBeInTheDocument();
    expect(within(await pendingOf('Second question')).getByText(PENDING_TEXT.waiting!)).toBeInTheDocument();
    expect(sentBodies()).toHaveLength(2);
    await liveStream.open();
    await waitFor(() =>
      expect(sentBodies()).toEqual([
        asked(MESSAGE_ID, 'Refused question'),
        asked(`${ID_PREFIX}-2`, 'First question'),
        asked(`${ID_PREFIX}-2`, 'First question'),
        asked(`${ID_PREFIX}-3`, 'Second question'),
      ]),
    );
    await showsStored('First question');
    await showsStored('Second question');
    const refusedItem = await pendingOf('Refused question');
    expect(within(refusedItem).getByText(PENDING_TEXT.refused!)).toBeInTheDocument();
    expect(within(refusedItem).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('the live stream brings a message whose answer is then lost: shown once, sent, without Retry; the one after it goes once the stream is open again', async () => {
    // The server stored the first message and published it, but its answer never arrives (decision 0021).
    const first = heldAnswer();
    await openChat((question, tries) => (tries === 1 ? first.answer : ok({ message: stored(question) })));
    await send(TYPED);
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    await send('And a card?');
    expect(await within(await pendingOf('And a card?')).findByText(PENDING_TEXT.queued!)).toBeInTheDocument();
    liveStream.send({ type: 'chat.message', orderId: CHAT_ORDER, message: storedMessage });
    await showsStored(TYPED);
    first.give(HttpResponse.error());
    expect(await screen.findByText(CONNECTION_TEXT.reconnecting!)).toBeInTheDocument();
    expect(within(await pendingOf('And a card?')).getByText(PENDING_TEXT.waiting!)).toBeInTheDocument();
    // Stored, so nothing about it to retry, and not kept for a later visit.
    await showsStored(TYPED);
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(keptRaw().map(({ id }) => id)).toEqual([`${ID_PREFIX}-2`]);
    await liveStream.open();
    await waitFor(() => expect(sentBodies()).toEqual([asked(MESSAGE_ID, TYPED), asked(`${ID_PREFIX}-2`, 'And a card?')]));
    await showsStored('And a card?');
    await showsStored(TYPED);
    expect(keptRaw()).toEqual([]);
  });

  it('no answer while the device is offline: it still says offline, and the message goes once it is back', async () => {
    const first = heldAnswer();
    await openChat((question, tries) => (tries === 1 ? first.answer : ok({ message: stored(question) })));
    await send(TYPED);
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    window.dispatchEvent(new Event('offline'));
    liveStream.forgetHeld();
    expect(await screen.findByText(CONNECTION_TEXT.offline!)).toBeInTheDocument();
    first.give(HttpResponse.error());
    expect(await within(await pendingItem()).findByText(PENDING_TEXT.waiting!)).toBeInTheDocument();
    expect(screen.getByText(CONNECTION_TEXT.offline!)).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await liveStream.open();
    await showsStored(TYPED);
    expect(sentBodies()).toEqual([asked(MESSAGE_ID, TYPED), asked(MESSAGE_ID, TYPED)]);
  });

  it('earlier messages that could not be read: said until they are asked again, and no more once the newest are read again', async () => {
    const second = heldAnswer();
    const third = heldAnswer();
    const answers = [() => ok(newestPage), readFails, () => second.answer, () => third.answer];
    await openChat(undefined, (_, reads) => answers[reads - 1]!());
    const older = () => screen.getByRole('button', { name: 'Show earlier messages' });
    const said = () => screen.queryByText(/^Earlier messages could not be loaded/);
    await person.click(older());
    expect(await screen.findByText('Earlier messages could not be loaded.')).toBeInTheDocument();
    await person.click(older());
    await waitFor(() => expect(older()).toHaveAttribute('aria-busy', 'true'));
    expect(said()).not.toBeInTheDocument();
    second.give(readFails());
    expect(await screen.findByText('Earlier messages could not be loaded.')).toBeInTheDocument();
    liveStream.drop();
    expect(await screen.findByText(CONNECTION_TEXT.reconnecting!)).toBeInTheDocument();
    await liveStream.open();
    expect(await screen.findByText('Reconnected. Fetching what you missed…')).toBeInTheDocument();
    third.give(ok(caughtUpPage));
    expect(await within(await log()).findByText(MISSED.body)).toBeInTheDocument();
    expect(said()).not.toBeInTheDocument();
  });
});
