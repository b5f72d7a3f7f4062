import { errors } from '../http/envelope';

/**
 * Opaque page cursors: the sort key of the last item shown, as base64url JSON. Paging by
 * key instead of offset keeps pages stable and every page as fast as the first.
 */
export type SortKey = readonly [string | number, number];

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key in `cursor`, checked to be of the kind `first` says; anything else is a 400. */
export function decodeCursor<First extends 'string' | 'number'>(
  cursor: string,
  first: First,
): [First extends 'string' ? string : number, number] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw errors.invalidField('cursor', 'Invalid cursor');
  }
  const valid =
    Array.isArray(key) &&
    key.length === 2 &&
    typeof key[0] === first &&
    // No key holds a NUL (PostgreSQL's text cannot), and a number key is a finite number.
    (first === 'string' ? !(key[0] as string).includes('\u0000') : Number.isFinite(key[0])) &&
    Number.isSafeInteger(key[1]);
  if (!valid) throw errors.invalidField('cursor', 'Invalid cursor');
  return key as [First extends 'string' ? string : number, number];
}
