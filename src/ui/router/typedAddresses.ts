import type { createHashRouter } from 'react-router-dom';

type Router = ReturnType<typeof createHashRouter>;

/** The router's own mark on the history entries it writes (`{ usr, key, idx }`). */
const indexOf = (state: unknown) => (state as { idx?: unknown } | null)?.idx;

/**
 * An address changed by hand (typed into the bar, or a `#…` link from outside the app) is a
 * history entry the router did not write: without its index the router cannot step back to
 * ask the unsaved-changes question, so it would just leave. Before the router hears of such an
 * entry, this marks it as the step after the page open, as the router's own forward steps
 * are: the router then takes it back, asks, and goes on only on Leave.
 *
 * It listens in the capture phase, which runs before the router's own listener at the window.
 * Answers how to stop.
 */
export function markTypedAddresses(window: Window, router: Router): () => void {
  let openIndex = typeof indexOf(window.history.state) === 'number' ? (indexOf(window.history.state) as number) : 0;
  const onPopState = () => {
    const index = indexOf(window.history.state);
    if (typeof index === 'number') return;
    window.history.replaceState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: openIndex + 1 }, '');
  };
  window.addEventListener('popstate', onPopState, { capture: true });
  // The index of the page open, as the router moves.
  const unfollow = router.subscribe(() => {
    const index = indexOf(window.history.state);
    if (typeof index === 'number') openIndex = index;
  });
  return () => {
    unfollow();
    window.removeEventListener('popstate', onPopState, { capture: true });
  };
}
