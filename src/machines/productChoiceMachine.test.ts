import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { productChoiceMachine } from './productChoiceMachine';

const options = [
  { name: 'Size', values: ['Small', 'Large'] },
  { name: 'Milk', values: ['Oat', 'Whole'] },
];

function start() {
  const addToCart = vi.fn();
  const actor = createActor(productChoiceMachine.provide({ actions: { addToCart: (_, params) => addToCart(params) } }), { input: { options } });
  actor.start();
  return { actor, addToCart };
}

describe('productChoiceMachine', () => {
  it('adds the chosen options and quantity, and says how many the last add put in', () => {
    const { actor, addToCart } = start();
    actor.send({ type: 'option.choose', name: 'Size', value: 'Large' });
    actor.send({ type: 'quantity.edit', text: '3' });
    actor.send({ type: 'product.add' });
    expect(addToCart).toHaveBeenLastCalledWith({ options: { Size: 'Large', Milk: 'Oat' }, quantity: 3 });
    expect(actor.getSnapshot().matches('added')).toBe(true);
    expect(actor.getSnapshot().context.added).toBe(3);

    actor.send({ type: 'quantity.edit', text: '1' });
    actor.send({ type: 'product.add' });
    expect(addToCart).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.added).toBe(1);
  });

  it('keeps a quantity as typed, notes what it counts as, and adds that', () => {
    const { actor, addToCart } = start();
    actor.send({ type: 'quantity.edit', text: '150' });
    expect(actor.getSnapshot().context).toMatchObject({ quantityText: '150', quantityNote: 'Counts as 99: a line holds 1 to 99.' });
    actor.send({ type: 'product.add' });
    expect(addToCart).toHaveBeenLastCalledWith({ options: { Size: 'Small', Milk: 'Oat' }, quantity: 99 });

    actor.send({ type: 'quantity.edit', text: '' });
    expect(actor.getSnapshot().context.quantityNote).toBe('Counts as 1: a line holds 1 to 99.');
    actor.send({ type: 'quantity.edit', text: '4' });
    expect(actor.getSnapshot().context.quantityNote).toBeNull();
  });
});
