import { createAccountApi } from './account';
import { SHOWS_NOT_FOUND, type ApiClient } from './client';
import { chatPageSchema, chatReadSchema, chatSentSchema, type ChatSendRequest } from './contract/chat';

/** The order chat (docs/api.md, "Order chat"). */
export function createChatApi(client: ApiClient) {
  const uploads = createAccountApi(client);
  return {
    // Not an order of theirs: the chat's page says the request is not found (SHOWS_NOT_FOUND).
    page: (orderId: number, cursor: string | null) =>
      client.post('/reactapi/chat/messages', cursor === null ? { order_id: orderId } : { order_id: orderId, cursor }, chatPageSchema, SHOWS_NOT_FOUND),
    /** A photo goes through the avatar's upload path (its type and size checks), then with the message. */
    send: async (request: Omit<ChatSendRequest, 'attachment_upload_id'>, photo: File | null) => {
      const attachment = photo ? { attachment_upload_id: await uploads.uploadPhoto(photo) } : {};
      return (await client.post('/reactapi/chat/send', { ...request, ...attachment }, chatSentSchema)).message;
    },
    markRead: (orderId: number) => client.post('/reactapi/chat/read', { order_id: orderId }, chatReadSchema),
  };
}
