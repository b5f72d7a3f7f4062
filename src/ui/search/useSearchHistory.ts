import { useEffect, useState } from 'react';
import { addTerm, clearHistory, type SearchHistory } from '../../domain/searchHistory';
import { loadSearchHistory, saveSearchHistory, searchHistoryKey } from './searchHistoryStorage';

/**
 * The signed-in person's search history, kept in this browser. Mount it again (a `key`) for
 * another person. Another tab's changes show here too.
 */
export function useSearchHistory(userId: number | null) {
  const [history, setHistory] = useState<SearchHistory>(() => loadSearchHistory(window.localStorage, userId));

  useEffect(() => {
    if (userId === null) return;
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === null || event.key === searchHistoryKey(userId)) setHistory(loadSearchHistory(window.localStorage, userId));
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, [userId]);

  const change = (next: SearchHistory) => {
    setHistory(next);
    if (userId !== null) saveSearchHistory(window.localStorage, userId, next);
  };

  return {
    terms: history,
    add: (term: string) => change(addTerm(history, term)),
    clear: () => change(clearHistory()),
  };
}
