import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../app/services';
import { RouteLoading } from './RouteLoading';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

type ScreenModule = { default: ComponentType };

/** A screen whose code can be fetched before its first render. */
export type PreloadableScreen = ComponentType & {
  /** Once done, the screen draws at its first render instead of a spinner first. Never fails. */
  preload(): Promise<void>;
};

/**
 * A route element whose code is its own chunk, loaded on first visit through the app's
 * chunk loader (timeout, one reload for a stale build, retry on failure). A layout (it
 * renders an `<Outlet />`) leaves finishing the progress bar to the screen inside it.
 * Code already there (preloaded, or loaded by an earlier visit) is drawn at once: suspending
 * shows placeholders and React then holds the screen back for up to 300 ms.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, { layout = false } = {}): PreloadableScreen {
  // The component rendered from now on: once chosen it stays (a new type would remount the
  // screen, losing its state), until a failed load is tried again.
  let cached: ComponentType | null = null;
  let loaded: ComponentType | null = null;
  const keep = (module: ScreenModule) => {
    loaded = module.default;
    return module;
  };

  function LazyScreen() {
    const { loadChunk } = useAppServices();
    const [, setAttempt] = useState(0);
    cached ??= loaded ?? lazy(() => loadChunk(load).then(keep));
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
  }
  // A failure is left to the first render, which loads the code again through the chunk loader.
  LazyScreen.preload = () => load().then(keep, () => null).then(() => undefined);
  return LazyScreen;
}

/** A route element that ships in the entry script: its page paints with the first bytes. */
export function eagerScreen(Screen: ComponentType): ComponentType {
  return function EagerScreen() {
    return <Shown screen={Screen} />;
  };
}

function ScreenLoading() {
  return <RouteLoading label="Loading page" />;
}

/** The screen is on the page: the navigation's progress bar finishes. */
function Shown({ screen: Screen }: { screen: ComponentType }) {
  const { progress } = useAppServices();
  const { key } = useLocation();
  useEffect(() => progress.done(), [progress, key]);
  return <Screen />;
}
