import { Component, lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { PageProgressBar } from '../components/PageProgressBar';
import { routes } from '../router/routes';
import { ServicesProvider, type AppServices } from './services';

// Radix Toast is a good part of a login page's script; it loads with the first toast.
const loadToaster = () => lazy(() => import('../components/Toaster').then((module) => ({ default: module.Toaster })));

/**
 * A toaster whose script could not be fetched (a toast while the server is out of reach)
 * shows no toasts instead of taking the whole page down, and tells the app, which tries
 * again with the next toast.
 */
class ToasterBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The toaster, loaded with the first toast; after a failed load, again with the next one. */
function ToasterSlot({ toasts }: { toasts: AppServices['toasts'] }) {
  const shown = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot);
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
    <ToasterBoundary key={toaster.attempt} onFailed={() => setToaster((current) => ({ ...current, failedAt: shown }))}>
      <Suspense fallback={null}>
        <Toaster store={toasts} />
      </Suspense>
    </ToasterBoundary>
  );
}

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createHashRouter(routes));
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
