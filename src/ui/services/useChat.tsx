import { useCallback, type ReactNode } from 'react';
import type { PendingMessage } from '../../domain/chat';
import type { chatMachine } from '../../machines/chatMachine';
import { useAppServices } from '../app/services';
import { createServiceGate } from './serviceGate';

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

const chat = createServiceGate<ChatServices>('useChat', {
  loading: 'Loading the chat',
  failed: 'The chat could not be loaded.',
});

/** Loads the chat machine once for the page below it. */
export function ChatServicesProvider({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const load = useCallback(() => services.chat(), [services]);
  return <chat.ServiceGate load={load}>{children}</chat.ServiceGate>;
}

export const useChat = chat.useServices;
