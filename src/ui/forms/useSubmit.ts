import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SubmitMachine } from '../../machines/submitMachine';
import { selectFieldErrors, selectSubmitError, selectSubmitStatus } from '../../machines/submitSelectors';
import { useAppServices } from '../app/services';

/** A submit machine for this screen: its state for rendering and the events it takes. */
export function useSubmit<Request, Result>(machine: SubmitMachine<Request, Result>, onSaved?: (result: Result) => void) {
  const { inspect } = useAppServices();
  const actor = useActorRef(machine, { inspect });
  const status = useSelector(actor, selectSubmitStatus);
  const error = useSelector(actor, selectSubmitError);
  const fieldErrors = useSelector(actor, selectFieldErrors);

  const latestOnSaved = useRef(onSaved);
  useEffect(() => {
    latestOnSaved.current = onSaved;
  });
  useEffect(() => {
    let wasSaved = actor.getSnapshot().matches('saved');
    const subscription = actor.subscribe((snapshot) => {
      const isSaved = snapshot.matches('saved');
      if (isSaved && !wasSaved) latestOnSaved.current?.(snapshot.context.result as Result);
      wasSaved = isSaved;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    status,
    error,
    fieldErrors,
    submit: (values: Request) => actor.send({ type: 'form.submit', values }),
    retry: () => actor.send({ type: 'form.retry' }),
    /** The form changed: a shown outcome (saved, failed) no longer applies. */
    edited: () => {
      if (actor.getSnapshot().can({ type: 'form.edit' })) actor.send({ type: 'form.edit' });
    },
  } as const;
}
