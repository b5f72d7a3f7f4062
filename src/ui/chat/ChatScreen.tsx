import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { parseId } from '../../domain/catalogue';
import type { PendingMessage } from '../../domain/chat';
import { formatDateTime } from '../../domain/moneyLabels';
import { AVATAR_ACCEPT } from '../../machines/avatarUploadMachine';
import { MESSAGE_MAX_LENGTH, type ChatMessage, type chatMachine } from '../../machines/chatMachine';
import { readChatMessage } from '../../machines/chatMessage';
import { useAppServices, useSessionActor } from '../app/services';
import { useAssetUrl } from '../app/useAssetUrl';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { Busy } from '../money';
import { textLink } from '../../theme/link.css';
import { ChatServicesProvider, useChat } from './useChat';
import { useLiveStatus, useLiveUpdates } from '../app/useLiveUpdates';
import { NotFoundPanel } from '../catalogue';
import * as formStyles from '../forms/forms.css';
import * as styles from './ChatScreen.css';

type ChatActor = ActorRefFrom<typeof chatMachine>;

/** Scrolled this close to the top, the earlier messages are read. */
const NEAR_TOP_PX = 48;

const CONNECTION_TEXT = {
  connecting: 'Connecting…',
  live: 'Connected: new messages appear as they are written.',
  reconnecting: 'Connection lost. Reconnecting…',
  offline: 'You are offline. Messages will be sent when you are back online.',
} as const;

function SentMessage({ message, vendorName }: { message: ChatMessage; vendorName: string }) {
  const assetUrl = useAssetUrl();
  const mine = message.sender === 'buyer';
  return (
    <li className={styles.bubble[message.sender]}>
      <p className={styles.sender}>{mine ? 'You' : vendorName || 'Vendor'}</p>
      {message.attachment_url && <img src={assetUrl(message.attachment_url)} alt="Photo" className={styles.photo} />}
      {message.body && <p className={styles.body}>{message.body}</p>}
      <p className={styles.meta}>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        {mine && ` · ${message.read ? 'Read' : 'Sent'}`}
      </p>
    </li>
  );
}

const PENDING_TEXT: Record<PendingMessage['status'], string> = {
  queued: 'Sending…',
  sending: 'Sending…',
  waiting: 'Not sent yet: it goes when the connection is back.',
  refused: 'Not sent',
};

function UnsentMessage({ message, chat }: { message: PendingMessage; chat: ChatActor }) {
  const offline = useSelector(chat, (snapshot) => snapshot.matches({ connection: 'offline' }));
  const stuck = message.status === 'waiting' || message.status === 'refused';
  // Queued while offline, it is not on its way: it waits like one that got no answer.
  const shownStatus = message.status === 'queued' && offline ? 'waiting' : message.status;
  return (
    <li className={styles.bubble.buyer} aria-label={`Pending message: ${message.body || 'Photo'}`}>
      <p className={styles.sender}>You</p>
      {message.photo && <p className={styles.meta}>Photo: {message.photo.name}</p>}
      {message.body && <p className={styles.body}>{message.body}</p>}
      <p className={message.status === 'refused' ? styles.refusal : styles.meta}>
        {message.refusal ? `${PENDING_TEXT.refused}: ${message.refusal}` : PENDING_TEXT[shownStatus]}
      </p>
      {stuck && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => chat.send({ type: 'chat.retryMessage', id: message.id })}>
            Retry
          </Button>
          {message.status === 'refused' && (
            <Button variant="ghost" onClick={() => chat.send({ type: 'chat.removeMessage', id: message.id })}>
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function Composer({ chat }: { chat: ChatActor }) {
  const draft = useSelector(chat, (snapshot) => snapshot.context.draft);
  const photo = useSelector(chat, (snapshot) => snapshot.context.photo);
  const canSend = useSelector(chat, (snapshot) => snapshot.can({ type: 'chat.send' }));
  const fileInput = useRef<HTMLInputElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (the textarea's own behaviour).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send({ type: 'chat.send' });
    }
  };

  return (
    <form
      className={styles.composer}
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        chat.send({ type: 'chat.send' });
      }}
    >
      <label htmlFor="chat-message" className={styles.sender}>
        Message
      </label>
      <textarea
        id="chat-message"
        className={styles.textarea}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby="chat-message-hint"
        onChange={(event) => chat.send({ type: 'chat.type', text: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <p id="chat-message-hint" className={styles.keyHint}>
        Enter sends; Shift+Enter starts a new line.
      </p>
      <div className={styles.composerRow}>
        {photo ? (
          <span className={styles.actions}>
            <span className={styles.meta}>Photo: {photo.name}</span>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                chat.send({ type: 'chat.attach', photo: null });
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              Remove photo
            </Button>
          </span>
        ) : (
          <label className={formStyles.photoLabel}>
            Add a photo
            <input
              ref={fileInput}
              type="file"
              accept={AVATAR_ACCEPT}
              className={formStyles.fileInput}
              onChange={(event) => chat.send({ type: 'chat.attach', photo: event.target.files?.[0] ?? null })}
            />
          </label>
        )}
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  );
}

function Conversation({ chat }: { chat: ChatActor }) {
  const messages = useSelector(chat, (snapshot) => snapshot.context.messages);
  const pending = useSelector(chat, (snapshot) => snapshot.context.pending);
  const vendorName = useSelector(chat, (snapshot) => snapshot.context.vendorName);
  const error = useSelector(chat, (snapshot) => snapshot.context.error);
  const hasOlder = useSelector(chat, (snapshot) => snapshot.can({ type: 'chat.loadOlder' }));
  const loadingOlder = useSelector(chat, (snapshot) => snapshot.matches({ conversation: { ready: 'loadingOlder' } }));
  const log = useRef<HTMLDivElement>(null);
  const newest = pending.at(-1)?.id ?? messages.at(-1)?.id;

  // A new message (sent or received) scrolls into view; earlier ones loaded above do not.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  return (
    <>
      {hasOlder || loadingOlder ? (
        <Button variant="secondary" busy={loadingOlder} onClick={() => chat.send({ type: 'chat.loadOlder' })}>
          Show earlier messages
        </Button>
      ) : null}
      {error !== null && (
        <InlineAlert tone="error">{error ? `Earlier messages could not be loaded: ${error}` : 'Earlier messages could not be loaded.'}</InlineAlert>
      )}
      <div
        ref={log}
        role="log"
        aria-label="Messages"
        tabIndex={0}
        className={styles.log}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < NEAR_TOP_PX && hasOlder) chat.send({ type: 'chat.loadOlder' });
        }}
      >
        <ol className={styles.messageList}>
          {messages.length === 0 && pending.length === 0 && (
            <li className={styles.empty}>No messages yet. Ask {vendorName || 'the vendor'} anything about this order.</li>
          )}
          {messages.map((message) => (
            <SentMessage key={message.id} message={message} vendorName={vendorName} />
          ))}
          {pending.map((message) => (
            <UnsentMessage key={message.id} message={message} chat={chat} />
          ))}
        </ol>
      </div>
    </>
  );
}

