import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../machines/registrationMachine';

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;

export const RegistrationContext = createContext<RegistrationActor | null>(null);

/** The registration actor of the flow around this step. */
export function useRegistration(): RegistrationActor {
  const actor = useContext(RegistrationContext);
  if (!actor) throw new Error('useRegistration: render inside <RegistrationFlow>');
  return actor;
}
