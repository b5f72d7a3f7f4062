/** Unsaved form values kept in the tab while a person edits (pure rules; storage is the UI's). */

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'other';

function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'other';
}

/**
 * A saved draft read back: it counts only when it has exactly the fields of `shape`, each of
 * the same kind (text, number, yes/no, list). Anything else (an older form, a hand edit) is
 * dropped, so the form starts from the saved values instead of breaking.
 */
export function readDraft<Values extends object>(raw: string | null, shape: Values): Values | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (kindOf(value) !== 'other' || value === null || typeof value !== 'object') return null;
  const draft = value as Record<string, unknown>;
  const fields = Object.keys(shape);
  const sameFields = fields.length === Object.keys(draft).length && fields.every((field) => Object.hasOwn(draft, field));
  const sameKinds = fields.every((field) => kindOf(draft[field]) === kindOf(shape[field as keyof Values]));
  return sameFields && sameKinds ? (draft as Values) : null;
}

/** Whether two sets of form values are the same (plain data: text, numbers, yes/no, lists). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