/** The tab's live stream, told to the chat: its state, and this order's new messages. */
function useLiveChat(chat: ChatActor, orderId: number) {
  const status = useLiveStatus();
  useEffect(() => {
    // While (re)connecting the chat keeps the state it was in: lost, offline or not yet open.
    if (status === 'live' || status === 'reconnecting' || status === 'offline') chat.send({ type: `connection.${status}` });
  }, [chat, status]);
  useLiveUpdates({
    onUpdate(update) {
      if (update.type !== 'chat.message' || update.orderId !== orderId) return;
      const message = readChatMessage(update.message);
      if (message) chat.send({ type: 'chat.received', message });
    },
  });
}

function Chat({ orderId }: { orderId: number }) {
  const { inspect } = useAppServices();
  const { chat: machine, unsent } = useChat();
  // Unsent messages outlast the page, for this person: read once, kept at each change.
  const userId = useSelector(useSessionActor(), (s) => s.context.user?.id ?? null);
  const [kept] = useState(() => (userId === null ? null : unsent.read(userId, orderId)));
  const chat = useActorRef(
    machine.provide({
      actions: {
        keepUnsent: (_, { pending }) => {
          if (userId !== null) unsent.keep(userId, orderId, pending);
        },
      },
    }),
    { input: { orderId, kept }, inspect },
  );
  useLiveChat(chat, orderId);
  const conversation = useSelector(chat, (snapshot) => snapshot.value.conversation);
  const connection = useSelector(chat, (snapshot) => snapshot.value.connection);
  const catchingUp = useSelector(chat, (snapshot) => snapshot.matches({ conversation: { ready: 'catchingUp' } }));
  const vendorName = useSelector(chat, (snapshot) => snapshot.context.vendorName);
  const error = useSelector(chat, (snapshot) => snapshot.context.error);

  if (conversation === 'loading') return <Busy label="Loading the messages…" />;
  if (conversation === 'missing') return <NotFoundPanel what="Request" />;
  if (conversation === 'failed') {
    return <ErrorState title="The messages could not be loaded" message={error || undefined} onRetry={() => chat.send({ type: 'chat.reload' })} />;
  }
  return (
    <>
      <div className={styles.header}>
        <PageTitle>{vendorName ? `Chat with ${vendorName}` : 'Chat'}</PageTitle>
        <p className={styles.connection} role="status">
          {catchingUp ? 'Reconnected. Fetching what you missed…' : CONNECTION_TEXT[connection]}
        </p>
      </div>
      <Conversation chat={chat} />
      <Composer chat={chat} />
    </>
  );
}

/** `requests/{orderId}/chat` and the old `requests/{orderId}/message`: the order's conversation with its vendor. */
export default function ChatScreen() {
  const orderId = parseId(useParams().orderId);
  return (
    <div className={styles.page}>
      <Link to={orderId === null ? '/requests' : `/requests/${orderId}`} className={textLink}>
        ← Back to the request
      </Link>
      {orderId === null ? (
        <NotFoundPanel what="Request" />
      ) : (
        <ChatServicesProvider>
          <Chat key={orderId} orderId={orderId} />
        </ChatServicesProvider>
      )}
    </div>
  );
}
