/**
 * Hand-drawn pictograms on a 24 × 24 grid, filled with one colour, and the words that call for each.
 * Drawn for this project from plain shapes so that every picture says what the thing is.
 */
const PICTOGRAMS = {
  cup: '<path d="M4 8h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 9h2a3 3 0 0 1 0 6h-2v-2h2a1 1 0 0 0 0-2h-2zM7 3h2v3H7zM11 2h2v4h-2z"/>',
  bowl: '<path d="M2 11h20a10 9 0 0 1-20 0zM8 20h8v2H8zM13 2l2 1-4 7-2-1zM17 3l2 1-3 6-2-1z"/>',
  bread: '<path d="M2 15a10 8 0 0 1 20 0v5H2zM6 12.5l3-3 1.2 1.2-3 3zM10.5 11.5l3-3 1.2 1.2-3 3zM15 12.5l3-3 1.2 1.2-3 3z" fill-rule="evenodd"/>',
  cake: '<path d="M4 14h16v7H4zM6 10h12v3H6zM11 4h2v5h-2z"/>',
  flower: '<circle cx="12" cy="5" r="3"/><circle cx="16.5" cy="8.5" r="3"/><circle cx="14.5" cy="13" r="3"/><circle cx="9.5" cy="13" r="3"/><circle cx="7.5" cy="8.5" r="3"/><path d="M11 15h2v7h-2z"/>',
  leaf: '<path d="M4 21C4 10 10 4 21 3c0 11-6 17-17 18zm2-2 2 1 8-10-1-1z" fill-rule="evenodd"/>',
  gift: '<path d="M3 9h8v4H3zM13 9h8v4h-8zM4 14h7v7H4zM13 14h7v7h-7zM12 9C8 2 5 5 8 9zM12 9c4-7 7-4 4 0z"/>',
  pencil: '<path d="M3 21l1-6L15 4l5 5L9 20zM16 3l2-2 5 5-2 2z"/>',
  book: '<path d="M5 2h13a2 2 0 0 1 2 2v18H7a2 2 0 0 1-2-2zM7 17v3h11v-3zM9 6v2h7V6z" fill-rule="evenodd"/>',
  drop: '<path d="M12 2c5 6 7 9 7 13a7 7 0 0 1-14 0c0-4 2-7 7-13z"/>',
  dumbbell: '<path d="M1 10h2v4H1zM4 6h4v12H4zM16 6h4v12h-4zM21 10h2v4h-2zM8 11h8v2H8z"/>',
  shirt: '<path d="M8 3l4 2 4-2 6 4-3 4-3-2v13H8V9l-3 2-3-4z"/>',
  car: '<path d="M2 17v-5l3-6h14l3 6v5zM5.5 11h13l-2-3.5h-9z" fill-rule="evenodd"/><circle cx="7" cy="18" r="2.5"/><circle cx="17" cy="18" r="2.5"/>',
  paw: '<ellipse cx="12" cy="16" rx="5" ry="4.5"/><circle cx="5" cy="10" r="2.2"/><circle cx="9" cy="5.5" r="2.2"/><circle cx="15" cy="5.5" r="2.2"/><circle cx="19" cy="10" r="2.2"/>',
  laptop: '<path d="M4 4h16v11H4zM6 6v7h12V6zM1 17h22l-2 3H3z" fill-rule="evenodd"/>',
  headphones: '<path d="M3 14a9 9 0 0 1 18 0v7h-5v-8h3a7 7 0 0 0-14 0h3v8H3z"/>',
  spool: '<path d="M5 2h14v3H5zM5 19h14v3H5zM8 5h8v14H8z"/>',
  camera: '<path d="M2 7h5l2-3h6l2 3h5v13H2zM12 9a4 4 0 1 0 0 8 4 4 0 1 0 0-8z" fill-rule="evenodd"/>',
  star: '<path d="M12 2l3 7 7 .5-5.5 4.5 2 7.5L12 17l-6.5 4.5 2-7.5L2 9.5 9 9z"/>',
} as const;

