import type { Context } from 'hono';
import * as z from 'zod/mini';
import { ApiError, errors, type FieldProblem } from './envelope';

// `application/json`, or a JSON subtype such as `application/merge-patch+json`, with any parameters.
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
// Keys that reach an object's prototype when copied naively: refused, not silently dropped.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// Half of a UTF-16 pair on its own (`"\ud800"` in JSON): no character, and not storable as text.
const LONE_SURROGATE = /\p{Cs}/u;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** JSON.parse's reviver: sees every key and value, nested ones first. */
function refuseUnsafe(key: string, value: unknown): unknown {
  if (PROTOTYPE_KEYS.has(key)) throw errors.invalidInput(`The key "${key}" is not allowed`);
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw errors.invalidInput('Text must be valid Unicode');
  }
  return value;
}

// Only a body with one of these can hold an unsafe key or a lone surrogate: the UTF-8 decoder
// refuses raw surrogates, so a lone one is always a \u escape, as is a key spelled with them.
// Other bodies (nearly all) skip the reviver, which costs a check of every key and value.
const MAY_BE_UNSAFE = /\\u|__proto__|constructor|prototype/;

/** The body's text: 415 for another content type than JSON, 400 for bytes that are not UTF-8. */
export async function readBodyText(c: Context): Promise<string> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw errors.unsupportedMediaType();
  try {
    return strictUtf8.decode(await c.req.arrayBuffer());
  } catch {
    throw errors.invalidInput('Request body must be UTF-8 text');
  }
}

function parseText(text: string): unknown {
  try {
    return MAY_BE_UNSAFE.test(text) ? JSON.parse(text, refuseUnsafe) : JSON.parse(text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw errors.invalidInput('Request body must be JSON');
  }
}

/**
 * A body's text (`readBodyText`) parsed as JSON and checked with `schema`. Bad input becomes a
 * 400 / 40000 envelope whose message is the first bad field's, written for the person (forms
 * and toasts show it as it is); `data.errors` lists every bad field with its message.
 */
export function parseRequest<S extends z.core.$ZodType>(text: string, schema: S): z.output<S> {
  const body = parseText(text);
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;

  const problems = result.error.issues.map((issue) => toFieldProblem(issue, body));
  if (problems[0]?.field === '') throw errors.invalidInput('Request body must be a JSON object', { errors: problems });
  throw errors.invalidFields(problems);
}

/** The request body, parsed and checked with `schema` as `parseRequest` does. */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseRequest(await readBodyText(c), schema);
}

function toFieldProblem(issue: z.core.$ZodIssue, body: unknown): FieldProblem {
  const field = issue.path.map(String).join('.');
  // zod's own wording for a missing field is technical; say it the way the spec's forms do.
  const missing = field !== '' && valueAt(body, issue.path) === undefined;
  return { field, message: missing ? `${field} is required` : issue.message };
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
