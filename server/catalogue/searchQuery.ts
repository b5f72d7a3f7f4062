/** More words than this add nothing but work. */
const MAX_WORDS = 8;

/**
 * Words this short are looked up on PostgreSQL in the index of every word's first one and two
 * letters (`starts`), as FTS5 does with its 1- and 2-letter prefix indexes.
 */
export const SHORT_WORD = 2;

/**
 * What a person typed, parsed once for both engines: its words (letters and digits), all of
 * them required, each the start of a word. Quotes, operators, brackets and every other symbol
 * only separate words, so no input can be a syntax error on either engine. Null when there is
 * no word to look for.
 */
export function searchWords(text: string): string[] | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.slice(0, MAX_WORDS);
}

/** SQLite: the FTS5 query of the words, each a quoted prefix term. */
export const ftsQueryOf = (words: readonly string[]): string => words.map((word) => `"${word}"*`).join(' ');

/** The FTS5 query for what a person typed (see searchWords); null when there is no word. */
export function toFtsQuery(text: string): string | null {
  const words = searchWords(text);
  return words === null ? null : ftsQueryOf(words);
}

/**
 * PostgreSQL: the tsquery texts of the words (server/data/postgresMigrations.ts, catalogue_search),
 * before lower() and catalogue_fold() turn them into the lexemes the columns hold:
 * - `words`: the words of three letters or more as prefix terms (`'latte':*`) on `words`;
 * - `starts`: the words of one or two letters as exact terms (`'la'`) on `starts`;
 * - `rank`: every word as a prefix term on `words`, to score the matches;
 * - `names`: every word on `names` (the name's words and their starts), long ones as prefix
 *   terms and short ones exact: the matches with every word in the name.
 * A part with no word is null.
 */
export function tsQueriesOf(words: readonly string[]) {
  const join = (terms: string[]) => (terms.length === 0 ? null : terms.join(' & '));
  // Words are letters and digits only: quoting them is all a tsquery needs.
  const quoted = (word: string) => `'${word}'`;
  const isShort = (word: string) => [...word].length <= SHORT_WORD;
  return {
    words: join(words.filter((word) => !isShort(word)).map((word) => `${quoted(word)}:*`)),
    starts: join(words.filter(isShort).map(quoted)),
    rank: join(words.map((word) => `${quoted(word)}:*`)),
    names: join(words.map((word) => (isShort(word) ? quoted(word) : `${quoted(word)}:*`))),
  };
}
