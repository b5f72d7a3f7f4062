import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { redirectFor } from '../../domain/access';
import { sessionAccess } from '../../machines/sessionSelectors';
import { useAppServices } from '../app/services';
import { Spinner } from '../components/Spinner';
import type { RouteHandle } from './routeHandle';

/**
 * The router follows the session actor: every navigation is reported to it, and the
 * access rules decide whether the wanted page may open or where to go instead.
 */
export function AccessGate() {
  const { session, progress, toasts } = useAppServices();
  const access = useSelector(session, sessionAccess);
  const { pathname, search, key } = useLocation();
  const title = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.title;

  useLayoutEffect(() => {
    document.title = title ? `${title} · LYLA` : 'LYLA';
  }, [title]);

  // Layout effect: runs before the new screen's own effects (which finish the progress bar).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    progress.start();
    session.send({ type: 'route.changed', path: pathname });
  }, [key, pathname, progress, session]);

  // Another page: the failures of the last one are behind the person (signed in, next step, elsewhere).
  useLayoutEffect(() => toasts.dropPageErrors(), [pathname, toasts]);

  const redirect = redirectFor(access, pathname, search);
  if (redirect) return <Navigate to={redirect} replace />;
  if (access === 'restoring') {
    return (
      <div role="status" aria-label="Restoring your session">
        <Spinner size="large" />
      </div>
    );
  }
  return <Outlet />;
}
