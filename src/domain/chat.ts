/** A message the person sent that the server has not stored yet. */
export interface PendingMessage {
  /** The id the server will keep: sending it again never makes a second message. */
  id: string;
  body: string;
  photo: File | null;
  /** queued: to be sent; sending: on its way; waiting: no connection, sent when it returns; refused: the server said no. */
  status: 'queued' | 'sending' | 'waiting' | 'refused';
  refusal: string | null;
}

/**
 * The conversation with `incoming` added, oldest first: a message already there (same id)
 * is kept once, in its newest form (its read state may have changed).
 */
export function mergeMessages<M extends { id: string; created_at: string }>(existing: readonly M[], incoming: readonly M[]): M[] {
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  // Stable: messages of the same instant keep the order they arrived in.
  return [...byId.values()].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

/** Something to send: words (not only spaces) or a photo. */
export const canSendDraft = (text: string, photo: File | null) => text.trim() !== '' || photo !== null;

/** The order's conversation in the app (spec §2, `requests/{orderId}/chat`). */
export const chatPath = (orderId: number) => `/requests/${orderId}/chat`;

/**
 * Whether the page open at `openPath` shows what a notification links to, so the person is
 * reading it as it arrives: the same page, or the order's conversation at its old address
 * (spec §2, `requests/{orderId}/message`), which the open chat marks read.
 */
export function isReadingNotification(link: string | null, openPath: string | null): boolean {
  if (link === null || openPath === null) return false;
  return link === openPath || link === openPath.replace(/^(\/requests\/\d+)\/message$/, '$1/chat');
}

/** An unsent message as this browser keeps it while it waits (`keptUnsent`, `readUnsent`). */
interface KeptMessage {
  id: string;
  body: string;
  /** Why the server said no ('' when a toast said it); null for a message that got no answer yet. */
  refusal: string | null;
}

// A message id as the app makes it (and the server takes it): 16 to 64 url-safe characters.
const KEPT_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What of the unsent messages outlasts the page: their ids (sent again, they are stored once)
 * and words, and the server's refusal. A message with a photo is not kept (a file does not go
 * into storage): it waits only while its chat is open.
 */
export function keptUnsent(pending: readonly PendingMessage[]): KeptMessage[] {
  return pending.filter((message) => message.photo === null).map(({ id, body, refusal }) => ({ id, body, refusal }));
}

/**
 * Kept unsent messages read back, to be sent (a refused one stays refused, with its reason).
 * Anything that does not read as such (an older version, a hand edit, broken JSON) is
 * dropped: the chat then starts without it rather than failing.
 */
export function readUnsent(raw: string | null): PendingMessage[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item: unknown): PendingMessage[] => {
    const { id, body, refusal } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const fits = typeof id === 'string' && KEPT_ID.test(id) && !seen.has(id) && typeof body === 'string' && body.trim() !== '';
    if (!fits) return [];
    seen.add(id);
    const refused = typeof refusal === 'string';
    return [{ id, body, photo: null, status: refused ? 'refused' : 'queued', refusal: refused ? refusal : null }];
  });
}
