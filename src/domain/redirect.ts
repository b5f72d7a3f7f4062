export const DEFAULT_AFTER_SIGN_IN = '/home';

// Anything that could leave the app: a protocol-relative start (`//`, `/\`), any
// backslash, user-info (`@`), a scheme, or control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /^[/\\]{2}|[\\@]|[\u0000-\u001f\u007f]|^[a-z][a-z0-9+.-]*:/i;

/**
 * The in-app path to return to after sign-in, or `/home` when `raw` is missing or could
 * lead outside this app.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_AFTER_SIGN_IN;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  for (const candidate of [raw, decoded]) {
    if (!candidate.startsWith('/') || UNSAFE.test(candidate)) return DEFAULT_AFTER_SIGN_IN;
  }
  if (/^\/(login|register-login)(\?|$)/.test(raw)) return DEFAULT_AFTER_SIGN_IN;
  return raw;
}

/** `/login?redirect=…` for a wanted path (pathname plus query). */
export function loginPathFor(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}
