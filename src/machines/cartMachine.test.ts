import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addToCart, lineKey, type AddToCart, type Carts } from '../domain/cart';
import { cartMachine, type CartContext } from './cartMachine';
import { selectItemCount, selectVendorItemCount } from './cartSelectors';

const image = { url: '/api/images/product/5.svg', width: 480, height: 360 };
const latte: AddToCart = {
  vendor: { id: 7, name: 'Ember Roasters', category_id: 2 },
  product: { id: 5, name: 'Oat Latte', price_cents: 450, image },
  options: { Size: 'Large' },
  quantity: 2,
};

function startCart(input: CartContext) {
  const saved: CartContext[] = [];
  const actor = createActor(
    cartMachine.provide({ actions: { saveCarts: ({ context }) => saved.push({ userId: context.userId, carts: context.carts }) } }),
    { input },
  ).start();
  return { actor, saved };
}

describe('cartMachine', () => {
  it('restores the stored carts of the signed-in person and saves each change for them', () => {
    const stored: Carts = addToCart({}, { ...latte, quantity: 1 });
    const { actor, saved } = startCart({ userId: 1, carts: stored });
    expect(actor.getSnapshot().value).toBe('active');
    expect(selectVendorItemCount(7)(actor.getSnapshot())).toBe(1);

    actor.send({ type: 'cart.add', ...latte });
    expect(selectVendorItemCount(7)(actor.getSnapshot())).toBe(3);
    expect(saved.at(-1)).toEqual({ userId: 1, carts: actor.getSnapshot().context.carts });

    const key = lineKey(5, { Size: 'Large' });
    actor.send({ type: 'cart.setQuantity', vendorId: 7, lineKey: key, quantity: 120 });
    expect(selectItemCount(actor.getSnapshot())).toBe(99);
    actor.send({ type: 'cart.remove', vendorId: 7, lineKey: key });
    expect(actor.getSnapshot().context.carts).toEqual({});
    actor.send({ type: 'cart.add', ...latte });
    actor.send({ type: 'cart.clearVendor', vendorId: 7 });
    expect(saved.at(-1)).toEqual({ userId: 1, carts: {} });
    expect(saved).toHaveLength(5);
  });

  it('changes nothing while nobody is signed in', () => {
    const { actor, saved } = startCart({ userId: null, carts: addToCart({}, latte) });
    expect(actor.getSnapshot().value).toBe('noUser');
    expect(actor.getSnapshot().context.carts).toEqual({});
    expect(actor.getSnapshot().can({ type: 'cart.add', ...latte })).toBe(false);
    actor.send({ type: 'cart.add', ...latte });
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(saved).toEqual([]);
  });

  it("shows another person's carts when they sign in, and none after signing out", () => {
    const { actor } = startCart({ userId: 1, carts: addToCart({}, latte) });
    actor.send({ type: 'cart.load', userId: 2, carts: {} });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context).toEqual({ userId: 2, carts: {} });
    actor.send({ type: 'cart.load', userId: null, carts: addToCart({}, latte) });
    expect(actor.getSnapshot().value).toBe('noUser');
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
  });
});
