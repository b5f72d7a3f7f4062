/** The demo accounts the seed makes (server/seed.ts) and the seeds that fill them in. */
export const DEMO_PASSWORD = 'lyla-demo-2026';
export const DEMO_EMAIL = 'demo@lyla.example';
/** The demo account that signs in with a second factor. */
export const DEMO_MFA_EMAIL = 'mfa@lyla.example';
