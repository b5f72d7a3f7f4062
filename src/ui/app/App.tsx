import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { OptionalPart } from '../components/OptionalPart';
import { PageProgressBar } from '../components/PageProgressBar';
import { routes } from '../router/routes';
import { markTypedAddresses } from '../router/typedAddresses';
import { ServicesProvider, type AppServices } from './services';

// Radix Toast is a good part of a login page's script: it is not in the first paint, it is
// fetched once the page is idle (so a toast saying the server is out of reach can still show).
const importToaster = () => import('../components/Toaster');
const loadToaster = () => lazy(() => importToaster().then((module) => ({ default: module.Toaster })));

function useToasterFetchedWhenIdle() {
  useEffect(() => {
    // A failed fetch is tried again by the first toast.
    const fetchToaster = () => void importToaster().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchToaster, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(fetchToaster, 2000);
    return () => window.clearTimeout(id);
  }, []);
}

/** The toaster, loaded with the first toast; after a failed load, again with the next one. */
function ToasterSlot({ toasts }: { toasts: AppServices['toasts'] }) {
  const shown = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
  useToasterFetchedWhenIdle();
  const [toaster, setToaster] = useState<{ Toaster: ReturnType<typeof loadToaster> | null; attempt: number; failedAt: typeof shown | null }>({
    Toaster: null,
    attempt: 0,
    failedAt: null,
  });
  const wanted = shown.length > 0 && (toaster.Toaster === null || (toaster.failedAt !== null && toaster.failedAt !== shown));
  if (wanted) setToaster({ Toaster: loadToaster(), attempt: toaster.attempt + 1, failedAt: null });
  const { Toaster } = toaster;
  if (!Toaster) return null;
  return (
    // A toaster whose script could not be fetched (a toast while the server is out of reach)
    // shows no toasts instead of taking the page down; the next toast tries again.
    <OptionalPart key={toaster.attempt} onFailed={() => setToaster((current) => ({ ...current, failedAt: shown }))}>
      <Suspense fallback={null}>
        <Toaster store={toasts} />
      </Suspense>
    </OptionalPart>
  );
}

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createHashRouter(routes));
  useEffect(() => markTypedAddresses(window, router), [router]);
  const overlayVisible = useSyncExternalStore(services.overlay.subscribe, services.overlay.getSnapshot);
  const progress = useSyncExternalStore(services.progressValue.subscribe, services.progressValue.getSnapshot);
  return (
    <ServicesProvider services={services}>
      <PageProgressBar value={progress} />
      <RouterProvider router={router} />
      <LoadingOverlay visible={overlayVisible} />
      <ToasterSlot toasts={services.toasts} />
    </ServicesProvider>
  );
}
