import { assign, fromPromise, setup } from 'xstate';
import { isNotFound } from '../api/errors';
import { messageInPlace } from './failure';

export interface ResourceContext<Params, Data> {
  params: Params;
  data: Data | null;
  /** The read failed: words to show in place, '' when the toast said them (src/machines/failure.ts). */
  error: string | null;
}

export type ResourceEvent<Params> =
  | { type: 'resource.load'; params: Params }
  | { type: 'resource.retry' }
  /** The server answers again after it was out of reach (the live stream is back). */
  | { type: 'connection.back' };

const sameParams = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One read from the server (a detail, a dictionary): loading, ready or failed with a retry.
 * New params start a new read and drop the old one. `load` is provided per domain by the
 * composition root, so screens get a ready machine and never see the API.
 */
export function createResourceMachine<Params, Data>(id: string) {
  return setup({
    types: {
      context: {} as ResourceContext<Params, Data>,
      events: {} as ResourceEvent<Params>,
      input: {} as Params,
    },
    actors: {
      load: fromPromise<Data, { params: Params }>(() => Promise.reject(new Error(`${id}: provide "load"`))),
    },
    guards: {
      isMissing: ({ event }) => 'error' in event && isNotFound(event.error),
    },
  }).createMachine({
    id,
    description: 'One read from the server, with loading, failure and retry.',
    context: ({ input }) => ({ params: input, data: null, error: null }),
    initial: 'loading',
    on: {
      'resource.load': {
        target: '.loading',
        actions: assign(({ context, event }) => ({
          params: event.params,
          // Read again for the same params, what was read stays shown; for others it is not theirs.
          data: sameParams(context.params, event.params) ? context.data : null,
        })),
        description: 'Other data is wanted: read it (an older read is dropped; data read for other params is too).',
      },
    },
    states: {
      loading: {
        description: 'Reading from the server.',
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ params: context.params }),
          onDone: {
            target: 'ready',
            actions: assign({ data: ({ event }) => event.output, error: null }),
            description: 'The data arrived.',
          },
          onError: [
            {
              guard: 'isMissing',
              target: 'missing',
              actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
              description: 'The server has no such record (404): trying again would not help.',
            },
            {
              target: 'failed',
              actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
              description: 'The read failed: the toast says why, the page offers a retry.',
            },
          ],
        },
      },
      ready: { description: 'The data is shown.' },
      missing: { description: 'There is no such record: the page says so and offers a way home, not a retry.' },
      failed: {
        description: 'The read failed; the person may try again.',
        on: {
          'resource.retry': { target: 'loading', description: 'The person tries again.' },
          'connection.back': { target: 'loading', description: 'The server answers again: the read is tried again without being asked.' },
        },
      },
    },
  });
}
