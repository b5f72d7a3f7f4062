import { useAppServices } from '../app/services';
import { useLazyService } from '../app/useLazyService';
import type { CatalogueMachines } from './catalogueMachines';

/** The catalogue's read machines; null while their code loads the first time. */
export function useCatalogue(): CatalogueMachines | null {
  return useLazyService(useAppServices().catalogue);
}
