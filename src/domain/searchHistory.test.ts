import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_LIMIT, addTerm, clearHistory, parseSearchHistory, type SearchHistory } from './searchHistory';

const historyOf = (terms: string[]) => terms.reduce<SearchHistory>(addTerm, []);
const lower = (terms: SearchHistory) => terms.map((term) => term.toLocaleLowerCase());

describe('addTerm', () => {
  it('puts a new term in front', () => {
    expect(addTerm(['latte', 'bagel'], 'tulips')).toEqual(['tulips', 'latte', 'bagel']);
  });

  it('moves a repeated term to the front, whatever its case, with the new spelling', () => {
    expect(addTerm(['latte', 'bagel', 'tulips'], 'Bagel')).toEqual(['Bagel', 'latte', 'tulips']);
  });

  it('trims the term and ignores one that is blank', () => {
    expect(addTerm(['latte'], '  iced   tea ')).toEqual(['iced tea', 'latte']);
    expect(addTerm(['latte'], '   ')).toEqual(['latte']);
  });

  it(`keeps the ${SEARCH_HISTORY_LIMIT} most recent terms`, () => {
    const terms = Array.from({ length: 12 }, (_, i) => `term ${i}`);
    expect(historyOf(terms)).toEqual(terms.slice(2).reverse());
  });

  it('clears', () => {
    expect(clearHistory()).toEqual([]);
  });
});

describe('addTerm, for any searches', () => {
  const term = fc.oneof(fc.constantFrom('latte', 'Latte', ' latte ', 'bagel', 'BAGEL', '', '  ', 'tea'), fc.string({ maxLength: 12 }));
  const terms = fc.array(term, { maxLength: 40 });

  it('holds the most recent distinct terms, newest first, at most 10', () => {
    fc.assert(
      fc.property(terms, (searched) => {
        const history = historyOf(searched);
        // The reference: walk back from the latest search, keeping the first of each term.
        const expected: string[] = [];
        for (const raw of [...searched].reverse()) {
          const normalized = raw.trim().replace(/\s+/g, ' ');
          if (normalized && !lower(expected).includes(normalized.toLocaleLowerCase())) expected.push(normalized);
        }
        expect(history).toEqual(expected.slice(0, SEARCH_HISTORY_LIMIT));
      }),
    );
  });

  it('never holds a blank or a repeat, and adding the same term twice changes nothing more', () => {
    fc.assert(
      fc.property(terms, term, (searched, next) => {
        const once = addTerm(historyOf(searched), next);
        expect(once.every((entry) => entry.trim() === entry && entry !== '')).toBe(true);
        expect(new Set(lower(once)).size).toBe(once.length);
        expect(addTerm(once, next)).toEqual(once);
      }),
    );
  });

  it('reads back what it stored', () => {
    fc.assert(fc.property(terms, (searched) => {
      const history = historyOf(searched);
      expect(parseSearchHistory(JSON.stringify(history))).toEqual(history);
    }));
  });
});

describe('parseSearchHistory', () => {
  it.each([null, '', 'not json', '{"a":1}', '[1,2]', '"latte"'])('reads %j as an empty history', (stored) => {
    expect(parseSearchHistory(stored)).toEqual([]);
  });

  it('repairs a hand-edited list: blanks and repeats dropped, at most 10 kept', () => {
    const stored = JSON.stringify(['Latte', ' ', 'latte', ...Array.from({ length: 12 }, (_, i) => `t${i}`)]);
    expect(parseSearchHistory(stored)).toEqual(['Latte', 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
  });
});
