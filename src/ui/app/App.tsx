import { Component, lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import type { ToastStore } from '../components/toastStore';
import { PageProgressBar } from '../components/PageProgressBar';
import { routes } from '../router/routes';
import { ServicesProvider, type AppServices } from './services';

// Radix Toast is a good part of a login page's script; it loads with the first toast.
const lazyToaster = () => lazy(() => import('../components/Toaster').then((module) => ({ default: module.Toaster })));

/** A toaster whose script could not be fetched (the server is out of reach) shows nothing, and says so once. */
class ToasterBoundary extends Component<{ children: ReactNode; onFailed(): void }, { failed: boolean }> {
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

/**
 * The toasts, loaded with the first one. A load that fails never takes the page down: the
 * next change of the toasts tries again.
 */
function Toasts({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [loaded, setLoaded] = useState<{ Toaster: ComponentType<{ store: ToastStore }>; attempt: number } | null>(null);
  const [failedWith, setFailedWith] = useState<readonly unknown[] | null>(null);
  if (toasts.length > 0 && (!loaded || (failedWith && failedWith !== toasts))) {
    setLoaded({ Toaster: lazyToaster(), attempt: (loaded?.attempt ?? 0) + 1 });
    setFailedWith(null);
  }
  if (!loaded || failedWith) return null;
  const { Toaster, attempt } = loaded;
  return (
    <ToasterBoundary key={attempt} onFailed={() => setFailedWith(toasts)}>
      <Suspense fallback={null}>
        <Toaster store={store} />
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
      <Toasts store={services.toasts} />
    </ServicesProvider>
  );
}
