import type { SnapshotFrom, StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { savedItemsMachine } from '../../../src/machines/savedItemsMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof savedItemsMachine>;

export const IN_USE = 'This address is used by an order on its way';
export const removalRefused = new EnvelopeError(IN_USE, 409, 40900);

/** The saved address each path starts with (Home). */
export const HOME_ADDRESS_ID = 7;
const HOME = String(HOME_ADDRESS_ID);
const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
const editingHome = (s: Snapshot) => s.context.open.includes(HOME);
/** The form of a new address (SavedItemsPage's `new`), open beside Home's edit or alone. */
export const NEW_FORM = 'new';
const addingOne = (s: Snapshot) => s.context.open.includes(NEW_FORM);
const asking = is('confirmingRemoval', 'removalFailed');

/** Settings → Addresses: the saved Home address is edited (with a mistake first) or removed; a new address's form opened beside it and cancelled. */
export const savedItemsModel: MachineModel<Snapshot> = {
  machine: savedItemsMachine,
  suite: 'savedItems',
  starts: [{ name: '', input: {} }],
  events: [
    { name: 'edits Home', event: { type: 'items.open', form: HOME }, when: and(is('browsing'), (s) => !editingHome(s)), to: 'browsing' },
    { name: 'cancels the edit', event: { type: 'items.close', form: HOME }, when: and(is('browsing'), editingHome), to: 'browsing' },
    { name: 'saves Home', event: { type: 'items.saved', form: HOME }, when: and(is('browsing'), editingHome), to: 'browsing' },
    // Two forms open at once: closing one leaves the other as it was.
    { name: 'opens a new address', event: { type: 'items.open', form: NEW_FORM }, when: and(is('browsing'), (s) => !addingOne(s)), to: 'browsing' },
    { name: 'cancels the new address', event: { type: 'items.close', form: NEW_FORM }, when: and(is('browsing'), addingOne, (s) => !editingHome(s)), to: 'browsing' },
    { name: 'cancels the new address, Home still being edited', event: { type: 'items.close', form: NEW_FORM }, when: and(is('browsing'), addingOne, editingHome), to: 'browsing' },
    // The row turns into its edit form, so Remove is there only while it is closed.
    { name: 'asks to remove Home', event: { type: 'items.remove', id: HOME_ADDRESS_ID }, when: and(is('browsing'), (s) => !editingHome(s)), to: 'confirmingRemoval' },
    { name: 'keeps it', event: { type: 'items.keep' }, when: asking, to: 'browsing' },
    { name: 'removes it', event: { type: 'items.confirmRemoval' }, when: asking, to: 'removing' },
    { name: 'the server removes it', event: { type: 'xstate.done.actor.0.savedItems.removing', output: null }, when: is('removing'), to: 'browsing' },
    { name: 'the server refuses', event: { type: 'xstate.error.actor.0.savedItems.removing', error: removalRefused }, when: is('removing'), to: 'removalFailed' },
  ],
  // The refusal is shown only in the dialog: back on the list, nothing tells the states apart.
  serializeState: (s) => JSON.stringify({ value: s.value, open: s.context.open }),
};