export type PictogramName = keyof typeof PICTOGRAMS;

/** Words (singular; a plural "s" or "es" also matches) that call for each pictogram. */
const WORDS: Record<Exclude<PictogramName, 'star'>, string> = {
  cup: 'tea|latte|cappuccino|flat white|mocha|americano|cold brew|frappé|coffee|espresso|mug|bean|brew|roaster|cafe|barista|tea house|shake|loose leaf',
  bowl: 'meal|catering|salad|bowl|curry|stew|lasagna|noodle|lunch|platter|board|sushi|kitchen|bistro|canteen|eatery|pantry|table|frittata|burrito|quiche|wrap|sandwich|ciabatta',
  bread: 'bakery|bakehouse|loaf|bread|baguette|bagel|focaccia|croissant|danish|roll|oven|crumb|flour',
  cake: 'dessert|cake|cupcake|muffin|cookie|brownie|blondie|macaron|pastry|patisserie|sweet|treat|energy ball|protein bar',
  flower: 'flower|bouquet|posy|rose bunch|tulip bunch|bloom|petal|florist|wreath|arrangement|bulb planter',
  leaf: 'plant|succulent|cactus|pothos|monstera|fig|olive tree|palm|fern|moss|willow|juniper|garden|greenhouse|botanic|terrarium|meditation|meditation session|yoga|yoga class|mindfulness',
  gift: 'gift|hamper|basket|present|swag bag|party box|welcome kit|welcome box|parcel|ribbon|crate|card and gift|thank-you box',
  pencil: 'pen|pencil|highlighter|marker|ink|toner|cartridge|stationer|label',
  book: 'notebook|notepad|planner|paper|ream|book|index|tray|organiser|drawer unit|pen pot|supplies|supply co.|depot|office',
  drop: 'wellness|spa|oil|spray|diffuser|bath salt|cream|mask set|candle|self-care kit|manicure|pedicure|brow shape|massage',
  dumbbell: 'fitness|kettlebell|resistance band|foam roller|class|pass|session|training|assessment|block of 5|gym|yoga mat|protein',
  shirt: 'shirt|t-shirt|blouse|suit clean|dress clean|coat clean|jacket|legging|sock|laundry|cleaning|wash and fold|wash and iron|laundry bag|duvet clean|curtain clean|blanket clean',
  car: 'car|exterior wash|wash and vacuum|wheel clean|valet|interior detail|seat shampoo|service|check|oil change|coating|wax|sealant|air freshener set|floor mat|seat cover|garage|motor|car spa',
  paw: 'pet|dog|dog walk|walk pass|park adventure|cat|puppy|groom|bath and brush|nail trim|pet sitting|home visit|check-in|chew toy|treat jar|toy bundle|dental chew|pet bed|lead|collar|food bowl|paw',
  laptop: 'tech|laptop|laptop stand|keyboard|mouse|hub|webcam|usb-c cable|cable|charger|charging dock|power bank|adapter|pouch|sleeve|light|gadget',
  headphones: 'headphone|earbud|speaker|audio|microphone|sound',
  spool: 'tailor|tailoring|alteration|repair|hem|stitch|thread',
  camera: 'photo|photography|camera|headshot|studio shot',
};

const escapeForPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** One pattern per pictogram, each word whole (a trailing "s"/"es" allowed). */
const PATTERNS = (Object.entries(WORDS) as [PictogramName, string][]).map(([name, words]) => ({
  name,
  pattern: new RegExp(`(?<![\\p{L}-])(?:${words.split('|').map(escapeForPattern).join('|')})(?:e?s)?(?![\\p{L}-])`, 'giu'),
}));

/**
 * The pictogram a name calls for. In English the noun comes last ("Afternoon Tea Hamper" is a hamper),
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

/** The pictogram's shapes, to place inside a `<g>` that sets its fill, position and scale. */
export const pictogramShapes = (name: PictogramName): string => PICTOGRAMS[name];
