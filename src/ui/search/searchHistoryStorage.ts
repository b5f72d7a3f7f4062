import { parseSearchHistory, type SearchHistory } from '../../domain/searchHistory';

export const searchHistoryKey = (userId: number) => `lyla:search-history:${userId}`;

/**
 * Each person's search history in this browser, under a key of their own, so another person
 * signing in here never sees it. Blocked or full storage reads as an empty history.
 */
export function loadSearchHistory(storage: Storage, userId: number | null): SearchHistory {
  if (userId === null) return [];
  try {
    return parseSearchHistory(storage.getItem(searchHistoryKey(userId)));
  } catch {
    return [];
  }
}

export function saveSearchHistory(storage: Storage, userId: number, history: SearchHistory) {
  try {
    if (history.length === 0) storage.removeItem(searchHistoryKey(userId));
    else storage.setItem(searchHistoryKey(userId), JSON.stringify(history));
  } catch {
    // Kept for this page only.
  }
}
