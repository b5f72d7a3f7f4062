import { chatMessageSchema, type ChatMessage } from '../api/contract/chat';

// Apart from the chat's machine: the header's unread counts read the live stream's messages on
// every signed-in page, which need neither the machine nor what it imports.

/** A message that came over the live stream (its fields are the chat's contract), or null when it does not read as one. */
export function readChatMessage(json: unknown): ChatMessage | null {
  const parsed = chatMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
