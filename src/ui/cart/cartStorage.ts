import { parseCarts, type Carts } from '../../domain/cart';

export const cartStorageKey = (userId: number) => `lyla:cart:${userId}`;

/**
 * The carts of each person who signed in on this browser, under a key of their own, so one
 * person never sees another's. Storage that is blocked or full never breaks the page: the
 * carts then last as long as the page.
 */
export function createCartStorage(storage: Storage) {
  return {
    load(userId: number | null): Carts {
      if (userId === null) return {};
      try {
        return parseCarts(storage.getItem(cartStorageKey(userId)));
      } catch {
        return {};
      }
    },
    save(userId: number, carts: Carts) {
      try {
        if (Object.keys(carts).length === 0) storage.removeItem(cartStorageKey(userId));
        else storage.setItem(cartStorageKey(userId), JSON.stringify(carts));
      } catch {
        // Kept in memory only; nothing to tell the person that they could act on.
      }
    },
  };
}
