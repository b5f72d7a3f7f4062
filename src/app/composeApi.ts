import { createApiClient, type ApiClientOptions } from '../api/client';
import { createSessionApi } from '../api/session';

/**
 * The API client and the session calls. Loaded as its own chunk when the first call is made,
 * so the sign-in page shows without axios and the contract validators.
 */
export function composeApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  return { client, session: createSessionApi(client) };
}
