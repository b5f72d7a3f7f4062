import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { RouteLoading } from '../router/RouteLoading';

interface GateText {
  /** Names the area while it loads, for screen readers: `Loading your account`. */
  loading: string;
  /** Heading when it could not be loaded. */
  failed: string;
}

/**
 * A route layout that loads an area's services (machines with their calls) once, then shows
 * the pages below it, which read them from context. Pages never suspend on them: `use()` there
 * would make React wait again on each navigation, and a component that suspends between its
 * hooks trips React's hook-order check.
 */
export function createServiceGate<Services>(name: string, text: GateText) {
  const ServicesContext = createContext<Services | null>(null);

  function ServiceGate({ load, children }: { load: () => Promise<Services>; children: ReactNode }) {
    const [attempt, setAttempt] = useState(0);
    const [loaded, setLoaded] = useState<{ attempt: number; services: Services | null }>({ attempt: -1, services: null });

    useEffect(() => {
      let current = true;
      load().then(
        (services) => current && setLoaded({ attempt, services }),
        () => current && setLoaded({ attempt, services: null }),
      );
      return () => {
        current = false;
      };
    }, [load, attempt]);

    if (loaded.attempt !== attempt) {
      return <RouteLoading label={text.loading} />;
    }
    if (!loaded.services) {
      return <ErrorState title={text.failed} message="Check your connection and try again." onRetry={() => setAttempt(attempt + 1)} />;
    }
    return <ServicesContext value={loaded.services}>{children}</ServicesContext>;
  }

  function useServices(): Services {
    const services = useContext(ServicesContext);
    if (!services) throw new Error(`${name}: render inside its service gate`);
    return services;
  }

  return { ServiceGate, useServices };
}
