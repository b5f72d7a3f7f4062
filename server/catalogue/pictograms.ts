/**
 * Small illustrations drawn for this project from plain shapes on a 100 × 100 grid, and the words
 * that call for each. Each is drawn in a palette the picture picks per item (the thing's own
 * colour, its container's colour, a dark and a light tone), so two lattes of one shop differ.
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
} satisfies Record<string, Drawing>;

export type PictogramName = keyof typeof DRAWINGS;

/** Words (singular; a plural "s" or "es" also matches) that call for each drawing. */
const WORDS: Record<PictogramName, string> = {
  cup: 'tea|latte|cappuccino|flat white|mocha|americano|cold brew|frappé|coffee|espresso|espresso bar|mug|travel mug|brew|cafe|barista|barista visit|tea house|brew bar|cold drink',
  bag: 'bean|whole bean|ground coffee|loose leaf|tea bag|beanery|roaster',
  bowl: 'bowl|salad|grain bowl|rice bowl|curry|stew|noodle|noodle box|meal|catering|canteen|kitchen|bistro|eatery|hot dinner',
  sandwich: 'sandwich|club sandwich|wrap|burrito|ciabatta|lunch box|lunch|pantry',
  platter: 'platter|party platter|sharing board|board|sushi|table',
  slice: 'slice|quiche|frittata|lasagna|breakfast',
  croissant: 'croissant|danish|pastry|morning pastry|patisserie',
  loaf: 'loaf|bread|baguette|bagel|focaccia|roll|bakery|bakehouse|oven|crumb|flour',
  cake: 'cake|dessert|sweet',
  cupcake: 'cupcake|muffin|egg muffin',
  cookie: 'cookie|cookies & bar|cookie tin|brownie|blondie|macaron|treat|treat tin|energy ball|protein bar|dental chew|treat jar',
  gift: 'gift|gift box|gift set|box|welcome kit|welcome box|party box|thank-you box|thank-you gift|card and gift|present|swag bag|celebration|corporate gift|subscription|self-care kit|desk gift|pen set|notebook set|parcel|ribbon|crate',
  basket: 'basket|gift basket|hamper|mini hamper|toy bundle|laundry bag',
  bouquet: 'flower|bouquet|posy|rose bunch|tulip bunch|arrangement|wreath|flower box|bloom|petal|florist|flower studio|& stem',
  plant: 'plant|succulent|cactus|pothos|snake plant|monstera|fig|fiddle leaf fig|olive tree|palm|terrarium|bulb planter|plant and pot set|desk plant|large plant|seasonal|fern|moss|willow|juniper|garden|greenhouse|botanic',
  notebook: 'notebook|notepad|notepad pack|planner|paper|printer paper ream|photo paper|label|paper & notebook|index|organiser|desk organiser|letter tray|drawer unit|desk organisation|office|supply co.|depot|stationer|essential|good',
  pen: 'pen|pencil|highlighter|marker|marker set|pen pot|writing|ink',
  bottle: 'oil|essential oil|room spray|spray|bath salt|hand cream|cream|face mask set|wax|sealant|air freshener set|protein shake|shake|toner|ink cartridge|cartridge|aromatherapy|nutrition',
  candle: 'candle|diffuser|ritual',
  lotus: 'massage|massage for two|team massage morning|manicure|pedicure|brow shape|nails & beauty|meditation|meditation session|yoga class|mindfulness|workshop|spa|wellness|retreat|calm|lotus|serene|haven|breathe',
  kettlebell: 'kettlebell|resistance band|foam roller|yoga mat|equipment|fitness|class|class pass|pass|session|personal training|training|assessment|block of 5|gym|athletic|sport',
  shirt: 'shirt|t-shirt|blouse|legging|running sock|sock|jacket|apparel|cleaner|dry cleaning|garment care|laundry',
  hanger: 'suit clean|dress clean|coat clean|suits & dress|alteration|repair|hem',
  washer: 'wash and fold|wash and iron|wash & fold|duvet clean|curtain clean|blanket clean|household|wash co.',
  car: 'car|exterior wash|wash and vacuum|wheel clean|interior detail|seat shampoo|service|servicing|check|oil change|coating|protection|floor mat|seat cover|washes|valeting|garage|motor|car care|car spa|detailing',
  dog: 'pet|dog|dog walk|walk pass|park adventure|walking|groom|grooming|bath and brush|nail trim|pet sitting|sitting|home visit|check-in|walker|companion|pet care',
  bone: 'chew toy|toy|toys & treat|pet bed|lead|collar|food bowl|pet shop',
  plug: 'usb-c cable|cable|charger|wall charger|power bank|charging dock|cables & charger|adapter|travel adapter|usb hub|hub',
  headphones: 'headphone|earbud|speaker|audio|microphone|sound',
  laptop: 'monitor stand|footrest|wrist rest|seat cushion|ergonomic|tech|laptop|laptop stand|laptop sleeve|tech pouch|keyboard|mouse|webcam|light|video call|desk setup|gadget|electronic|device|lab|gear',
  spool: 'tailor|tailoring|thread|stitch',
  camera: 'photo|photography|camera|headshot|studio shot',
};

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** One pattern per drawing, each word whole (a trailing "s"/"es" allowed). */
const PATTERNS = (Object.entries(WORDS) as [PictogramName, string][]).map(([name, words]) => ({
  name,
  pattern: new RegExp(`(?<![\\p{L}-])(?:${words.split('|').map(escapeForPattern).join('|')})(?:e?s)?(?![\\p{L}-])`, 'giu'),
}));

/**
 * The drawing a name calls for. In English the noun comes last ("Afternoon Tea Hamper" is a hamper),
 * so the word that ends latest wins, and the longer word when two end together ("Floor Mats" over "Mats").
 */
export function pictogramOf(name: string): PictogramName | undefined {
  let best: { name: PictogramName; end: number; length: number } | undefined;
  for (const { name: pictogram, pattern } of PATTERNS) {
    for (const match of name.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!best || end > best.end || (end === best.end && match[0].length > best.length)) {
        best = { name: pictogram, end, length: match[0].length };
      }
    }
  }
  return best?.name;
}

/** Which way a drawing is drawn for a name: iced drinks, long breads, upright plants. */
const VARIANTS: Partial<Record<PictogramName, RegExp>> = {
  cup: /\b(iced|cold|frapp)/i,
  loaf: /\bbaguette/i,
  plant: /\b(cactus|snake|succulent|palm)/i,
};

/** The drawing in a `<g class="art-NAME">`, on the 100 × 100 grid. */
export function drawing(name: PictogramName, palette: Palette, of = ''): string {
  const variant = VARIANTS[name]?.test(of) ? 1 : 0;
  return `<g class="art-${name}">${DRAWINGS[name](palette, variant)}</g>`;
}
