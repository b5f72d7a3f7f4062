import * as z from 'zod/mini';

const configSchema = z.object({
  /** Origin of the API, e.g. `https://api.example.com`; empty means the app's own origin. */
  VITE_API_ORIGIN: z._default(
    z.union([z.literal(''), z.url('VITE_API_ORIGIN must be an absolute URL such as https://api.example.com')]),
    '',
  ),
});

export interface AppConfig {
  apiOrigin: string;
}

/** Read and check the build-time configuration once, at start. */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const parsed = configSchema.parse(env);
  return { apiOrigin: parsed.VITE_API_ORIGIN.replace(/\/+$/, '') };
}
