/**
 * Small illustrations drawn for this project from plain shapes on a 100 × 100 grid, and the scene
 * a picture sets them in. Pure text in, SVG text out: the server draws catalogue pictures with it
 * (server/catalogue/catalogueImages.ts) and the app draws each article's picture from its title.
 * Each drawing takes a palette picked per item (the thing's own colour, its container's colour, a
 * dark and a light tone), so two lattes of one shop differ.
 */
export interface Palette {
  /** What the thing is made of: the drink, the filling, the flowers (its adjective's colour when it names one). */
  main: string;
  /** The container or the object's body: the cup, the box, the pot. */
  body: string;
  dark: string;
  light: string;
}

type Drawing = (p: Palette, variant: number) => string;

// Strokes are written once here: the drawings below stay short.
const line = (d: string, colour: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;

const DRAWINGS = {
  // A cup on a saucer; steam over a hot one, ice and a straw in an iced one (variant 1).
  cup: (p, iced) =>
    `<ellipse cx="48" cy="86" rx="36" ry="6" fill="${p.light}"/><path d="M20 36h56l-7 44a6 6 0 0 1-6 5H33a6 6 0 0 1-6-5z" fill="${p.body}"/>`
    + line('M75 46a10 10 0 0 1-2 20', p.body, 6)
    + `<ellipse cx="48" cy="37" rx="27" ry="5" fill="${p.main}"/>`
    + (iced
      ? `<path d="M36 30h9v9h-9zM50 28h9v9h-9z" fill="#fff" opacity=".8"/>${line('M62 38l8-30', p.dark, 3)}`
      : line('M40 26c-5-6 5-8 0-15M54 26c-5-6 5-8 0-15', p.dark, 3)),
  // A bag of beans or leaves, folded at the top, a bean on its label.
  bag: (p) =>
    `<path d="M26 24h48l6 64H20z" fill="${p.body}"/><path d="M26 24l4-10h40l4 10z" fill="${p.dark}"/>`
    + `<circle cx="50" cy="56" r="15" fill="${p.light}"/><ellipse cx="50" cy="56" rx="7" ry="10" fill="${p.main}"/>${line('M50 47c-4 6 4 12 0 18', p.light, 2)}`,
  bowl: (p) =>
    `<ellipse cx="50" cy="48" rx="38" ry="9" fill="${p.main}"/><circle cx="38" cy="44" r="7" fill="${p.light}"/><circle cx="58" cy="42" r="6" fill="${p.dark}"/>`
    + `<path d="M12 50h76a38 34 0 0 1-76 0z" fill="${p.body}"/><path d="M38 84h24v5H38z" fill="${p.dark}"/>${line('M64 10l-8 34M74 12l-12 32', p.dark, 3)}`,
  sandwich: (p) =>
    `<path d="M14 70L50 28l36 42z" fill="${p.light}"/><path d="M14 70h72v8H14z" fill="${p.body}"/>`
    + `<path d="M18 66q8-6 16 0t16 0 16 0 16 0" fill="none" stroke="${p.main}" stroke-width="6"/><path d="M14 62L50 20l36 42" fill="none" stroke="${p.body}" stroke-width="6"/>`,
  platter: (p) =>
    `<ellipse cx="50" cy="62" rx="44" ry="20" fill="${p.body}"/><ellipse cx="50" cy="60" rx="38" ry="15" fill="${p.light}"/>`
    + `<circle cx="34" cy="56" r="7" fill="${p.main}"/><circle cx="52" cy="62" r="7" fill="${p.dark}"/><circle cx="66" cy="54" r="6" fill="${p.main}"/><path d="M38 66h10v6H38z" fill="${p.dark}"/>`,
  // A slice of pie, quiche or cake: a wedge with its filling showing.
  slice: (p) =>
    `<path d="M12 76l76-16v18L12 90z" fill="${p.body}"/><path d="M12 76l76-16-14-26z" fill="${p.light}"/>`
    + `<path d="M12 84l76-14" stroke="${p.main}" stroke-width="6"/><circle cx="62" cy="46" r="6" fill="${p.main}"/>`,
  croissant: (p) =>
    `<path d="M10 66c8-26 30-40 40-40s32 14 40 40c-10-4-18-4-22 2-4-10-12-14-18-14s-14 4-18 14c-4-6-12-6-22-2z" fill="${p.main}"/>`
    + line('M34 40l6 16M50 32v20M66 40l-6 16', p.dark, 3),
  loaf: (p, long) =>
    (long
      ? `<path d="M8 70c0-12 70-40 82-32 8 6-56 44-74 42-6 0-8-4-8-10z" fill="${p.main}"/>${line('M30 62l8-10M48 54l8-10M66 46l8-10', p.light, 3)}`
      : `<path d="M14 78V52c0-18 16-26 36-26s36 8 36 26v26z" fill="${p.main}"/>${line('M34 46l10-10M48 46l10-10M62 46l10-10', p.light, 3)}`)
    + `<path d="M8 82h84v6H8z" fill="${p.body}"/>`,
  // A tiered cake with a candle.
  cake: (p) =>
    `<path d="M16 58h68v28H16z" fill="${p.body}"/><path d="M26 38h48v20H26z" fill="${p.main}"/>`
    + `<path d="M16 58q8 8 17 0t17 0 17 0 17 0" fill="${p.light}"/><path d="M48 20h4v18h-4z" fill="${p.dark}"/><ellipse cx="50" cy="15" rx="4" ry="6" fill="#f4a300"/>`,
  cupcake: (p) =>
    `<path d="M24 52h52l-8 36H32z" fill="${p.body}"/>${line('M38 56l2 28M50 56v28M62 56l-2 28', p.dark, 2)}`
    + `<path d="M20 54c0-18 14-30 30-30s30 12 30 30z" fill="${p.main}"/><circle cx="50" cy="20" r="6" fill="#d62839"/>`,
  cookie: (p) =>
    `<circle cx="50" cy="52" r="34" fill="${p.main}"/><circle cx="38" cy="42" r="5" fill="${p.dark}"/><circle cx="60" cy="38" r="4" fill="${p.dark}"/>`
    + `<circle cx="56" cy="62" r="5" fill="${p.dark}"/><circle cx="36" cy="64" r="4" fill="${p.dark}"/><circle cx="70" cy="54" r="3" fill="${p.light}"/>`,
  // A box with a ribbon and a bow: gift boxes, kits and sets.
  gift: (p) =>
    `<path d="M16 42h68v46H16z" fill="${p.body}"/><path d="M12 32h76v12H12z" fill="${p.dark}"/><path d="M44 32h12v56H44z" fill="${p.main}"/>`
    + `<path d="M50 32c-14-18-28-8-14 0zM50 32c14-18 28-8 14 0z" fill="${p.main}"/>`,
  basket: (p) =>
    `<path d="M28 44a22 26 0 0 1 44 0" fill="none" stroke="${p.dark}" stroke-width="5"/><circle cx="38" cy="44" r="9" fill="${p.main}"/><circle cx="58" cy="42" r="10" fill="${p.light}"/>`
    + `<path d="M12 46h76l-8 40H20z" fill="${p.body}"/>${line('M20 60h60M24 74h52', p.dark, 3)}`,
  bouquet: (p) =>
    `<path d="M50 90L26 40h48z" fill="${p.light}"/>${line('M50 84L36 46M50 84V40M50 84l14-38', '#3c7a3b', 3)}`
    + `<circle cx="34" cy="36" r="11" fill="${p.main}"/><circle cx="66" cy="36" r="11" fill="${p.main}"/><circle cx="50" cy="26" r="12" fill="${p.body}"/>`
    + `<circle cx="50" cy="26" r="4" fill="${p.dark}"/><path d="M40 70h20l-4 8H44z" fill="${p.dark}"/>`,
  // A plant in a pot; the leaves stand up like a cactus in variant 1, else they spread.
  plant: (p, upright) =>
    `<path d="M28 62h44l-6 28H34z" fill="${p.body}"/><path d="M24 58h52v8H24z" fill="${p.dark}"/>`
    + (upright
      ? `<path d="M42 58V22a8 8 0 0 1 16 0v36z" fill="${p.main}"/><path d="M30 44v-10a5 5 0 0 1 10 0v14h-10zM60 40V30a5 5 0 0 1 10 0v14H60z" fill="${p.main}"/>`
      : `<path d="M50 58C30 50 20 34 24 18c14 4 26 20 26 40zM50 58c20-8 30-24 26-40-14 4-26 20-26 40zM50 58c-6-16 0-36 0-46 6 10 6 30 0 46z" fill="${p.main}"/>`),
  notebook: (p) =>
    `<path d="M24 12h54a4 4 0 0 1 4 4v70a4 4 0 0 1-4 4H24z" fill="${p.body}"/><path d="M24 12h8v78h-8z" fill="${p.dark}"/>`
    + `<path d="M42 26h30v12H42z" fill="${p.light}"/>${line('M70 12v30', p.main, 5)}`,
  pen: (p) =>
    `<path d="M24 82l-4 10 10-4 56-56-6-6z" fill="${p.body}"/><path d="M74 20l6 6 6-6-6-6z" fill="${p.dark}"/>`
    + `<path d="M20 92l4-10 6 6z" fill="${p.main}"/>${line('M14 92h40', p.main, 3)}`,
  // A bottle with a label and a cap: oils, creams, sprays, shakes, waxes.
  bottle: (p) =>
    `<path d="M40 10h20v14H40z" fill="${p.dark}"/><path d="M34 30a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v56a4 4 0 0 1-4 4H38a4 4 0 0 1-4-4z" fill="${p.body}"/>`
    + `<path d="M34 48h32v24H34z" fill="${p.light}"/><circle cx="50" cy="60" r="7" fill="${p.main}"/>`,
  candle: (p) =>
    `<path d="M28 40h44v46a4 4 0 0 1-4 4H32a4 4 0 0 1-4-4z" fill="${p.body}"/><ellipse cx="50" cy="40" rx="22" ry="5" fill="${p.light}"/>`
    + `<path d="M48 26h4v12h-4z" fill="${p.dark}"/><path d="M50 6c8 10 6 18 0 18s-8-8 0-18z" fill="#f4a300"/><path d="M28 60h44v12H28z" fill="${p.main}"/>`,
  // A lotus over calm water: massage, beauty and mindfulness.
  lotus: (p) =>
    `<path d="M50 72C36 60 36 36 50 20c14 16 14 40 0 52zM50 72C34 72 20 58 18 40c16 2 28 16 32 32zM50 72c16 0 30-14 32-32-16 2-28 16-32 32z" fill="${p.main}"/>`
    + line('M14 80h72M24 90h52', p.body, 4),
  kettlebell: (p) =>
    `<path d="M34 40a16 16 0 0 1 32 0" fill="none" stroke="${p.dark}" stroke-width="8"/><circle cx="50" cy="62" r="26" fill="${p.body}"/>`
    + `<path d="M38 62h24v8H38z" fill="${p.main}"/>`,
  shirt: (p) =>
    `<path d="M34 14l16 8 16-8 24 14-10 18-10-6v50H30V40l-10 6-10-18z" fill="${p.body}"/><path d="M42 16l8 14 8-14" fill="${p.light}"/>`
    + `<path d="M48 36h4v44h-4z" fill="${p.main}"/>`,
  // A garment on a hanger: suits, dresses and coats to clean, alterations.
  hanger: (p) =>
    `${line('M50 20a6 6 0 1 0-6-6M50 20v6L14 44h72L50 26', p.dark, 3)}<path d="M24 42h52l8 48H16z" fill="${p.body}"/>`
    + `<path d="M40 42l10 22 10-22z" fill="${p.light}"/><path d="M47 54h6v36h-6z" fill="${p.main}"/>`,
  washer: (p) =>
    `<path d="M16 10h68v80H16z" fill="${p.light}"/><path d="M16 10h68v14H16z" fill="${p.body}"/><circle cx="50" cy="58" r="24" fill="${p.body}"/>`
    + `<circle cx="50" cy="58" r="17" fill="${p.main}"/><circle cx="70" cy="17" r="3" fill="${p.dark}"/>`,
  car: (p) =>
    `<path d="M8 70V56l12-20h52l18 18v16z" fill="${p.body}"/><path d="M26 40h20v14H18zM52 40h18l12 14H52z" fill="${p.light}"/>`
    + `<circle cx="28" cy="72" r="10" fill="${p.dark}"/><circle cx="72" cy="72" r="10" fill="${p.dark}"/><circle cx="28" cy="72" r="4" fill="${p.main}"/><circle cx="72" cy="72" r="4" fill="${p.main}"/>`,
  dog: (p) =>
    `<path d="M24 88V60c0-16 8-24 20-26l14-2c10 0 14 8 14 16v40z" fill="${p.body}"/><circle cx="62" cy="34" r="18" fill="${p.body}"/>`
    + `<path d="M52 20c-10-2-14 10-8 24 4-6 8-12 8-24z" fill="${p.dark}"/><circle cx="68" cy="30" r="3" fill="${p.dark}"/><circle cx="80" cy="38" r="4" fill="${p.dark}"/>`
    + `<path d="M40 56h30v5H40z" fill="${p.main}"/>`,
  bone: (p) =>
    `<path d="M30 40l30 20" stroke="${p.body}" stroke-width="12"/><circle cx="26" cy="32" r="8" fill="${p.body}"/><circle cx="22" cy="46" r="8" fill="${p.body}"/>`
    + `<circle cx="66" cy="54" r="8" fill="${p.body}"/><circle cx="62" cy="68" r="8" fill="${p.body}"/><circle cx="70" cy="26" r="10" fill="${p.main}"/>`,
  plug: (p) =>
    `${line('M50 62v14c0 10-20 10-20 0V70c0-8-18-8-18 2v16', p.dark, 5)}<path d="M34 30h32v28a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z" fill="${p.body}"/>`
    + `<path d="M40 14h6v16h-6zM54 14h6v16h-6z" fill="${p.dark}"/><path d="M46 40h8v10h-8z" fill="${p.main}"/>`,
  headphones: (p) =>
    `<path d="M16 60a34 34 0 0 1 68 0" fill="none" stroke="${p.dark}" stroke-width="7"/><path d="M12 56h18v30H12zM70 56h18v30H70z" fill="${p.body}"/>`
    + `<path d="M16 62h10v18H16zM74 62h10v18H74z" fill="${p.main}"/>`,
  laptop: (p) =>
    `<path d="M18 18h64v48H18z" fill="${p.body}"/><path d="M24 24h52v36H24z" fill="${p.main}"/><path d="M8 70h84l-6 12H14z" fill="${p.dark}"/>`
    + `<path d="M30 32h24v6H30zM30 44h36v4H30z" fill="${p.light}"/>`,
  spool: (p) =>
    `<path d="M24 14h52v10H24zM24 78h52v10H24z" fill="${p.dark}"/><path d="M32 24h36v54H32z" fill="${p.main}"/>`
    + `${line('M32 36h36M32 48h36M32 60h36', p.body, 3)}${line('M68 70c10 4 14 12 6 18', p.main, 2)}`,
  camera: (p) =>
    `<path d="M10 30h22l6-10h24l6 10h22v54H10z" fill="${p.body}"/><circle cx="50" cy="56" r="20" fill="${p.light}"/>`
    + `<circle cx="50" cy="56" r="13" fill="${p.main}"/><path d="M72 36h10v6H72z" fill="${p.dark}"/>`,
  // Drawings for news: a bus, a bike, a megaphone, a heart, two colleagues.
  bus: (p) =>
    `<path d="M10 24a6 6 0 0 1 6-6h70a6 6 0 0 1 6 6v48H10z" fill="${p.body}"/><path d="M16 28h18v16H16zM40 28h18v16H40zM64 28h22v16H64z" fill="${p.light}"/>`
    + `<path d="M10 56h82v6H10z" fill="${p.main}"/><circle cx="28" cy="74" r="9" fill="${p.dark}"/><circle cx="74" cy="74" r="9" fill="${p.dark}"/>`,
  bike: (p) =>
    `<circle cx="24" cy="66" r="16" fill="none" stroke="${p.dark}" stroke-width="5"/><circle cx="76" cy="66" r="16" fill="none" stroke="${p.dark}" stroke-width="5"/>`
    + line('M24 66l16-28h30l6 28M40 38l14 28 16-28M36 30h12M70 38l-4-12h10', p.body, 5),
  megaphone: (p) =>
    `<path d="M18 40h16l40-22v64L34 60H18z" fill="${p.body}"/><path d="M24 60h12l6 24H30z" fill="${p.dark}"/><path d="M74 18h8v64h-8z" fill="${p.main}"/>`
    + line('M88 38l8-6M88 50h8M88 62l8 6', p.main, 3),
  heart: (p) =>
    `<path d="M50 86C20 64 10 50 10 34a20 20 0 0 1 40-6 20 20 0 0 1 40 6c0 16-10 30-40 52z" fill="${p.main}"/><path d="M26 30a10 10 0 0 1 12-6" fill="none" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`,
  people: (p) =>
    `<circle cx="34" cy="30" r="12" fill="${p.dark}"/><path d="M12 90a22 26 0 0 1 44 0z" fill="${p.body}"/>`
    + `<circle cx="66" cy="36" r="11" fill="${p.main}"/><path d="M46 90a20 24 0 0 1 40 0z" fill="${p.main}"/>`,
} satisfies Record<string, Drawing>;

export type DrawingName = keyof typeof DRAWINGS;

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/**
 * Finds the drawing a name calls for, given the words (singular, `|`-separated; a plural "s" or
 * "es" also matches) that call for each drawing. In English the noun comes last ("Afternoon Tea
 * Hamper" is a hamper), so the word that ends latest wins, and the longer word when two end
 * together ("Floor Mats" over "Mats").
 */
export function drawingFinder(words: Partial<Record<DrawingName, string>>): (name: string) => DrawingName | undefined {
  // One pattern per drawing, each word whole (a trailing "s"/"es" allowed).
  const patterns = (Object.entries(words) as [DrawingName, string][]).map(([name, list]) => ({
    name,
    pattern: new RegExp(`(?<![\\p{L}-])(?:${list.split('|').map(escapeForPattern).join('|')})(?:e?s)?(?![\\p{L}-])`, 'giu'),
  }));
  return (name) => {
    let best: { name: DrawingName; end: number; length: number } | undefined;
    for (const { name: drawn, pattern } of patterns) {
      for (const match of name.matchAll(pattern)) {
        const end = match.index + match[0].length;
        if (!best || end > best.end || (end === best.end && match[0].length > best.length)) {
          best = { name: drawn, end, length: match[0].length };
        }
      }
    }
    return best?.name;
  };
}

/** Which way a drawing is drawn for a name: iced drinks, long breads, upright plants. */
const VARIANTS: Partial<Record<DrawingName, RegExp>> = {
  cup: /\b(iced|cold|frapp)/i,
  loaf: /\bbaguette/i,
  plant: /\b(cactus|snake|succulent|palm)/i,
};

/** The drawing in a `<g class="art-NAME">`, on the 100 × 100 grid. */
export function drawing(name: DrawingName, palette: Palette, of = ''): string {
  const variant = VARIANTS[name]?.test(of) ? 1 : 0;
  return `<g class="art-${name}">${DRAWINGS[name](palette, variant)}</g>`;
}

/** Small deterministic numbers from an id, so each picture differs but never changes. */
export function scatter(id: number, salt: number, range: number): number {
  const x = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453;
  return Math.floor((x - Math.floor(x)) * range);
}

/** FNV-1a: the same name always gives the same colours, two names rarely the same. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** One decimal is plenty for a picture and keeps the file small. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A colour as `#rrggbb`: a third of the length of `hsl(…)`, and every picture has a dozen. */
export function hsl(hue: number, saturation: number, lightness: number): string {
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
export function paletteOf(name: string, id: number): Palette {
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
export function backdrop(id: number, width: number, height: number, hue: number): string {
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


const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** A whole picture: its size, its label (what a screen reader says) and what is drawn. */
export const svgPicture = (width: number, height: number, label: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${inner}</svg>`;

/** What one picture shows: a drawing of a thing named `name`, numbered `id` among its kind. */
export interface SceneSubject {
  id: number;
  name: string;
  art: DrawingName;
  /** The backdrop's hue: a category's, so its pictures look related. */
  hue: number;
}

/**
 * The thing's drawing in colours from its name (its adjective's colour when it names one: a
 * chocolate cake is brown), on a table before a backdrop, placed, turned, sized and sometimes
 * paired by the id.
 */
export function scene({ id, name, art, hue }: SceneSubject, width: number, height: number): string {
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
  return backdrop(id, width, height, hue)
    + `<rect y="${table}" width="${width}" height="${round(height - table)}" fill="${hsl(hue, 30, 62)}"/>`
    + `<ellipse cx="${round(x + size / 2)}" cy="${round(table + size * 0.08)}" rx="${round(size * 0.42)}" ry="${round(size * 0.06)}" fill="#000" opacity=".12"/>`
    + `<defs><g id="o">${drawing(art, paletteOf(name, id), name)}</g></defs>${pair}`
    + `<use href="#o" transform="translate(${x} ${y}) rotate(${turn} ${round(size / 2)} ${round(size / 2)}) scale(${scale})"/>`;
}
