import { useAppServices } from '../app/services';
import { useLazyService } from '../app/useLazyService';
import type { CartActor } from './cartActor';

/** The app's one cart actor, or null while it is built the first time (never suspends). */
export function useCartWhenReady(): CartActor | null {
  return useLazyService(useAppServices().cart);
}
