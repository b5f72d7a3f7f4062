/** Field checks for the sign-in forms, run before anything is sent. */
import type { FormSpec } from './formSpec';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A quick, synchronous shape check of an email address (the server checks it fully). */
export function looksLikeEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length < 255 && EMAIL.test(trimmed);
}

export interface SignInErrors {
  email?: string;
  password?: string;
}

export function checkSignIn({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'Email is required';
  else if (!looksLikeEmail(trimmed)) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
}

/**
 * The sign-in form. Its checks are its own (no rule table), so the sign-in page's script
 * carries neither the other forms' rules nor the rule checker they need (decision 0018).
 */
export const signInForm: FormSpec<SignInValues, SignInValues> = {
  check: checkSignIn,
  toRequest: (values) => ({ email: values.email.trim(), password: values.password }),
  keepsDraft: false,
};

/** The code as it is sent: the spaces typed or pasted in taken out. */
export function oneTimeCodeDigits(code: string): string {
  return code.replace(/\s+/g, '');
}

/** A one-time code: exactly six digits; spaces typed or pasted in are ignored. */
export function checkOneTimeCode(code: string): string | undefined {
  const digits = oneTimeCodeDigits(code);
  if (!digits) return 'Code is required';
  return /^\d{6}$/.test(digits) ? undefined : 'Enter the 6-digit code';
}
