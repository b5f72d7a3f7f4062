import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAppServices } from '../app/services';
import type { AccountServices } from '../app/accountServices';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';

const AccountContext = createContext<AccountServices | null>(null);

/**
 * Loads the account area's machines once for the pages below it, then shows them. The pages
 * read them from context rather than with `use()`: a navigation re-renders the open page in
 * a transition, and `use()` there would make React wait on it again each time.
 */
export function AccountServicesProvider({ children }: { children: ReactNode }) {
  const { account } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; services: AccountServices | null }>({ attempt: -1, services: null });

  useEffect(() => {
    let current = true;
    account().then(
      (services) => current && setLoaded({ attempt, services }),
      () => current && setLoaded({ attempt, services: null }),
    );
    return () => {
      current = false;
    };
  }, [account, attempt]);

  if (loaded.attempt !== attempt) {
    return (
      <div role="status" aria-label="Loading your account">
        <Spinner size="large" />
      </div>
    );
  }
  if (!loaded.services) {
    return (
      <ErrorState
        title="Your account could not be loaded."
        message="Check your connection and try again."
        onRetry={() => setAttempt(attempt + 1)}
      />
    );
  }
  return <AccountContext value={loaded.services}>{children}</AccountContext>;
}

/** The account area's machines (src/composeAccount.ts), for pages inside AccountServicesProvider. */
export function useAccount(): AccountServices {
  const services = useContext(AccountContext);
  if (!services) throw new Error('useAccount: render inside <AccountServicesProvider>');
  return services;
}
