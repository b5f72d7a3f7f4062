import type { RequestHandler } from 'msw';
import type { FormSpec } from '../../../src/domain/formSpec';

/** A form's values as its fields hold them (text, or a chosen option's value). */
export type CaseValues = Record<string, string>;

/** A typing the person does, at one of the rules' edges; `when` the values allow it (the field still as the page opened it, by default). */
export interface Typing {
  name: string;
  changes: CaseValues;
  when?: (values: CaseValues) => boolean;
  /** Only once the form said what is wrong (a site chosen after the save asked for one); in either state by default. */
  onceSaid?: boolean;
  /** Typed on the form as the page opened it, and saved before anything else is typed: what it sends is seen (a text trimmed). */
  alone?: boolean;
}

/** What the person sees once the server saved: the page the form closes to and what it lists, or a message on the same page. */
export type AfterSave =
  | {
      closesTo: string;
      cancelName: string;
      lists: (sent: CaseValues) => string[];
      empty: string;
      /** A form in a list (Settings → Addresses): the page closes it once saved, its machine ends saved rather than closed. */
      inList?: boolean;
    }
  | { says: (answer: unknown) => string; empties: boolean; lists?: (sent: CaseValues) => string[] };

/**
 * One form of the product as data, for the form model (tests/model/models/form.ts) and its
 * suite (tests/model/form.model.test.tsx): how the page opens, how each field is filled, the
 * typings at each rule's edges and what the product finds about them. `findings`, `request`
 * and `after` are written from the server's contract (src/api/contract/*) and spec §5, never
 * read from src/domain/formRules.ts, so a rule lost or changed there fails the paths.
 */
export interface FormCase {
  /** Tags the model's values so the model tells the forms apart (stripped before the real rules see them). */
  key: string;
  /** The start's name in the path names. */
  startName: string;
  /** The values the page opens with. */
  start: CaseValues;
  /** The hash route of the page. */
  page: string;
  /** The button that opens the form once the page shows (a list's "Add an address"). */
  opensWith?: string;
  /** The day the path runs on (ISO): Date alone is fixed for the path, for rules that read the clock (a card's expiry). */
  today?: string;
  /** The id the page's own form machine runs under. */
  liveId: string;
  /** The form's accessible name. */
  formName: string;
  /** Each checked field's label. */
  labels: CaseValues;
  /** Fields chosen from a list (a Radix select: `combobox`, then `option`): each value's option text. */
  options?: Record<string, CaseValues>;
  /**
   * Fields of `options` picked other than from a list: `radios` clicks the option's radio;
   * `toggles` presses chips so that exactly the options named (values joined by commas) are pressed.
   */
  picks?: Record<string, 'radios' | 'toggles'>;
  /** The counter each text field shows (over it, the field says so while typing, spec §5's error colour). */
  shownLimits?: Record<string, number>;
  saveButton: string;
  /** Never kept as a draft in the browser, whatever is typed (docs/decisions/0006: passwords and cards). */
  neverKept?: boolean;
  /** The save button is enabled only once something changed. */
  savesOnlyChanges?: boolean;
  /** The names of the person's save and of the server's answer to it. */
  saveName: string;
  savedName: string;
  typings: Typing[];
  /** The real rules, which the model's own machine runs. */
  rules: FormSpec<CaseValues, unknown>;
  /** What is wrong with the values, per field, in the product's words. */
  findings(values: CaseValues): CaseValues;
  endpoint: string;
  /** The exact body the server must be asked for these values. */
  request(values: CaseValues): unknown;
  /** The server's answer to it. */
  answer(values: CaseValues): unknown;
  after: AfterSave;
  /**
   * The other reads the page makes, answered at once (before the suite's own); `saved` gives the answers to this path's saves so far.
   * Where two cases' pages read the same, `mine` tells whether the path is this case's (answer nothing otherwise: the next case's handler does).
   */
  reads?: (saved: () => readonly unknown[], mine: () => boolean) => RequestHandler[];
  /** What the answers to this case's saves add to the profile read (`/reactapi/view/account/preference`), which the suite answers. */
  profile?: (saved: readonly unknown[]) => object;
}

/** The findings that are there, and none for a field that passes. */
export const present = (findings: Record<string, string | undefined>): CaseValues =>
  Object.fromEntries(Object.entries(findings).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** Spec §5's range check on a text's length, in the form's words, after trimming (the server trims first). */
export const longerThan = (label: string, max: number, text: string) => (text.trim().length > max ? `${label} cannot be longer than ${max} characters` : undefined);

/**
 * docs/api.md "Names and other one-line text": a line break, a control character (C0, DEL, C1),
 * U+2028, U+2029 or a bidi mark is refused, in the field's words.
 */
const MARKS = '\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const HIDDEN = new RegExp(`[\\u0000-\\u001f${MARKS}]`);
export const notOneLine = (label: string, text: string) => (HIDDEN.test(text) ? `${label} must be one line, without hidden control characters` : undefined);

/** The same for a message of several lines: line breaks (`\n`, `\r\n`) and tabs are kept, a lone `\r` is not. */
const HIDDEN_BUT_BREAKS = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f${MARKS}]|\\r(?!\\n)`);
export const hiddenInLines = (label: string, text: string) => (HIDDEN_BUT_BREAKS.test(text) ? `${label} must not contain hidden control characters` : undefined);

/** A text of exactly `length` characters, starting with `lead`. */
export const textOf = (lead: string, length: number) => `${lead}${'x'.repeat(length - lead.length)}`;

export const SPACES = '   ';

/** An address as the contract's email check takes one: something, @, a domain with a dot and a top level of letters. */
export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(text);

/** An email of exactly `length` characters at example.com. */
export const emailOf = (length: number) => `${textOf('maya.', length - '@example.com'.length)}@example.com`;

/**
 * What is wrong with an email, in the form's words (src/api/contract/registration.ts `emailSchema`:
 * required once trimmed, an email address, up to 254 characters; spec §5: an email has a length
 * under 255, and '%s is required').
 */
export function emailFinding(label: string, typed: string): string | undefined {
  const email = typed.trim();
  if (email === '') return `${label} is required`;
  return !isEmail(email) ? `${label} is not a valid email` : longerThan(label, 254, email);
}
