import { useEffect, useRef } from 'react';
import { useAppServices } from './services';

/**
 * Spec §8: the toast says why something failed, the page shows where. Once `failing` is over
 * (typed again, tried again), what the toast said goes with it instead of staying its five
 * seconds over a page that is fine now; a new failure says so again.
 */
export function useToastGoesWhenFixed(failing: boolean) {
  const { toasts } = useAppServices();
  const wasFailing = useRef(failing);
  useEffect(() => {
    if (wasFailing.current && !failing) toasts.dropPageErrors();
    wasFailing.current = failing;
  }, [failing, toasts]);
}
