/** Paths that need no sign-in (spec §2, exactly as listed). */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/verify',
  '/register/work-email',
  '/register/location',
  '/register/interests',
  '/register/feedback',
  '/password_reset',
  '/auth',
];

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(normalised);
}
