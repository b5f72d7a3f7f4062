import type { Rule } from './validation';

/**
 * Characters that have no place in a name or other one-line text: C0 and C1 control codes
 * (line breaks, tabs, NUL, escape…) and the invisible marks that reorder text (bidi
 * overrides such as U+202E), which can make a name read differently from what it is.
 */
const HIDDEN_CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const ONE_LINE = new RegExp(`^[^${HIDDEN_CONTROLS}]*$`);

/** True when `value` holds no line breaks or hidden control characters. */
export const isSingleLineText = (value: string): boolean => ONE_LINE.test(value);

/** What a form and the server say about such text in the field `label`. */
export const singleLineMessage = (label: string) => `${label} must be one line, without hidden control characters`;

/** The same check as a form rule (src/domain/validation.ts). */
export const singleLineRule = (label: string): Rule => ({ pattern: ONE_LINE, message: singleLineMessage(label) });
