/** The route a hash-routed address opens: `#/catalogue/3?tab=a` → `/catalogue/3`, no hash → `/`. */
export function hashPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** The paths that open the home page for a signed-in person. */
export const opensHome = (path: string) => path === '/' || path === '/home';

/** The paths that open the sign-in page for a signed-out person (index.html carries its card). */
export const opensSignIn = (path: string) => path === '/' || path === '/login';
