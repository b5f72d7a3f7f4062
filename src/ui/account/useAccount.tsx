import type { ReactNode } from 'react';
import { useAppServices } from '../app/services';
import type { AccountServices } from './accountServices';
import { createServiceGate } from '../app/serviceGate';

const account = createServiceGate<AccountServices>('useAccount', {
  loading: 'Loading your account',
  failed: 'Your account could not be loaded.',
});

/** Loads the account area's machines once for the pages below it, then shows them. */
export function AccountServicesProvider({ children }: { children: ReactNode }) {
  return <account.ServiceGate load={useAppServices().account}>{children}</account.ServiceGate>;
}

/** The account area's machines (src/app/composeAccount.ts), for pages inside AccountServicesProvider. */
export const useAccount = account.useServices;
