import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { cataloguePaths } from '../../domain/catalogue';
import { searchHistoryMachine } from '../../machines/searchHistoryMachine';
import { useAppServices } from '../app/services';
import { loadSearchHistory, saveSearchHistory, searchHistoryKey } from './searchHistoryStorage';

/**
 * The header search's machine for the signed-in person, with their history kept in this
 * browser. Mount it again (a `key`) for another person. Another tab's changes show here too.
 */
export function useSearchHistory(userId: number | null) {
  const { inspect } = useAppServices();
  const navigate = useNavigate();
  const actor = useActorRef(
    searchHistoryMachine.provide({
      actions: {
        storeHistory: (_, { terms }) => {
          if (userId !== null) saveSearchHistory(window.localStorage, userId, terms);
        },
        showResults: (_, { term }) => {
          void navigate(cataloguePaths.search(term));
        },
      },
    }),
    { input: { terms: loadSearchHistory(window.localStorage, userId) }, inspect },
  );

  useEffect(() => {
    if (userId === null) return;
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key === null || event.key === searchHistoryKey(userId)) {
        actor.send({ type: 'history.changed', terms: loadSearchHistory(window.localStorage, userId) });
      }
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, [actor, userId]);

  return actor;
}
