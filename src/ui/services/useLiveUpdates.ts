import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveUpdate } from '../../machines/liveUpdatesMachine';
import type { LiveStatus } from '../../machines/liveUpdatesSelectors';
import { useAppServices } from '../app/services';

/**
 * Calls `onUpdate` for each live update and `onResumed` when the stream is back after a drop
 * (fetch what may have been missed). The latest callbacks are used without subscribing again.
 */
export function useLiveUpdates(handlers: { onUpdate?: (update: LiveUpdate) => void; onResumed?: () => void }) {
  const { live } = useAppServices();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const stopUpdates = live.onUpdate((update) => latest.current.onUpdate?.(update));
    const stopResumed = live.onResumed(() => latest.current.onResumed?.());
    return () => {
      stopUpdates();
      stopResumed();
    };
  }, [live]);
}

/** The stream's status, or null while nobody is signed in. */
export function useLiveStatus(): LiveStatus | null {
  const { live } = useAppServices();
  return useSyncExternalStore(live.subscribeStatus, live.status);
}
