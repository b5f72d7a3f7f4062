import { useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { useSessionActor } from '../app/services';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DirtyFormsContext, type DirtyForms } from './dirtyForms';

/**
 * Asks before leaving a page whose forms have unsaved changes (a link, back, or closing
 * the tab). It does not ask when the session ended: then the app must go to sign-in, and
 * the drafts stay kept for when the person is back.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const [dirtyForms] = useState<DirtyForms>(() => new Map());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyForms.size > 0 && currentLocation.pathname !== nextLocation.pathname && session.getSnapshot().matches('signedIn'),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyForms.size === 0) return;
      event.preventDefault();
      // Older browsers show their dialog only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirtyForms]);

  function leave() {
    for (const dropDraft of dirtyForms.values()) dropDraft();
    dirtyForms.clear();
    blocker.proceed?.();
  }

  return (
    <DirtyFormsContext value={dirtyForms}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={leave}
        onCancel={() => blocker.reset?.()}
      >
        Your changes on this page have not been saved.
      </ConfirmDialog>
    </DirtyFormsContext>
  );
}
