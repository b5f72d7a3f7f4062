import { and, assign, enqueueActions, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { ChatMessage, ChatPage } from '../api/contract/chat';
import { EnvelopeError, isNotFound } from '../api/errors';
import { canSendDraft, mergeMessages, readUnsent, type PendingMessage } from '../domain/chat';
import { newRequestKey } from '../domain/money';
import { messageInPlace } from './failure';

/** The conversation's shapes and limits, as the chat screen shows them. */
export { MESSAGE_MAX_LENGTH, type ChatMessage } from '../api/contract/chat';

export interface ChatContext {
  orderId: number;
  vendorName: string;
  /** What the server holds, oldest first, each message once. */
  messages: ChatMessage[];
  /** Where the page before the oldest shown one starts; null when the whole conversation is shown. */
  olderCursor: string | null;
  /** Sent by the person and not stored yet, in the order they were sent. */
  pending: PendingMessage[];
  draft: string;
  photo: File | null;
  /** Message ids are this and a count: unique per chat opened, so the server keeps each message once. */
  idPrefix: string;
  sentCount: number;
  /** Why the conversation or its older messages could not be read. */
  error: string | null;
}

export type ChatEvent =
  | { type: 'chat.reload' }
  | { type: 'chat.loadOlder' }
  | { type: 'chat.type'; text: string }
  | { type: 'chat.attach'; photo: File | null }
  | { type: 'chat.send' }
  | { type: 'chat.retryMessage'; id: string }
  | { type: 'chat.removeMessage'; id: string }
  /** A message of this conversation came over the live stream. */
  | { type: 'chat.received'; message: ChatMessage }
  // The live stream's state (the liveUpdates actor).
  | { type: 'connection.live' }
  | { type: 'connection.reconnecting' }
  | { type: 'connection.offline' };

export interface SendInput {
  orderId: number;
  message: PendingMessage;
}

const withStatus = (pending: PendingMessage[], ids: (message: PendingMessage) => boolean, status: PendingMessage['status']) =>
  pending.map((message) => (ids(message) ? { ...message, status, refusal: null } : message));
const nextToSend = (context: ChatContext) => context.pending.find((message) => message.status === 'queued');
const requeueWaiting = (pending: PendingMessage[]) => withStatus(pending, (message) => message.status === 'waiting', 'queued');
/** Keeps the unsent messages in this browser: after each change of which there are, or of a refusal. */
const keepUnsent = { type: 'keepUnsent', params: ({ context }: { context: ChatContext }) => ({ pending: context.pending }) } as const;
const inFlight = (context: ChatContext) => context.pending.find((message) => message.status === 'sending');

/**
 * The order chat (`requests/{orderId}/chat`): the conversation read page by page, the live
 * stream's state, and a sending queue. A message shows at once as pending with its own id
 * (the server stores an id once), is sent when the connection allows, waits while it is down
 * and can be retried or removed when the server refuses it. After a reconnection the newest
 * page is read again, so what was missed appears, each message once. Unsent messages outlast
 * the page (`kept`, `keepUnsent`): leave the chat or reload, and they are sent from the next
 * visit.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    /** `idPrefix`: fixed by tests; a random one otherwise. `kept`: the unsent messages this browser kept, as stored. */
    input: {} as { orderId: number; idPrefix?: string; kept?: string | null },
  },
  actors: {
    loadPage: fromPromise<ChatPage, { orderId: number; cursor: string | null }>(() => Promise.reject(new Error('provide "loadPage"'))),
    sendMessage: fromPromise<ChatMessage, SendInput>(() => Promise.reject(new Error('provide "sendMessage"'))),
  },
  actions: {
    /** The vendor's messages shown are read; provided by the composition root (a call whose failure does not matter). */
    markRead: (_, _params: { orderId: number }) => {},
    /** Provided by the screen: keeps the unsent messages in this browser, for this person and order. */
    keepUnsent: (_, _params: { pending: PendingMessage[] }) => {},
    takePage: assign(({ context }, page: ChatPage) => ({
      messages: mergeMessages(context.messages, page.messages),
      vendorName: page.vendor_name || context.vendorName,
      error: null,
    })),
    /** Stored after all (its answer was lost, or it went from another visit): no longer pending. */
    dropStored: assign({
      pending: ({ context }, page: ChatPage) => context.pending.filter((message) => !page.messages.some((stored) => stored.id === message.id)),
    }),
  },
  guards: {
    isMissing: ({ event }) => 'error' in event && isNotFound(event.error),
    hasOlder: ({ context }) => context.olderCursor !== null,
    hasDraft: ({ context }) => canSendDraft(context.draft, context.photo),
    /** The server answered no: sending the same message again would be refused again. */
    isRefusal: ({ event }) => 'error' in event && event.error instanceof EnvelopeError,
    /** The stream had been open and was lost: messages may have come meanwhile. */
    wasCutOff: or([stateIn({ connection: 'reconnecting' }), stateIn({ connection: 'offline' })]),
    canSend: and([({ context }) => nextToSend(context) !== undefined, not(stateIn({ connection: 'offline' }))]),
  },
}).createMachine({
  id: 'chat',
  description: 'An order chat: the conversation, the live connection and the messages on their way.',
  context: ({ input }) => ({
    orderId: input.orderId,
    vendorName: '',
    messages: [],
    olderCursor: null,
    pending: readUnsent(input.kept ?? null),
    draft: '',
    photo: null,
    idPrefix: input.idPrefix ?? newRequestKey(),
    sentCount: 0,
    error: null,
  }),
  type: 'parallel',
  on: {
    'chat.received': {
      actions: [
        assign({
          messages: ({ context, event }) => mergeMessages(context.messages, [event.message]),
          // Stored after all, though its answer was lost: no longer pending.
          pending: ({ context, event }) => context.pending.filter((message) => message.id !== event.message.id),
        }),
        keepUnsent,
        { type: 'markRead', params: ({ context }) => ({ orderId: context.orderId }) },
      ],
      description: 'A message arrived over the live stream: shown once, and read while the chat is open.',
    },
    'chat.type': { actions: assign({ draft: ({ event }) => event.text }), description: 'The person writes in the composer.' },
    'chat.attach': { actions: assign({ photo: ({ event }) => event.photo }), description: 'The person adds a photo, or takes it away.' },
  },
  states: {
    conversation: {
      description: 'The messages so far, read page by page from the newest.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the newest messages.',
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ orderId: context.orderId, cursor: null }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'takePage', params: ({ event }) => event.output },
                assign({ olderCursor: ({ event }) => event.output.older_cursor }),
                { type: 'dropStored', params: ({ event }) => event.output },
                keepUnsent,
                { type: 'markRead', params: ({ context }) => ({ orderId: context.orderId }) },
              ],
              description: 'The newest messages are shown; the vendor’s are now read.',
            },
            onError: [
              { guard: 'isMissing', target: 'missing', description: 'No such order of this person: the page is not found.' },
              {
                target: 'failed',
                actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
                description: 'The messages could not be read: the toast says why, the page offers a retry.',
              },
            ],
          },
        },
        failed: {
          description: 'The messages could not be read.',
          on: {
            // (The error stays until the next read ends: only this page shows it, and that read sets or clears it.)
            'chat.reload': { target: 'loading', description: 'The person tries again.' },
            'connection.live': {
              target: 'loading',
              description: 'The stream is open (again): the server answers, so the messages are read again.',
            },
          },
        },
        missing: { description: 'Not an order of this person: the not-found page.' },
        ready: {
          description: 'The conversation is shown.',
          initial: 'idle',
          on: {
            'connection.live': {
              guard: 'wasCutOff',
              target: '.catchingUp',
              description: 'The stream is back after a drop or offline: the newest messages are read again.',
            },
          },
          states: {
            idle: {
              description: 'Nothing being read.',
              on: {
                'chat.loadOlder': {
                  guard: 'hasOlder',
                  target: 'loadingOlder',
                  actions: assign({ error: null }),
                  description: 'The person scrolls to the top (or presses “Show earlier messages”).',
                },
              },
            },
            loadingOlder: {
              description: 'Reading the page before the oldest message shown.',
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ orderId: context.orderId, cursor: context.olderCursor }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takePage', params: ({ event }) => event.output },
                    assign({ olderCursor: ({ event }) => event.output.older_cursor }),
                  ],
                  description: 'The earlier messages are shown above.',
                },
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
                  description: 'They could not be read: the toast says so; the person may try again.',
                },
              },
            },
            catchingUp: {
              description: 'Reading the newest messages after a reconnection.',
              invoke: {
                src: 'loadPage',
                input: ({ context }) => ({ orderId: context.orderId, cursor: null }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takePage', params: ({ event }) => event.output },
                    { type: 'dropStored', params: ({ event }) => event.output },
                    keepUnsent,
                    { type: 'markRead', params: ({ context }) => ({ orderId: context.orderId }) },
                  ],
                  description: 'What was missed is shown, each message once.',
                },
                onError: {
                  target: 'idle',
                  description: 'Not read this time: the next reconnection or message brings it.',
                },
              },
            },
          },
        },
      },
    },
    connection: {
      description: 'The live stream, as the liveUpdates actor reports it.',
      initial: 'connecting',
      on: {
        'connection.live': { target: '.live', description: 'The stream is open.' },
        'connection.reconnecting': { target: '.reconnecting', description: 'The stream dropped; it is opened again after a pause.' },
        'connection.offline': { target: '.offline', description: 'The device is offline.' },
      },
      states: {
        connecting: { description: 'Opening the stream.' },
        live: { description: 'New messages arrive as they are written.' },
        reconnecting: { description: 'The stream dropped and is being opened again.' },
        offline: { description: 'No network: messages wait.' },
      },
    },
    outbox: {
      description: 'Messages on their way, one at a time, in the order sent.',
      initial: 'idle',
      on: {
        'chat.send': {
          guard: 'hasDraft',
          actions: [
            assign({
              // Those waiting go again first: the conversation keeps the order they were written in.
              pending: ({ context }) => [
                ...requeueWaiting(context.pending),
                { id: `${context.idPrefix}-${context.sentCount + 1}`, body: context.draft.trim(), photo: context.photo, status: 'queued', refusal: null },
              ],
              sentCount: ({ context }) => context.sentCount + 1,
              draft: '',
              photo: null,
            }),
            keepUnsent,
          ],
          description: 'The person sends the composer’s message: it shows at once as pending, and is kept until stored.',
        },
        'chat.retryMessage': {
          actions: [
            assign({ pending: ({ context, event }) => withStatus(context.pending, (message) => message.id === event.id, 'queued') }),
            keepUnsent,
          ],
          description: 'The person sends a refused or waiting message again.',
        },
        'chat.removeMessage': {
          actions: [
            // Offered only for a refused message (never one on its way).
            assign({ pending: ({ context, event }) => context.pending.filter((message) => message.id !== event.id) }),
            keepUnsent,
          ],
          description: 'The person removes a message that was not sent.',
        },
        'connection.live': {
          actions: assign({ pending: ({ context }) => requeueWaiting(context.pending) }),
          description: 'The connection is back: waiting messages are sent, with the ids they had (stored once).',
        },
      },
      states: {
        idle: {
          description: 'Nothing on its way.',
          always: { guard: 'canSend', target: 'sending', description: 'A message is queued and the device is online: it is sent.' },
        },
        sending: {
          description: 'One message on its way to the server.',
          entry: assign({ pending: ({ context }) => withStatus(context.pending, (message) => message === nextToSend(context), 'sending') }),
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({ orderId: context.orderId, message: inFlight(context)! }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  messages: ({ context, event }) => mergeMessages(context.messages, [event.output]),
                  pending: ({ context, event }) => context.pending.filter((message) => message.id !== event.output.id),
                }),
                keepUnsent,
              ],
              description: 'Stored: it shows as sent.',
            },
            onError: [
              {
                guard: 'isRefusal',
                target: 'idle',
                actions: [
                  assign({
                    pending: ({ context, event }) =>
                      context.pending.map((message) =>
                        message.status === 'sending' ? { ...message, status: 'refused', refusal: messageInPlace(event.error) } : message,
                      ),
                  }),
                  keepUnsent,
                ],
                description: 'The server refused it: it says why, with Retry and Remove.',
              },
              {
                target: 'idle',
                actions: [
                  // Those queued behind it wait with it: they go after it, in the order written.
                  assign({
                    pending: ({ context }) =>
                      withStatus(context.pending, (message) => message.status === 'sending' || message.status === 'queued', 'waiting'),
                  }),
                  // The stream may still look open (a server that stopped answering, a network
                  // gone quiet): the chat says the connection is lost now, and the stream, told
                  // by the API client, opens again and so finds out when the server is back.
                  enqueueActions(({ enqueue, check }) => {
                    if (!check(stateIn({ connection: 'offline' }))) enqueue.raise({ type: 'connection.reconnecting' });
                  }),
                ],
                description: 'No answer: the connection is lost; it waits for it to come back.',
              },
            ],
          },
        },
      },
    },
  },
});
