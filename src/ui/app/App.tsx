import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { PageProgressBar } from '../components/PageProgressBar';
import { routes } from '../router/routes';
import { ServicesProvider, type AppServices } from './services';

// Radix Toast is a good part of a login page's script; it loads with the first toast.
const Toaster = lazy(() => import('../components/Toaster').then((module) => ({ default: module.Toaster })));

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
        <Suspense fallback={null}>
          <Toaster store={services.toasts} />
        </Suspense>
      )}
    </ServicesProvider>
  );
}
