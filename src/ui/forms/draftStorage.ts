const DRAFT_PREFIX = 'lyla:draft:';

export const draftKey = (userId: number, form: string) => `${DRAFT_PREFIX}${userId}:${form}`;

/** Removes every unsaved form of every person from `storage` (signing out on a shared computer). */
export function forgetAllDrafts(storage: Storage) {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage that cannot be read kept nothing.
  }
}

/**
 * Unsaved form values in this tab's storage, per person and form, so they survive the
 * session ending (sign in again and they are back) and a reload. Storage that is blocked or
 * full never breaks the form: the draft then lasts as long as the page.
 */
export function createDraftStorage(storage: Storage) {
  return {
    /** As stored; the form machine decides whether it still fits the form (src/domain/formDraft.ts). */
    read(userId: number, form: string): string | null {
      try {
        return storage.getItem(draftKey(userId, form));
      } catch {
        return null;
      }
    },
    save(userId: number, form: string, values: object) {
      try {
        storage.setItem(draftKey(userId, form), JSON.stringify(values));
      } catch {
        // Kept in the form only.
      }
    },
    clear(userId: number, form: string) {
      try {
        storage.removeItem(draftKey(userId, form));
      } catch {
        // Nothing was kept.
      }
    },
  };
}

export type DraftStorage = ReturnType<typeof createDraftStorage>;
