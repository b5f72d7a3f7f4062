import type { CatalogueImage } from '../../src/domain/catalogue';
import { backdrop, drawing, hashOf, hsl, paletteOf, round, scatter, scene, svgPicture } from '../../src/domain/illustrations';
import { pictogramOf } from './pictograms';

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

/**
 * A generated picture: a small illustration of what the thing is (from its name, else its
 * category) in its own colours, set in a scene by the id (src/domain/illustrations.ts). Vendors
 * get a shop front with their own awning and their trade in the window.
 */
export function renderSvg(kind: ImageKind, id: number, subject: ImageSubject): string {
  const { width, height } = IMAGE_SIZES[kind];
  const art = pictogramOf(subject.name) ?? pictogramOf(subject.category) ?? 'gift';
  if (kind === 'vendor') {
    return svgPicture(width, height, subject.name, shopFront(id, subject.name, width, height, drawing(art, paletteOf(subject.name, id), subject.name)));
  }
  // The category's hue, a little different per item, so a category's pictures look related.
  const hue = (subject.category_id * 47 + 20 + (scatter(id, 1, 5) - 2) * 9 + 360) % 360;
  return svgPicture(width, height, subject.name, scene({ id, name: subject.name, art, hue }, width, height));
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
