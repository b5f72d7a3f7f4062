import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import type { LiveServices } from './liveServices';
import type { EarlyTypingStore } from '../session/earlyTyping';
import type { RegistrationDraft } from '../../domain/registration';
import type { passwordResetMachine } from '../../machines/passwordResetMachine';
import type { registrationMachine } from '../../machines/registrationMachine';
import type { sessionMachine } from '../../machines/sessionMachine';
import type { CartActor } from '../cart/cartActor';
import type { PageProgress } from '../components/pageProgress';
import type { ToastStore } from '../components/toastStore';
import type { CatalogueMachines } from '../catalogue/catalogueMachines';
import type { DeskServices } from '../desk/deskServices';
import type { ChatServices } from '../chat/chatServices';
import type { MoneyMachines } from '../money/moneyMachines';
import type { NewsMachines } from '../news/newsMachines';
import type { LoadChunk } from '../router/chunkLoader';
import type { LiveStates } from '../statecharts/liveStates';
import type { AccountServices } from '../account/accountServices';
import type { LazyService } from './useLazyService';
import type { ValueStore } from './valueStore';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What the composition root hands to the UI: live actors and browser-side stores. */
export interface AppServices {
  /** Where the API is: '' for the page's own origin. Pictures the server names by path live there. */
  apiOrigin: string;
  session: SessionActor;
  toasts: ToastStore;
  /** True while a call that asked for the full-screen overlay is in flight. */
  overlay: ValueStore<boolean>;
  progress: PageProgress;
  progressValue: ValueStore<number | null>;
  loadChunk: LoadChunk;
  /** Built on first use. */
  registration: () => Promise<RegistrationServices>;
  catalogue: LazyService<CatalogueMachines>;
  /** Read machines of the news and video news screens. */
  news: LazyService<NewsMachines>;
  /** The one cart actor: the carts of the signed-in person, one per vendor. */
  cart: LazyService<CartActor>;
  /** Checkout and LYLA Wallet machines. Built on first use. */
  money: () => Promise<MoneyMachines>;
  /** The account area's machines (src/app/composeAccount.ts). Built on first use. */
  account: () => Promise<AccountServices>;
  /** The call centre, policy and invite pages' machines (src/app/composeDesk.ts). Built on first use. */
  desk: () => Promise<DeskServices>;
  /** The order chat's machine (src/app/composeChat.ts). Built on first use. */
  chat: () => Promise<ChatServices>;
  /** Watches the actors the UI starts (model-based tests measure coverage with it). */
  inspect?: (event: InspectionEvent) => void;
  /** Where the machines running in this browser are, for the statecharts page. */
  liveStates?: LiveStates;
  /** This tab's live updates stream (src/app/composeLive.ts): notifications, chat, statuses. */
  live: LiveServices;
  /** What was typed into the prerendered sign-in card before the app started (src/main.tsx). */
  earlyTyping?: EarlyTypingStore;
}

/** Registration and password reset: machines with their calls provided; the draft saved in this tab. */
export interface RegistrationServices {
  machine: typeof registrationMachine;
  passwordReset: typeof passwordResetMachine;
  loadDraft(): RegistrationDraft;
  saveDraft(draft: RegistrationDraft): void;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices: render inside <ServicesProvider>');
  return services;
}

export const useSessionActor = () => useAppServices().session;
