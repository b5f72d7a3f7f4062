import { emailFinding, emailOf, present, SPACES, type CaseValues } from './formCase';
import type { EdgeTries } from './edgeTries';

/** A new password's finding, in the server's words (src/api/contract/registration.ts `newPasswordSchema`; spec §5 when empty). */
export function passwordFinding(label: string, typed: string): string | undefined {
  if (typed === '') return `${label} is required`;
  if (typed.length < 8) return 'Password must be at least 8 characters';
  if (typed.length > 200) return 'Password is too long';
  if (!/[A-Za-z]/.test(typed)) return 'Password must contain a letter';
  return /\d/.test(typed) ? undefined : 'Password must contain a digit';
}

/** A good new password of 8 characters (the shortest allowed), of 200 (the longest) and of 201. */
export const SHORTEST_PASSWORD = 'pass-123';
export const PASSWORD_OF_200 = `pass-1${'x'.repeat(194)}`;
export const PASSWORD_OF_201 = `${PASSWORD_OF_200}x`;

/** The longest email the server takes (254 characters), sent as typed. */
export const EMAIL_OF_254 = emailOf(254);

/** The password reset's email (spec §7 `forgot-password`): each edge of the email's rules, refused on the page. */
export const resetEmailEdges = (email: string): EdgeTries => ({
  labels: { email: 'Email' },
  good: { email },
  tries: [
    { name: 'no email', changes: { email: '' } },
    { name: 'an email of spaces', changes: { email: SPACES } },
    { name: 'an email without a domain', changes: { email: 'sam.lee@' } },
    { name: 'a 255-character email', changes: { email: emailOf(255) } },
  ],
  findings: (values) => present({ email: emailFinding('Email', values.email!) }),
});

/**
 * What is wrong with the code and the new password (src/api/contract/registration.ts
 * `resetPasswordRequestSchema`: the code six digits once trimmed, the password's rules; spec
 * §5's '%s is required' for a required field left empty or of spaces).
 */
export function codeFinding(typed: string): string | undefined {
  if (typed.trim() === '') return 'Code is required';
  return /^\d{6}$/.test(typed.trim()) ? undefined : 'Enter the 6-digit code';
}

/** The code and new password page: a code one short, one long, with a letter; each password edge (8 and 200 pass beside a wrong code). */
export const resetPasswordEdges = (good: CaseValues): EdgeTries => ({
  labels: { code: 'Code', password: 'New password' },
  good,
  tries: [
    { name: 'no code and no password', changes: { code: '', password: '' } },
    { name: 'a code of spaces, a password without a digit', changes: { code: SPACES, password: 'new-password' } },
    { name: 'a 5-digit code, an 8-character password', changes: { code: '12345', password: SHORTEST_PASSWORD } },
    { name: 'a 7-digit code, a 7-character password', changes: { code: '1234567', password: 'pass-12' } },
    { name: 'a code with a letter, a 200-character password', changes: { code: '12345a', password: PASSWORD_OF_200 } },
    { name: 'a 201-character password', changes: { password: PASSWORD_OF_201 } },
    { name: 'a password without a letter', changes: { password: '12345678' } },
  ],
  findings: (values) => present({ code: codeFinding(values.code!), password: passwordFinding('New password', values.password!) }),
});
