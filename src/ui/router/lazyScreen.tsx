import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { useAppServices } from '../app/services';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

type ScreenModule = { default: ComponentType };

/**
 * A route element whose code is its own chunk, loaded on first visit through the app's
 * chunk loader (timeout, one reload for a stale build, retry on failure). A layout (it
 * renders an `<Outlet />`) leaves finishing the progress bar to the screen inside it.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, { layout = false } = {}): ComponentType {
  let cached: LazyExoticComponent<ComponentType> | null = null;

  return function LazyScreen() {
    const { loadChunk } = useAppServices();
    const [, setAttempt] = useState(0);
    cached ??= lazy(() => loadChunk(load));
    const Screen = cached;
    const retry = () => {
      cached = null;
      setAttempt((attempt) => attempt + 1);
    };
    return (
      <ScreenErrorBoundary onRetry={retry}>
        <Suspense fallback={<ScreenLoading />}>
          {layout ? <Screen /> : <Shown screen={Screen} />}
        </Suspense>
      </ScreenErrorBoundary>
    );
  };
}

/** A route element that ships in the entry script: its page paints with the first bytes. */
export function eagerScreen(Screen: ComponentType): ComponentType {
  return function EagerScreen() {
    return <Shown screen={Screen} />;
  };
}

function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading page">
      <Spinner size="large" />
    </div>
  );
}

/** The screen is on the page: the navigation's progress bar finishes. */
function Shown({ screen: Screen }: { screen: ComponentType }) {
  const { progress } = useAppServices();
  const { key } = useLocation();
  useEffect(() => progress.done(), [progress, key]);
  return <Screen />;
}
