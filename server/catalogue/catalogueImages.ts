import type { CatalogueImage } from '../../src/domain/catalogue';
import { pictogramOf, pictogramShapes } from './pictograms';

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

/** What a picture is of: its name, and its category's name and id for the pictogram and colours. */
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

/** One decimal is plenty for a picture and keeps the file small. */
const round = (value: number) => Math.round(value * 10) / 10;

/** A small second motif in a corner, chosen and placed by the id, so neighbours in a list never look alike. */
function motif(id: number, width: number, height: number, colour: string): string {
  const unit = Math.min(width, height) * 0.06;
  const corner = scatter(id, 3, 4);
  const x = round(corner % 2 ? width - unit * 6 - scatter(id, 4, unit * 2) : unit + scatter(id, 4, unit * 2));
  const y = round(corner < 2 ? unit + scatter(id, 5, unit * 2) : height - unit * 3 - scatter(id, 5, unit * 2));
  const u = round(unit);
  switch (scatter(id, 6, 4)) {
    case 0:
      return `<g fill="${colour}"><circle cx="${x}" cy="${y + u}" r="${round(u / 2)}"/><circle cx="${round(x + u * 1.5)}" cy="${y + u}" r="${round(u / 2)}"/><circle cx="${x + u * 3}" cy="${y + u}" r="${round(u / 2)}"/></g>`;
    case 1:
      return `<circle cx="${x + u}" cy="${y + u}" r="${u}" fill="none" stroke="${colour}" stroke-width="${round(u / 3)}"/>`;
    case 2:
      return `<path d="M${x} ${y + u * 2}l${u} ${-u * 2}m${u} ${u * 2}l${u} ${-u * 2}m${u} ${u * 2}l${u} ${-u * 2}" stroke="${colour}" stroke-width="${round(u / 3)}" stroke-linecap="round"/>`;
    default:
      return `<g fill="${colour}" transform="translate(${x} ${y}) scale(${round(u / 10)})">${pictogramShapes('star')}</g>`;
  }
}

/**
 * A generated picture: the pictogram of what the thing is (from its name, else its category) on the
 * category's colour, shifted a little and given a small corner motif by the id. Vendors get a round badge.
 */
export function renderSvg(kind: ImageKind, id: number, subject: ImageSubject): string {
  const { width, height } = IMAGE_SIZES[kind];
  const hue = (subject.category_id * 47 + 20 + (scatter(id, 1, 5) - 2) * 9 + 360) % 360;
  const accent = (hue + 35) % 360;
  const pictogram = pictogramShapes(pictogramOf(subject.name) ?? pictogramOf(subject.category) ?? 'star');
  const label = escapeXml(subject.name);
  const size = Math.min(width, height);
  const icon = size * 0.44;
  const place = `translate(${round((width - icon) / 2)} ${round((height - icon) / 2)}) scale(${round(icon / 24)})`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`;

  if (kind === 'vendor') {
    return open
      + `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 94%)"/>`
      + motif(id, width, height, `hsl(${accent} 55% 62%)`)
      + `<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.4}" fill="hsl(${hue} 42% ${36 + scatter(id, 2, 3) * 6}%)"/>`
      + `<g fill="#fff" transform="${place}">${pictogram}</g>`
      + '</svg>';
  }

  return open
    + `<rect width="${width}" height="${height}" fill="hsl(${hue} 50% ${84 + scatter(id, 2, 3) * 4}%)"/>`
    + motif(id, width, height, `hsl(${accent} 55% 62%)`)
    + `<circle cx="${width / 2}" cy="${height / 2}" r="${round(icon * 0.8)}" fill="#fff" fill-opacity="0.7"/>`
    + `<g fill="hsl(${hue} 45% 30%)" transform="${place}">${pictogram}</g>`
    + '</svg>';
}
