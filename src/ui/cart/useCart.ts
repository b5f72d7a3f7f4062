import { use } from 'react';
import { useAppServices } from '../app/services';
import type { CartActor } from './cartActor';

/** The app's one cart actor; the component waits (Suspense) the first time it loads. */
export function useCartActor(): CartActor {
  return use(useAppServices().cart());
}
