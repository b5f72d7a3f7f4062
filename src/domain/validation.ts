/**
 * Form checks of spec §5 on top of async-validator, which does the checking; this module
 * only narrows its rules to the spec's kinds and makes its messages use field labels.
 */
import AsyncValidator from 'async-validator';
import type { RuleItem, ValidateError, ValidateMessages } from 'async-validator';

// Node's loader (tsx: the statecharts script, the server) sees the CommonJS build's exports
// object as the default import; bundlers see the class itself.
const Schema = (AsyncValidator as unknown as { default?: typeof AsyncValidator }).default ?? AsyncValidator;

/** The spec's value types; a rule without one checks a string. */
export type FieldType =
  | 'integer'
  | 'float'
  | 'array'
  | 'regexp'
  | 'object'
  | 'method'
  | 'email'
  | 'number'
  | 'date'
  | 'url'
  | 'hex';

interface Checks {
  required?: boolean;
  /** Fails text made only of whitespace. */
  whitespace?: boolean;
  /** Exact length (strings, arrays) or value (numbers). */
  len?: number;
  /** Length for strings and arrays, value for numbers. */
  min?: number;
  max?: number;
  /** Not tried on an empty value unless `required`: an optional field's pattern needs no `(…)?`. */
  pattern?: RegExp;
  /** Replaces the default message, which names the field by its label. */
  message?: string;
}

/** One check on a field: a type check, or a choice among allowed values. */
export type Rule = Checks &
  ({ type?: FieldType; enum?: never } | { enum: readonly (string | number | boolean)[]; type?: never });

export type Rules<Values> = { [K in keyof Values]?: Rule[] };

export type Labels<Values> = Record<keyof Values, string>;

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** The spec wants emails under 255 characters; async-validator alone accepts up to 320. */
export const EMAIL_MAX_LENGTH = 254;

/** async-validator's own messages, except one that would show the user a regular expression. */
const MESSAGES: ValidateMessages = {
  ...Schema.messages,
  pattern: { mismatch: '%s is not in the expected format' },
};

/**
 * Checks every field and returns the first message of each failing one; {} when all pass.
 * Synchronous: async-validator calls back at once when no rule is asynchronous, and the
 * spec's rules never are, so a form machine can use it in a guard.
 */
export function checkForm<Values extends object>(values: Values, rules: Rules<Values>, labels: Labels<Values>): FormErrors<Values> {
  const descriptor = Object.fromEntries(
    Object.entries<Rule[] | undefined>(rules).map(([field, list = []]) => [field, list.flatMap(toRuleItems)]),
  );
  const messages = labelled(MESSAGES, (field) => labels[field as keyof Values]);
  let found: FormErrors<Values> | null = null;
  // The promise async-validator also returns would only repeat the callback.
  void new Schema(descriptor)
    .validate(values as Record<string, unknown>, { messages, firstFields: true, suppressWarning: true }, (errors) => {
      found = firstPerField<Values>(errors ?? []);
    })
    .catch(() => undefined);
  if (found === null) throw new Error('checkForm: a rule checked asynchronously');
  return found;
}

/** Checks one value, e.g. when its field loses focus; undefined when it passes. */
export function checkField(value: unknown, rules: Rule[], label: string): string | undefined {
  return checkForm({ value }, { value: rules }, { value: label }).value;
}

function toRuleItems({ enum: allowed, ...checks }: Rule): RuleItem[] {
  const item: RuleItem = allowed ? { ...checks, type: 'enum', enum: [...allowed] } : checks;
  if (checks.type !== 'email') return [item];
  return [item, { max: EMAIL_MAX_LENGTH, message: checks.message }];
}

function firstPerField<Values>(errors: ValidateError[]): FormErrors<Values> {
  const result: Record<string, string> = {};
  for (const { field, message } of errors) {
    if (field !== undefined && message !== undefined) result[field] ??= message;
  }
  return result as FormErrors<Values>;
}

type Template = string | ValidateMessages | ((...args: unknown[]) => string);

/** async-validator fills each message's first `%s` with the field key: put the label there. */
function labelled(messages: ValidateMessages, labelOf: (field: string) => string): ValidateMessages {
  const entries = Object.entries(messages as Record<string, Template>)
    // Drops async-validator's clone(), which is not a message.
    .filter(([, template]) => typeof template !== 'function')
    .map(([name, template]) => [
      name,
      typeof template === 'string'
        ? (field: string, ...args: unknown[]) => fill(template, [labelOf(field), ...args])
        : labelled(template as ValidateMessages, labelOf),
    ]);
  return Object.fromEntries(entries);
}

function fill(template: string, args: unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, () => String(args[next++]));
}
