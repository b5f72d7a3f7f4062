import type { Context } from 'hono';
import * as z from 'zod/mini';
import { errors, type FieldProblem } from './envelope';

/**
 * The request body parsed as JSON and checked with `schema`. Bad input becomes a 400 / 40000
 * envelope whose message is the first bad field's, written for the person (forms and toasts
 * show it as it is); `data.errors` lists every bad field with its message.
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
