/**
 * Search history (spec §3): the terms a person searched for, newest first. A new term goes to
 * the front; a repeated term (ignoring case) moves to the front; the list can be cleared.
 */

export const SEARCH_HISTORY_LIMIT = 10;

export type SearchHistory = readonly string[];

/** Spaces at the ends dropped and runs of spaces made one: "  iced   latte " is "iced latte". */
export function normalizeTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function addTerm(history: SearchHistory, term: string): SearchHistory {
  const normalized = normalizeTerm(term);
  if (!normalized) return history;
  return [normalized, ...history.filter((earlier) => !sameTerm(earlier, normalized))].slice(0, SEARCH_HISTORY_LIMIT);
}

export const clearHistory = (): SearchHistory => [];

/** History as stored by `JSON.stringify`; anything else reads as an empty history. */
export function parseSearchHistory(stored: string | null): SearchHistory {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value) || !value.every((term) => typeof term === 'string')) return [];
    // Rebuilt through the rules, so a hand-edited list still holds no blanks or repeats.
    return [...(value as string[])].reverse().reduce<SearchHistory>(addTerm, []);
  } catch {
    return [];
  }
}
