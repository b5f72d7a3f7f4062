import type { CatalogueImage } from '../../src/domain/catalogue';
import { drawing, pictogramOf, type Palette } from './pictograms';

/** Every kind of picture and its fixed size: the UI reserves the space before it loads. */
export const IMAGE_SIZES = {
  category: { width: 320, height: 200 },
  vendor: { width: 160, height: 160 },
  catalog: { width: 320, height: 180 },
  product: { width: 480, height: 360 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;

export const isImageKind = (kind: string): kind is ImageKind => Object.hasOwn(IMAGE_SIZES, kind);

export function imageOf(kind: ImageKind, id: number): CatalogueImage {
  const { width, height } = IMAGE_SIZES[kind];
  return { url: `/api/images/${kind}/${id}.svg`, width, height };
}

/** What a picture is of: its name, and its category's name and id for the drawing and colours. */
export interface ImageSubject {
  name: string;
  category: string;
  category_id: number;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** Small deterministic numbers from an id, so each picture differs but never changes. */
function scatter(id: number, salt: number, range: number): number {
  const x = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453;
  return Math.floor((x - Math.floor(x)) * range);
}

/** FNV-1a: the same name always gives the same colours, two names rarely the same. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** One decimal is plenty for a picture and keeps the file small. */
const round = (value: number) => Math.round(value * 10) / 10;

/** A colour as `#rrggbb`: a third of the length of `hsl(…)`, and every picture has a dozen. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** What a thing is made of, when its name says so ("Chocolate Brownie", "Lavender Candle"). */
const NAMED_COLOURS: [RegExp, string][] = [
  [/chocolate|mocha|brownie|cola|espresso|americano|cold brew|coffee|bean|walnut|hazelnut|leather|rye|beef/i, '#6f4328'],
  [/caramel|latte|cappuccino|flat white|frapp|honey|golden|ginger|peanut|carnauba|sandalwood|wholemeal|sourdough|croissant|butter|almond/i, '#c98b4a'],
  [/raspberry|rose|red velvet|berry|birthday|wedding|anniversary|red/i, '#d64a6b'],
  [/lemon|citrus|vanilla|sunset|bright|mediterranean|coconut/i, '#f0c94a'],
  [/matcha|green|spinach|peppermint|eucalyptus|sencha|jasmine|olive|falafel|herb|eco|pothos|fig|monstera|palm|cactus|succulent|plant/i, '#5b9b52'],
  [/lavender|pastel|calming|lotus|plum|violet/i, '#9a7fd0'],
  [/peach|apricot|orange|pumpkin|curry|spicy|salmon|autumn|harvest|carrot|sunset/i, '#ee8d4a'],
  [/ocean|blue|sport|tide|winter|thermal|reflective/i, '#4a86d0'],
  [/black|graphite|charcoal|noise|mechanical|matte/i, '#3a3f47'],
];

/** The palette of one item: its named colour, or one its name and id give, and tones of its own hue. */
function paletteOf(name: string, id: number): Palette {
  const hue = (hashOf(name) + id * 37) % 360;
  const named = NAMED_COLOURS.find(([words]) => words.test(name))?.[1];
  return {
    main: named ?? hsl((hue + 150) % 360, 60, 55),
    body: hsl(hue, 55, 48 + scatter(id, 7, 3) * 8),
    dark: hsl(hue, 35, 24),
    light: hsl(hue, 40, 93),
  };
}

/** A backdrop chosen by the id: dots, stripes, checks, soft circles or a low sun over hills. */
function backdrop(id: number, width: number, height: number, hue: number): string {
  const paper = hsl(hue, 50, 88 + scatter(id, 2, 3) * 3);
  const ink = hsl((hue + 25) % 360, 45, 76);
  const rect = (fill: string) => `<rect width="${width}" height="${height}" fill="${fill}"/>`;
  const pattern = (size: number, inner: string, turn = 0) =>
    `<defs><pattern id="b" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${turn ? ` patternTransform="rotate(${turn})"` : ''}>${inner}</pattern></defs>${rect(paper)}${rect('url(#b)')}`;
  const size = 18 + scatter(id, 3, 4) * 6;
  switch (scatter(id, 4, 5)) {
    case 0:
      return pattern(size, `<circle cx="4" cy="4" r="${round(size / 8)}" fill="${ink}"/>`);
    case 1:
      return pattern(size, `<rect width="${round(size / 3)}" height="${size}" fill="${ink}"/>`, 30 + scatter(id, 5, 4) * 30);
    case 2:
      return pattern(size * 2, `<rect width="${size}" height="${size}" fill="${ink}" opacity=".5"/><rect x="${size}" y="${size}" width="${size}" height="${size}" fill="${ink}" opacity=".5"/>`);
    case 3: {
      const circles = [0, 1, 2].map((n) => `<circle cx="${scatter(id, 10 + n, width)}" cy="${scatter(id, 20 + n, height)}" r="${round(height * (0.15 + scatter(id, 30 + n, 3) * 0.08))}" fill="${ink}"/>`);
      return rect(paper) + circles.join('');
    }
    default:
      return `${rect(paper)}<circle cx="${round(width * (0.2 + scatter(id, 6, 7) * 0.1))}" cy="${round(height * 0.45)}" r="${round(height * 0.18)}" fill="${hsl(45, 90, 70)}"/>`
        + `<path d="M0 ${round(height * 0.7)}q${round(width / 4)} ${-round(height * 0.2)} ${round(width / 2)} 0t${round(width / 2)} 0V${height}H0z" fill="${ink}"/>`;
  }
}

/**
 * A generated picture: a small illustration of what the thing is (from its name, else its
 * category), in colours from its name (its adjective's colour when it names one: a chocolate
 * cake is brown), on a table before a backdrop, placed, turned, sized and sometimes paired by
 * the id. Vendors get a shop front with their own awning and their trade in the window.
 */
export function renderSvg(kind: ImageKind, id: number, subject: ImageSubject): string {
  const { width, height } = IMAGE_SIZES[kind];
  const hue = (subject.category_id * 47 + 20 + (scatter(id, 1, 5) - 2) * 9 + 360) % 360;
  const art = drawing(pictogramOf(subject.name) ?? pictogramOf(subject.category) ?? 'gift', paletteOf(subject.name, id), subject.name);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.name)}">`;
  if (kind === 'vendor') return open + shopFront(id, subject.name, width, height, art) + '</svg>';

  const table = round(height * (0.74 + scatter(id, 8, 3) * 0.04));
  const size = round(height * (0.56 + scatter(id, 9, 4) * 0.04));
  const x = round(width / 2 - size / 2 + (scatter(id, 11, 5) - 2) * width * 0.07);
  const y = round(table - size * 0.9);
  const turn = (scatter(id, 12, 5) - 2) * 3;
  const scale = round(size / 100);
  // Every third item has a smaller second one beside it, on the side with more room.
  const side = x + size / 2 < width / 2 ? 1 : -1;
  const pair = scatter(id, 13, 3) === 0
    ? `<use href="#o" transform="translate(${round(x + side * size * 0.75 + size * 0.2)} ${round(table - size * 0.6)}) scale(${round(scale * 0.6)})"/>`
    : '';
  return open
    + backdrop(id, width, height, hue)
    + `<rect y="${table}" width="${width}" height="${round(height - table)}" fill="${hsl(hue, 30, 62)}"/>`
    + `<ellipse cx="${round(x + size / 2)}" cy="${round(table + size * 0.08)}" rx="${round(size * 0.42)}" ry="${round(size * 0.06)}" fill="#000" opacity=".12"/>`
    + `<defs><g id="o">${art}</g></defs>${pair}`
    + `<use href="#o" transform="translate(${x} ${y}) rotate(${turn} ${round(size / 2)} ${round(size / 2)}) scale(${scale})"/>`
    + '</svg>';
}

/** A vendor's picture: its shop, awning striped in colours of its name, its trade in the window. */
function shopFront(id: number, name: string, width: number, height: number, art: string): string {
  const hash = hashOf(name);
  const awning = hsl(hash % 360, 60, 52);
  const wall = hsl((hash >> 9) % 360, 30, 86);
  const stripe = round(width / (6 + (hash % 3) * 2));
  // Half the shops have a scalloped awning, half a straight one.
  const edge = hash & 1
    ? Array.from({ length: Math.ceil(width * 0.8 / stripe) }, (_, n) => `<circle cx="${round(width * 0.1 + stripe * (n + 0.5))}" cy="${round(height * 0.4)}" r="${round(stripe / 2)}" fill="${n % 2 ? '#fff' : awning}"/>`).join('')
    : '';
  return backdrop(id, width, height, (hash >> 5) % 360)
    + `<rect x="${round(width * 0.1)}" y="${round(height * 0.28)}" width="${round(width * 0.8)}" height="${round(height * 0.72)}" fill="${wall}"/>`
    + `<defs><pattern id="a" width="${stripe * 2}" height="${height}" patternUnits="userSpaceOnUse"><rect width="${stripe}" height="${height}" fill="${awning}"/><rect x="${stripe}" width="${stripe}" height="${height}" fill="#fff"/></pattern></defs>`
    + `<rect x="${round(width * 0.1)}" y="${round(height * 0.22)}" width="${round(width * 0.8)}" height="${round(height * 0.18)}" fill="url(#a)"/>${edge}`
    + `<rect x="${round(width * 0.2)}" y="${round(height * 0.5)}" width="${round(width * 0.6)}" height="${round(height * 0.5)}" fill="#fff" opacity=".85"/>`
    + `<g transform="translate(${round(width * 0.28)} ${round(height * 0.52)}) scale(${round(width * 0.0044)})">${art}</g>`;
}
