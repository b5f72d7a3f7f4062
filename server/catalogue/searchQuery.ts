/** More words than this add nothing but work. */
const MAX_WORDS = 8;

/**
 * The FTS5 query for what a person typed: every word (letters and digits) as a quoted prefix
 * term, all of them required. Quotes, operators, brackets and every other symbol only separate
 * words, so no input can be an FTS5 syntax error. Null when there is no word to look for.
 */
export function toFtsQuery(text: string): string | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `"${word}"*`)
    .join(' ');
}
