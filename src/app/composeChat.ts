import { fromPromise } from 'xstate';
import { createChatApi } from '../api/chat';
import type { ApiClient } from '../api/client';
import { keptUnsent } from '../domain/chat';
import { chatMachine } from '../machines/chatMachine';
import { createDraftStorage } from '../ui/forms/draftStorage';
import type { ChatServices } from '../ui/chat/chatServices';

/**
 * The order chat's machine with its calls provided, and where its unsent messages are kept
 * (`storage`: localStorage, per person and order, among the drafts a sign-out forgets).
 * Loaded with the chat page.
 */
export function composeChat(client: ApiClient, storage: Storage): ChatServices {
  const api = createChatApi(client);
  const drafts = createDraftStorage(storage);
  const draftName = (orderId: number) => `chat:${orderId}`;
  return {
    unsent: {
      read: (userId, orderId) => drafts.read(userId, draftName(orderId)),
      keep(userId, orderId, pending) {
        const kept = keptUnsent(pending);
        if (kept.length > 0) drafts.save(userId, draftName(orderId), kept);
        else drafts.clear(userId, draftName(orderId));
      },
    },
    chat: chatMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => api.page(input.orderId, input.cursor)),
        sendMessage: fromPromise(({ input: { orderId, message } }) =>
          api.send({ order_id: orderId, id: message.id, body: message.body }, message.photo),
        ),
      },
      actions: {
        // Read state is a nicety: a failed call leaves the messages unread, nothing else.
        markRead: (_, { orderId }) => void api.markRead(orderId).catch(() => {}),
      },
    }),
  };
}
