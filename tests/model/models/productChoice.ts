import type { SnapshotFrom } from 'xstate';
import { MAX_LINE_QUANTITY } from '../../../src/domain/cart';
import { productChoiceMachine } from '../../../src/machines/productChoiceMachine';
import { oatLatte } from '../../support/catalogueHandlers';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof productChoiceMachine>;

/** More than a line may hold: it counts as the most, which the field shows once left. */
export const TOO_MANY = '150';
export const MOST = String(MAX_LINE_QUANTITY);

/** A choice or a quantity changes what is added, not whether anything was. */
const stays = (from: string) => from;

export const productChoiceModel: MachineModel<Snapshot> = {
  machine: productChoiceMachine,
  suite: 'productChoice',
  starts: [{ name: '', input: { options: oatLatte.options } }],
  events: [
    { name: 'chooses Large', event: { type: 'option.choose', name: 'Size', value: 'Large' }, when: (s) => s.context.choices.Size === 'Small', to: stays },
    { name: 'asks for one more', event: { type: 'quantity.edit', text: '2' }, when: (s) => s.context.quantityText === '1', to: stays },
    { name: `types ${TOO_MANY}`, event: { type: 'quantity.edit', text: TOO_MANY }, when: (s) => s.context.quantityText === '1', to: stays },
    { name: 'leaves the field', event: { type: 'quantity.edit', text: MOST }, when: (s) => s.context.quantityText === TOO_MANY, to: stays },
    // Clicking "Add to cart" leaves the field too: the model adds only what the field shows.
    { name: 'adds to the cart', event: { type: 'product.add' }, when: (s) => s.matches('choosing') && s.context.quantityNote === null, to: 'added' },
    { name: 'adds again', event: { type: 'product.add' }, when: (s) => s.matches('added') && s.context.added === 1, to: 'added' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, context: s.context }),
};
