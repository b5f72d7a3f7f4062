import { Component, lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { PageProgressBar } from '../components/PageProgressBar';
import { routes } from '../router/routes';
import { ServicesProvider, type AppServices } from './services';

// Radix Toast is a good part of a login page's script; it loads with the first toast.
const Toaster = lazy(() => import('../components/Toaster').then((module) => ({ default: module.Toaster })));

/**
 * A toaster whose script could not be fetched (a toast while the server is out of reach)
 * shows no toasts instead of taking the whole page down; the next page load tries again.
 */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createHashRouter(routes));
  const overlayVisible = useSyncExternalStore(services.overlay.subscribe, services.overlay.getSnapshot);
  const progress = useSyncExternalStore(services.progressValue.subscribe, services.progressValue.getSnapshot);
  const hasToasts = useSyncExternalStore(services.toasts.subscribe, () => services.toasts.getSnapshot().length > 0);
  const [toasterNeeded, setToasterNeeded] = useState(false);
  if (hasToasts && !toasterNeeded) setToasterNeeded(true);
  return (
    <ServicesProvider services={services}>
      <PageProgressBar value={progress} />
      <RouterProvider router={router} />
      <LoadingOverlay visible={overlayVisible} />
      {toasterNeeded && (
        <ToasterBoundary>
          <Suspense fallback={null}>
            <Toaster store={services.toasts} />
          </Suspense>
        </ToasterBoundary>
      )}
    </ServicesProvider>
  );
}
