import type { Rule } from './validation';

/**
 * Characters that have no place in what people write: C0 and C1 control codes (NUL,
 * escape…), the line and paragraph separators U+2028 and U+2029, and the invisible marks
 * that reorder text (bidi overrides such as U+202E and isolates U+2066–U+2069), which can
 * make a name or a message read differently from what it is. Tab, line feed and carriage
 * return are left out here: a message of several lines keeps them (see below).
 */
const CONTROLS_BUT_BREAKS =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const ONE_LINE = new RegExp(`^[^\\t\\n\\r${CONTROLS_BUT_BREAKS}]*$`);
// Line breaks (\n, \r\n) and tabs, nothing else hidden; a lone \r would overwrite the line on a terminal.
const MULTI_LINE = new RegExp(`^(?:[^\\r${CONTROLS_BUT_BREAKS}]|\\r\\n)*$`);

/** True when `value` holds no line breaks or hidden control characters. */
export const isSingleLineText = (value: string): boolean => ONE_LINE.test(value);

/** True when `value` holds no hidden control characters but line breaks (`\n`, `\r\n`) and tabs. */
export const isMultiLineText = (value: string): boolean => MULTI_LINE.test(value);

/** What a form and the server say about such text in the field `label`. */
export const singleLineMessage = (label: string) => `${label} must be one line, without hidden control characters`;
export const multiLineMessage = (label: string) => `${label} must not contain hidden control characters`;

/** The same checks as form rules (src/domain/validation.ts). */
export const singleLineRule = (label: string): Rule => ({ pattern: ONE_LINE, message: singleLineMessage(label) });
export const multiLineRule = (label: string): Rule => ({ pattern: MULTI_LINE, message: multiLineMessage(label) });
