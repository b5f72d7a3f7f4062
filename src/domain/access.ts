import { isPublicPath } from './publicPaths';
import { loginPathFor, safeRedirect } from './redirect';

/**
 * How far the session lets a person in (derived from the session machine). `signingOut`:
 * the person just signed out (in this tab or another), so nobody is to be brought back to
 * their page.
 */
export type Access = 'restoring' | 'signedOut' | 'signingOut' | 'secondFactor' | 'signedIn';

/**
 * Where the router must send a person who asks for `pathname` + `search`, or null to let
 * them stay (spec §2 access rules).
 */
export function redirectFor(access: Access, pathname: string, search: string): string | null {
  if (access === 'restoring') return null;
  const redirect = new URLSearchParams(search).get('redirect');
  const wanted = pathname + search;
  const onSignInPage = pathname === '/login' || pathname === '/auth';

  if (access === 'signedIn') return onSignInPage ? safeRedirect(redirect) : null;

  if (access === 'secondFactor') {
    if (pathname === '/auth') return null;
    const back = onSignInPage ? redirect : isPublicPath(pathname) ? null : wanted;
    return back ? `/auth?redirect=${encodeURIComponent(back)}` : '/auth';
  }

  // The login page after Sign out (in any tab) carries no `?redirect=`: the next person to
  // sign in on this browser is not sent to the previous person's page.
  if (access === 'signingOut') return isPublicPath(pathname) ? null : '/login';

  // Signed out: the code screen is meaningless without a pending challenge.
  if (pathname === '/auth') return `/login${search}`;
  return isPublicPath(pathname) ? null : loginPathFor(wanted);
}
