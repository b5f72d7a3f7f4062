import { createContext, useContext, useEffect } from 'react';

/**
 * The forms on the page with unsaved changes, each with how to drop its kept draft. Apart
 * from the guard that asks before leaving (UnsavedChanges.tsx), so a form that is never
 * guarded (sign-in) does not carry the guard's dialog in its script.
 */
export type DirtyForms = Map<string, () => void>;

export const DirtyFormsContext = createContext<DirtyForms | null>(null);

/** Tells the guard whether this form has unsaved changes, and how to drop its draft on leaving. */
export function useUnsavedChanges(name: string, dirty: boolean, dropDraft: () => void) {
  const dirtyForms = useContext(DirtyFormsContext);
  useEffect(() => {
    if (!dirtyForms || !dirty) return;
    dirtyForms.set(name, dropDraft);
    return () => {
      dirtyForms.delete(name);
    };
  }, [dirtyForms, name, dirty, dropDraft]);
}
