import type { Context } from 'hono';
import * as z from 'zod/mini';
import { errors } from './envelope';

interface FieldError {
  field: string;
  message: string;
}

/**
 * The request body parsed as JSON and checked with `schema`. Bad input becomes a 400 / 40000
 * envelope whose message names the first bad field; `data.errors` lists every one.
 */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw errors.invalidInput('Request body must be JSON');
  }
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;

  const fieldErrors = result.error.issues.map((issue) => toFieldError(issue, body));
  const first = fieldErrors[0];
  const message = !first
    ? 'Request body is invalid'
    : first.field === ''
      ? 'Request body must be a JSON object'
      : namingField(first);
  throw errors.invalidInput(message, { errors: fieldErrors });
}

function toFieldError(issue: z.core.$ZodIssue, body: unknown): FieldError {
  const field = issue.path.map(String).join('.');
  // zod's own wording for a missing field is technical; say it the way the spec's forms do.
  const missing = field !== '' && valueAt(body, issue.path) === undefined;
  return { field, message: missing ? `${field} is required` : issue.message };
}

/** `email: Enter a valid email address`, but not `password: Password is required`. */
function namingField({ field, message }: FieldError): string {
  return message.toLowerCase().startsWith(field.toLowerCase()) ? message : `${field}: ${message}`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
