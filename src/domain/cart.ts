import type { CatalogueImage, Product, ProductOption } from './catalogue';

/**
 * The carts of one person: one per vendor, because an order goes to one vendor. Pure rules;
 * the cart machine keeps them and the browser stores them per user.
 */

export const MAX_LINE_QUANTITY = 99;

/** The choice made for each option of the product, by option name: `{ Size: 'Large' }`. */
export type ChosenOptions = Readonly<Record<string, string>>;

/** What a cart line remembers of the product, so the cart shows without asking the server. */
export interface CartProduct {
  id: number;
  name: string;
  price_cents: number;
  image: CatalogueImage;
}

export interface CartLine {
  /** The product with these options; adding the same again adds to this line. */
  key: string;
  product: CartProduct;
  options: ChosenOptions;
  quantity: number;
}

/** The vendor a cart belongs to; `category_id` leads to its checkout page. */
export interface CartVendor {
  id: number;
  name: string;
  category_id: number;
}

export interface VendorCart {
  vendor: CartVendor;
  lines: readonly CartLine[];
}

/** Carts by vendor id. A vendor without lines has no entry. */
export type Carts = Readonly<Record<number, VendorCart>>;

export interface AddToCart {
  vendor: CartVendor;
  product: CartProduct;
  options: ChosenOptions;
  quantity: number;
}

/** A whole number from 1 to 99; anything else is brought into that range. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/** What is chosen until the person chooses: the first value of every option. */
export function firstChoices(options: readonly ProductOption[]): ChosenOptions {
  return Object.fromEntries(options.map((option) => [option.name, option.values[0] ?? '']));
}

/** The quantity a typed text stands for: a number from 1 to 99, 1 for anything else. */
export const quantityOfText = (text: string): number => clampQuantity(Number(text));

/** The quantity a cart line takes from a typed text at once; null while it is blank or not a number. */
export const quantityToSet = (text: string): number | null =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? quantityOfText(text) : null;

/** What to tell a person whose typed quantity is not a whole number from 1 to 99; null when it is. */
export function quantityNote(text: string): string | null {
  const quantity = quantityOfText(text);
  return String(quantity) === text.trim() ? null : `Counts as ${quantity}: a line holds 1 to ${MAX_LINE_QUANTITY}.`;
}

/** Adding a product with these choices to its vendor's cart. */
export function cartAddition(product: Product, options: ChosenOptions, quantity: number): AddToCart {
  return {
    vendor: { id: product.vendor_id, name: product.vendor_name, category_id: product.category_id },
    product: { id: product.id, name: product.name, price_cents: product.price_cents, image: product.image },
    options,
    quantity,
  };
}

/** The same product with the same choices, whatever order the options were named in. */
export function lineKey(productId: number, options: ChosenOptions): string {
  const chosen = Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([productId, chosen]);
}

/** Adds the product; the same product with the same options adds to its line (at most 99). */
export function addToCart(carts: Carts, { vendor, product, options, quantity }: AddToCart): Carts {
  const key = lineKey(product.id, options);
  const lines = carts[vendor.id]?.lines ?? [];
  const existing = lines.find((line) => line.key === key);
  const nextLines = existing
    ? lines.map((line) => (line === existing ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line))
    : [...lines, { key, product, options, quantity: clampQuantity(quantity) }];
  return { ...carts, [vendor.id]: { vendor, lines: nextLines } };
}

export function setLineQuantity(carts: Carts, vendorId: number, key: string, quantity: number): Carts {
  const cart = carts[vendorId];
  if (!cart?.lines.some((line) => line.key === key)) return carts;
  const lines = cart.lines.map((line) => (line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line));
  return { ...carts, [vendorId]: { ...cart, lines } };
}

export function removeLine(carts: Carts, vendorId: number, key: string): Carts {
  const cart = carts[vendorId];
  if (!cart) return carts;
  const lines = cart.lines.filter((line) => line.key !== key);
  return lines.length ? { ...carts, [vendorId]: { ...cart, lines } } : clearVendorCart(carts, vendorId);
}

export function clearVendorCart(carts: Carts, vendorId: number): Carts {
  if (!(vendorId in carts)) return carts;
  const { [vendorId]: _cleared, ...rest } = carts;
  return rest;
}

/** How many items: the quantities added up. */
export function itemCount(cart: VendorCart | undefined): number {
  return cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

export function itemCountOfAll(carts: Carts): number {
  return Object.values(carts).reduce((sum, cart) => sum + itemCount(cart), 0);
}

export const lineTotalCents = (line: CartLine) => line.product.price_cents * line.quantity;

export function cartTotalCents(cart: VendorCart | undefined): number {
  return cart?.lines.reduce((sum, line) => sum + lineTotalCents(line), 0) ?? 0;
}

// ---- Stored carts --------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function isImage(value: unknown): value is CatalogueImage {
  return isRecord(value) && typeof value.url === 'string' && typeof value.width === 'number' && typeof value.height === 'number';
}

function isLine(value: unknown): value is CartLine {
  if (!isRecord(value) || !isRecord(value.product) || !isRecord(value.options)) return false;
  const { product, options, quantity } = value;
  return (
    isId(product.id) &&
    typeof product.name === 'string' &&
    Number.isSafeInteger(product.price_cents) &&
    (product.price_cents as number) >= 0 &&
    isImage(product.image) &&
    Object.values(options).every((choice) => typeof choice === 'string') &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_LINE_QUANTITY &&
    value.key === lineKey(product.id as number, options as ChosenOptions)
  );
}

function isVendorCart(vendorId: string, value: unknown): value is VendorCart {
  if (!isRecord(value) || !isRecord(value.vendor) || !Array.isArray(value.lines) || value.lines.length === 0) return false;
  const { vendor } = value;
  return String(vendor.id) === vendorId && isId(vendor.id) && typeof vendor.name === 'string' && isId(vendor.category_id) && value.lines.every(isLine);
}

/**
 * Carts as stored by `JSON.stringify`. Anything else (edited by hand, written by an older
 * version, cut short) gives empty carts rather than a broken page.
 */
export function parseCarts(stored: string | null): Carts {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (!isRecord(value)) return {};
    return Object.entries(value).every(([vendorId, cart]) => isVendorCart(vendorId, cart)) ? (value as Carts) : {};
  } catch {
    return {};
  }
}
