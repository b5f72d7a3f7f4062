import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { PagedListMachine, ResourceMachine } from './readMachineTypes';
import { useAppServices } from './services';
import { useLiveUpdates } from './useLiveUpdates';
import { useToastGoesWhenFixed } from './useToastGoesWhenFixed';

/** Tells the read machine when the server answers again (the live stream is back after a drop or offline): a failed read tries again. */
function useConnectionBack(send: (event: { type: 'connection.back' }) => void) {
  useLiveUpdates({ onResumed: () => send({ type: 'connection.back' }) });
}

/** Runs a new read whenever `params` change in value (not merely in identity). */
function useOnParamsChange<Params>(params: Params, onChange: (params: Params) => void) {
  const key = JSON.stringify(params);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    onChange(params);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `params`
}

/** A read machine for this screen: its state for rendering, and the events it accepts. */
export function useResource<Params, Data>(machine: ResourceMachine<Params, Data>, params: Params) {
  const actor = useActorRef(machine, { input: params, inspect: useAppServices().inspect });
  useOnParamsChange(params, (next) => actor.send({ type: 'resource.load', params: next }));
  useConnectionBack(actor.send);
  const status = useSelector(actor, (s) =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('missing') ? 'missing' : 'loading',
  );
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  useToastGoesWhenFixed(status === 'failed');
  return {
    status,
    data,
    error,
    retry: () => actor.send({ type: 'resource.retry' }),
    /** Reads again (after a save changed the data); what was read stays meanwhile. */
    reload: () => actor.send({ type: 'resource.load', params }),
  } as const;
}

/** A paged list machine for this screen. */
export function usePagedList<Params, Item, Change = never>(machine: PagedListMachine<Params, Item, Change>, params: Params) {
  const actor = useActorRef(machine, { input: params, inspect: useAppServices().inspect });
  useOnParamsChange(params, (next) => actor.send({ type: 'list.load', params: next }));
  useConnectionBack(actor.send);
  const snapshot = useSelector(actor, (s) => s);
  useToastGoesWhenFixed(snapshot.context.error !== null);
  return {
    status: snapshot.matches('failed') ? 'failed' : snapshot.matches('loadingFirst') ? 'loading' : 'ready',
    items: snapshot.context.items,
    total: snapshot.context.total,
    error: snapshot.context.error,
    loadingMore: snapshot.matches('loadingMore'),
    canLoadMore: snapshot.can({ type: 'list.loadMore' }),
    loadMore: () => actor.send({ type: 'list.loadMore' }),
    retry: () => actor.send({ type: 'list.retry' }),
    /** Reads the list again from its first page. */
    reload: () => actor.send({ type: 'list.load', params }),
    /** Something shown changed elsewhere (what the live stream heard). */
    changed: (change: Change) => actor.send({ type: 'list.changed', change }),
  } as const;
}
