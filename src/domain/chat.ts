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
