import type { CatalogueImage } from '../../src/domain/catalogue';

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

/** What a picture is of: its name, and the category it belongs to for its colours. */
export interface ImageSubject {
  name: string;
  category_id: number;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** Up to two capitals from the first words: "Golden Kitchen" → "GK". */
function monogram(name: string): string {
  const letters = name.match(/\p{L}+/gu) ?? [];
  return letters
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** Small deterministic numbers from an id, so each picture differs but never changes. */
function scatter(id: number, salt: number, range: number): number {
  const x = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453;
  return Math.floor((x - Math.floor(x)) * range);
}

/**
 * A generated picture: a soft gradient in the colours of the category, a few circles placed
 * by the id, and a monogram of the name. Vendors get a round badge instead.
 */
export function renderSvg(kind: ImageKind, id: number, subject: ImageSubject): string {
  const { width, height } = IMAGE_SIZES[kind];
  const hue = (subject.category_id * 47 + 20) % 360;
  const accent = (hue + 35) % 360;
  const text = escapeXml(monogram(subject.name));
  const label = escapeXml(subject.name);
  const size = Math.min(width, height);

  if (kind === 'vendor') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`
      + `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 94%)"/>`
      + `<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.4}" fill="hsl(${hue} 42% 42%)"/>`
      + `<circle cx="${width / 2}" cy="${height / 2}" r="${size * 0.34}" fill="none" stroke="hsl(${accent} 60% 85%)" stroke-width="2"/>`
      + `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="ui-rounded, system-ui, sans-serif" font-size="${size * 0.26}" font-weight="700" fill="#fff">${text}</text>`
      + '</svg>';
  }

  const circles = [0, 1, 2, 3]
    .map((salt) => {
      const r = size * (0.12 + scatter(id, salt, 20) / 100);
      return `<circle cx="${scatter(id, salt + 10, width)}" cy="${scatter(id, salt + 20, height)}" r="${r.toFixed(1)}" fill="hsl(${salt % 2 ? accent : hue} 55% ${70 + salt * 4}% / 0.55)"/>`;
    })
    .join('');
  const badge = size * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 90%)"/><stop offset="1" stop-color="hsl(${accent} 50% 78%)"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}`
    + `<rect x="${(width - badge) / 2}" y="${(height - badge) / 2}" width="${badge}" height="${badge}" rx="${badge * 0.22}" fill="#fff" fill-opacity="0.85"/>`
    + `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="ui-rounded, system-ui, sans-serif" font-size="${badge * 0.42}" font-weight="700" fill="hsl(${hue} 40% 32%)">${text}</text>`
    + '</svg>';
}
