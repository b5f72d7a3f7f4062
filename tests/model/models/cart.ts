import type { SnapshotFrom, StateValue } from 'xstate';
import { lineKey, type AddToCart, type Carts } from '../../../src/domain/cart';
import { cartMachine } from '../../../src/machines/cartMachine';
import { emberRoasters, oatLatte } from '../../support/catalogueHandlers';
import { demoCart } from '../../support/moneyData';
import { demoUser } from '../../support/sessionHandlers';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof cartMachine>;

/** What this browser keeps for the demo person when the path starts: Green Leaf Market's cart. */
export const STORED_CARTS: Carts = { [demoCart.vendor.id]: demoCart };
const [planter, wateringCan] = demoCart.lines as [(typeof demoCart.lines)[0], (typeof demoCart.lines)[0]];
/** Another tab of the same person made it five watering cans. */
export const OTHER_TAB_CARTS: Carts = {
  [demoCart.vendor.id]: { ...demoCart, lines: [planter, { ...wateringCan, quantity: 5 }] },
};
/** What the product page adds: an oat latte with its first choices. */
export const LATTE: AddToCart = {
  vendor: { id: emberRoasters.id, name: emberRoasters.name, category_id: emberRoasters.category_id },
  product: { id: oatLatte.id, name: oatLatte.name, price_cents: oatLatte.price_cents, image: oatLatte.image },
  options: { Size: 'Small', Milk: 'Oat' },
  quantity: 1,
};

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
const quantityOf = (s: Snapshot, vendorId: number, key: string) => s.context.carts[vendorId]?.lines.find((line) => line.key === key)?.quantity ?? 0;
const hasGreenLeaf = (s: Snapshot) => demoCart.vendor.id in s.context.carts;
/** The carts are as stored when the path started (so what the model says storage holds is true). */
const asStored = (s: Snapshot) => JSON.stringify(s.context.carts) === JSON.stringify(STORED_CARTS);

export const cartModel: MachineModel<Snapshot> = {
  machine: cartMachine,
  suite: 'cart',
  starts: [{ name: '', input: { userId: demoUser.id, carts: STORED_CARTS } }],
  events: [
    {
      name: 'makes it three herb planters',
      event: { type: 'cart.setQuantity', vendorId: demoCart.vendor.id, lineKey: planter.key, quantity: 3 },
      when: and(is('active'), (s) => quantityOf(s, demoCart.vendor.id, planter.key) === 1),
    },
    {
      name: 'removes the watering can',
      event: { type: 'cart.remove', vendorId: demoCart.vendor.id, lineKey: wateringCan.key },
      when: and(is('active'), (s) => quantityOf(s, demoCart.vendor.id, wateringCan.key) > 0),
    },
    {
      name: 'adds an oat latte from its page',
      event: { type: 'cart.add', ...LATTE },
      when: and(is('active'), (s) => quantityOf(s, LATTE.vendor.id, lineKey(LATTE.product.id, LATTE.options)) === 0),
    },
    {
      name: "pays for Green Leaf Market's cart",
      event: { type: 'cart.clearVendor', vendorId: demoCart.vendor.id },
      when: and(is('active'), hasGreenLeaf),
    },
    {
      name: 'another tab changes the cart',
      event: { type: 'cart.load', userId: demoUser.id, carts: OTHER_TAB_CARTS },
      when: and(is('active'), asStored),
    },
    { name: 'signs out', event: { type: 'cart.load', userId: null, carts: {} }, when: and(is('active'), asStored) },
    { name: 'signs in again', event: { type: 'cart.load', userId: demoUser.id, carts: STORED_CARTS }, when: is('noUser') },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, userId: s.context.userId, carts: s.context.carts }),
};
