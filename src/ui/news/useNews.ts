import { useAppServices } from '../app/services';
import { useLazyService } from '../app/useLazyService';
import type { NewsMachines } from './newsMachines';

/** The news read machines; null while their code loads the first time. */
export function useNews(): NewsMachines | null {
  return useLazyService(useAppServices().news);
}
