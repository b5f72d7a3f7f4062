import type { ReactNode } from 'react';
import { useAppServices } from '../app/services';
import type { DeskServices } from './deskServices';
import { createServiceGate } from '../app/serviceGate';

const desk = createServiceGate<DeskServices>('useDesk', {
  loading: 'Loading the page',
  failed: 'This page could not be loaded.',
});

/** Loads the machines of the call centre, policy and invite pages once for the pages below it. */
export function DeskServicesProvider({ children }: { children: ReactNode }) {
  return <desk.ServiceGate load={useAppServices().desk}>{children}</desk.ServiceGate>;
}

/** The desk pages' machines (src/app/composeDesk.ts), for pages inside DeskServicesProvider. */
export const useDesk = desk.useServices;
