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

/** The body as JSON: 415 for another content type, 400 for bytes that are not UTF-8 JSON. */
async function parseBody(c: Context): Promise<unknown> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw errors.unsupportedMediaType();
  let text: string;
  try {
    text = strictUtf8.decode(await c.req.arrayBuffer());
  } catch {
    throw errors.invalidInput('Request body must be UTF-8 text');
  }
  try {
    return JSON.parse(text, refuseUnsafe);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw errors.invalidInput('Request body must be JSON');
  }
}

/**
 * The request body parsed as JSON and checked with `schema`. Bad input becomes a 400 / 40000
 * envelope whose message is the first bad field's, written for the person (forms and toasts
 * show it as it is); `data.errors` lists every bad field with its message.
 */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await parseBody(c);
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;

  const problems = result.error.issues.map((issue) => toFieldProblem(issue, body));
  if (problems[0]?.field === '') throw errors.invalidInput('Request body must be a JSON object', { errors: problems });
  throw errors.invalidFields(problems);
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
