import { fromPromise } from 'xstate';
import { createChatApi } from './api/chat';
import type { ApiClient } from './api/client';
import { chatMachine } from './machines/chatMachine';
import type { ChatServices } from './ui/services/useChat';

/** The order chat's machine with its calls provided. Loaded with the chat page. */
export function composeChat(client: ApiClient): ChatServices {
  const api = createChatApi(client);
  return {
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
