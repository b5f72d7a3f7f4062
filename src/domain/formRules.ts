import { singleLineRule } from './textHygiene';
import type { Rule } from './validation';

/** The same rules the server applies to a new password (src/api/contract/registration.ts). */
export const NEW_PASSWORD_RULES: Rule[] = [
  { required: true },
  { min: 8, message: 'Password must be at least 8 characters' },
  { max: 200, message: 'Password is too long' },
  { pattern: /[A-Za-z]/, message: 'Password must contain a letter' },
  { pattern: /\d/, message: 'Password must contain a digit' },
];

/** A person's name and gender, as registration and the profile ask for them. */
export const PERSON_RULES = {
  first_name: [{ required: true, whitespace: true }, { max: 60 }, singleLineRule('First name')],
  last_name: [{ required: true, whitespace: true }, { max: 60 }, singleLineRule('Last name')],
  gender: [{ required: true, message: 'Gender is required' }],
} satisfies Record<string, Rule[]>;
