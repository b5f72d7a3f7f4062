export interface AppConfig {
  apiOrigin: string;
}

// Checked by hand rather than with zod: this runs before the sign-in page shows, and the
// validators are kept out of that page's script.
/** Read and check the build-time configuration once, at start. */
export function readConfig(env: Record<string, unknown>): AppConfig {
  const origin = env.VITE_API_ORIGIN;
  if (origin === undefined || origin === '') return { apiOrigin: '' };
  if (typeof origin === 'string' && /^https?:\/\//.test(origin) && URL.canParse(origin)) {
    return { apiOrigin: origin.replace(/\/+$/, '') };
  }
  throw new Error('VITE_API_ORIGIN must be an absolute URL such as https://api.example.com');
}
