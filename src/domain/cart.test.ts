import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  addToCart,
  cartTotalCents,
  firstChoices,
  quantityNote,
  quantityOfText,
  quantityToSet,
  clearVendorCart,
  itemCount,
  itemCountOfAll,
  lineKey,
  parseCarts,
  removeLine,
  setLineQuantity,
  type CartProduct,
  type CartVendor,
  type Carts,
} from './cart';

const image = { url: '/api/images/product/1.svg', width: 480, height: 360 };
const vendor: CartVendor = { id: 7, name: 'Ember Roasters', category_id: 2 };
const otherVendor: CartVendor = { id: 9, name: 'Cloud Cafe', category_id: 2 };
const latte: CartProduct = { id: 1, name: 'Oat Latte', price_cents: 450, image };
const bagel: CartProduct = { id: 2, name: 'Seeded Bagel', price_cents: 325, image };

const add = (carts: Carts, product: CartProduct, quantity = 1, options = {}, to = vendor) =>
  addToCart(carts, { vendor: to, product, options, quantity });

describe('cart rules', () => {
  it('adds a line with the product, options and quantity', () => {
    const carts = add({}, latte, 2, { Size: 'Large' });
    expect(carts[vendor.id]).toEqual({
      vendor,
      lines: [{ key: lineKey(1, { Size: 'Large' }), product: latte, options: { Size: 'Large' }, quantity: 2 }],
    });
    expect(itemCount(carts[vendor.id])).toBe(2);
    expect(cartTotalCents(carts[vendor.id])).toBe(900);
  });

  it('merges the same product with the same options, named in any order', () => {
    const carts = add(add({}, latte, 1, { Size: 'Large', Milk: 'Oat' }), latte, 2, { Milk: 'Oat', Size: 'Large' });
    expect(carts[vendor.id]?.lines).toHaveLength(1);
    expect(carts[vendor.id]?.lines[0]?.quantity).toBe(3);
  });

  it('keeps other options of the same product on a line of their own', () => {
    const carts = add(add({}, latte, 1, { Size: 'Large' }), latte, 1, { Size: 'Small' });
    expect(carts[vendor.id]?.lines).toHaveLength(2);
  });

  it(`never lets a line hold more than ${MAX_LINE_QUANTITY} or fewer than 1`, () => {
    const carts = add(add({}, latte, 60), latte, 60);
    const key = lineKey(latte.id, {});
    expect(carts[vendor.id]?.lines[0]?.quantity).toBe(99);
    expect(setLineQuantity(carts, vendor.id, key, 0)[vendor.id]?.lines[0]?.quantity).toBe(1);
    expect(setLineQuantity(carts, vendor.id, key, 250)[vendor.id]?.lines[0]?.quantity).toBe(99);
  });

  it('keeps one cart per vendor and clears one without the other', () => {
    const carts = add(add({}, latte, 1), bagel, 4, {}, otherVendor);
    expect(itemCount(carts[vendor.id])).toBe(1);
    expect(itemCount(carts[otherVendor.id])).toBe(4);
    expect(itemCountOfAll(carts)).toBe(5);
    expect(clearVendorCart(carts, otherVendor.id)).toEqual({ [vendor.id]: carts[vendor.id] });
  });

  it('drops the vendor once its last line is removed', () => {
    const carts = add(add({}, latte), bagel);
    const oneLeft = removeLine(carts, vendor.id, lineKey(latte.id, {}));
    expect(oneLeft[vendor.id]?.lines.map((line) => line.product.name)).toEqual(['Seeded Bagel']);
    expect(removeLine(oneLeft, vendor.id, lineKey(bagel.id, {}))).toEqual({});
  });

  it('changes nothing for a line or vendor that is not there', () => {
    const carts = add({}, latte);
    expect(setLineQuantity(carts, vendor.id, 'nope', 3)).toBe(carts);
    expect(setLineQuantity(carts, 12345, 'nope', 3)).toBe(carts);
    expect(removeLine(carts, 12345, 'nope')).toBe(carts);
    expect(clearVendorCart(carts, 12345)).toBe(carts);
  });
});

