import { useCallback, type ReactNode } from 'react';
import { useAppServices } from '../app/services';
import { createServiceGate } from '../app/serviceGate';
import type { ChatServices } from './chatServices';

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
