import type { PendingMessage } from '../../domain/chat';
import type { chatMachine } from '../../machines/chatMachine';

/** The order chat's machine with its calls provided (src/app/composeChat.ts). */
export interface ChatServices {
  chat: typeof chatMachine;
  /** Unsent messages kept in this browser, per person and order, until stored or the person signs out. */
  unsent: {
    /** As stored: the chat machine reads it (`kept`). */
    read(userId: number, orderId: number): string | null;
    keep(userId: number, orderId: number, pending: readonly PendingMessage[]): void;
  };
}
