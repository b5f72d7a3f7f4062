/**
 * A picture the server names by path (`/api/images/…`, `/api/avatar/…`), as the browser must
 * ask for it: on the API origin, which is not the page's when `VITE_API_ORIGIN` is set. Full
 * URLs (and `data:` ones) stay as they are.
 */
export function assetUrl(apiOrigin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${apiOrigin}${url}` : url;
}
