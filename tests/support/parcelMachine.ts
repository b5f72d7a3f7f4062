import { fromPromise, setup } from 'xstate';

/** A parcel: loading with a background task, a parallel "delivering" state, a final state. */
export const parcelMachine = setup({
  types: { events: {} as { type: 'parcel.track' } | { type: 'truck.arrive' } | { type: 'door.answer' } | { type: 'parcel.cancel' } },
  actors: { loadParcel: fromPromise(async () => true) },
  guards: { isPaid: () => true },
}).createMachine({
  id: 'parcel',
  initial: 'loading',
  on: { 'parcel.cancel': { target: '.cancelled' } },
  states: {
    loading: {
      invoke: { src: 'loadParcel', onDone: [{ guard: 'isPaid', target: 'delivering' }, { target: 'unpaid' }], onError: 'failed' },
    },
    unpaid: {},
    failed: { on: { 'parcel.track': 'loading' } },
    delivering: {
      type: 'parallel',
      states: {
        truck: { initial: 'driving', states: { driving: { on: { 'truck.arrive': 'parked' } }, parked: { type: 'final' } } },
        door: { initial: 'closed', states: { closed: { on: { 'door.answer': 'open', 'parcel.track': {} } }, open: { type: 'final' } } },
      },
      onDone: 'delivered',
    },
    delivered: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
