import { assetUrl } from '../../domain/assetUrl';
import { useAppServices } from './services';

/** Where the browser fetches a picture the server names (see `assetUrl`). */
export function useAssetUrl(): (url: string) => string {
  const { apiOrigin } = useAppServices();
  return (url) => assetUrl(apiOrigin, url);
}