describe('cart rules, for any sequence of changes', () => {
  const product = fc.constantFrom(latte, bagel);
  const options = fc.constantFrom({}, { Size: 'Large' }, { Size: 'Small', Milk: 'Oat' }, { Milk: 'Oat', Size: 'Small' });
  const step = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), product, options, quantity: fc.integer({ min: -5, max: 150 }), other: fc.boolean() }),
    fc.record({ kind: fc.constant('set' as const), line: fc.nat(5), quantity: fc.integer({ min: -5, max: 150 }) }),
    fc.record({ kind: fc.constant('remove' as const), line: fc.nat(5) }),
  );

  type Step = typeof step extends fc.Arbitrary<infer Change> ? Change : never;

  function run(steps: Step[]): Carts {
    return steps.reduce<Carts>((carts, change) => {
      const lines = carts[vendor.id]?.lines ?? [];
      switch (change.kind) {
        case 'add':
          return add(carts, change.product, change.quantity, change.options, change.other ? otherVendor : vendor);
        case 'set':
          return setLineQuantity(carts, vendor.id, lines[change.line]?.key ?? 'none', change.quantity);
        case 'remove':
          return removeLine(carts, vendor.id, lines[change.line]?.key ?? 'none');
      }
    }, {});
  }

  it('keeps every quantity within 1 to 99, one line per product and options, and totals that add up', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const carts = run(steps);
        for (const cart of Object.values(carts)) {
          expect(cart.lines.length).toBeGreaterThan(0);
          expect(new Set(cart.lines.map((line) => line.key)).size).toBe(cart.lines.length);
          for (const line of cart.lines) expect(line.quantity).toBeGreaterThanOrEqual(1);
          for (const line of cart.lines) expect(line.quantity).toBeLessThanOrEqual(99);
          const total = cart.lines.reduce((sum, line) => sum + line.product.price_cents * line.quantity, 0);
          expect(cartTotalCents(cart)).toBe(total);
        }
        expect(parseCarts(JSON.stringify(carts))).toEqual(carts);
      }),
    );
  });
});

describe('a product page\'s choice', () => {
  it('starts with the first value of every option', () => {
    const options = [
      { name: 'Size', values: ['Small', 'Large'] },
      { name: 'Milk', values: ['Oat', 'Whole'] },
    ];
    expect(firstChoices(options)).toEqual({ Size: 'Small', Milk: 'Oat' });
    expect(firstChoices([])).toEqual({});
  });

  it.each([
    ['7', 7, null],
    [' 12 ', 12, null],
    ['150', MAX_LINE_QUANTITY, `Counts as ${MAX_LINE_QUANTITY}: a line holds 1 to ${MAX_LINE_QUANTITY}.`],
    ['0', 1, `Counts as 1: a line holds 1 to ${MAX_LINE_QUANTITY}.`],
    ['', 1, `Counts as 1: a line holds 1 to ${MAX_LINE_QUANTITY}.`],
    ['2.5', 2, `Counts as 2: a line holds 1 to ${MAX_LINE_QUANTITY}.`],
    ['abc', 1, `Counts as 1: a line holds 1 to ${MAX_LINE_QUANTITY}.`],
  ])('reads the typed quantity %j as %i, with the note %j', (text, quantity, note) => {
    expect(quantityOfText(text)).toBe(quantity);
    expect(quantityNote(text)).toBe(note);
  });

  it.each([
    ['3', 3],
    ['150', MAX_LINE_QUANTITY],
    ['0', 1],
    ['', null],
    ['  ', null],
    ['abc', null],
  ])('sets a cart line to what %j stands for: %j (nothing while blank or not a number)', (text, quantity) => {
    expect(quantityToSet(text)).toBe(quantity);
  });
});

describe('parseCarts', () => {
  it.each([null, '', '{', '[]', '"x"', '{"7":{"vendor":{"id":8,"name":"x","category_id":1},"lines":[]}}', '{"7":null}'])(
    'reads %j as empty carts',
    (stored) => {
      expect(parseCarts(stored)).toEqual({});
    },
  );

  it('refuses a line whose quantity or key was tampered with', () => {
    const carts = add({}, latte, 2);
    const stored = JSON.parse(JSON.stringify(carts)) as Record<string, { lines: { quantity: number; key: string }[] }>;
    stored[vendor.id]!.lines[0]!.quantity = 500;
    expect(parseCarts(JSON.stringify(stored))).toEqual({});
    stored[vendor.id]!.lines[0]!.quantity = 2;
    stored[vendor.id]!.lines[0]!.key = 'other';
    expect(parseCarts(JSON.stringify(stored))).toEqual({});
  });

  it('never throws, whatever is stored', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
      expect(() => parseCarts(stored)).not.toThrow();
    }));
  });
});
