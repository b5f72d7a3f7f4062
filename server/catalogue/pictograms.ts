import { drawingFinder, type DrawingName } from '../../src/domain/illustrations';

/** Words (singular; a plural "s" or "es" also matches) that call for each drawing. */
const WORDS: Partial<Record<DrawingName, string>> = {
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

/** The drawing a catalogue name calls for ("Iced Latte" is a cup); none when it names nothing known. */
export const pictogramOf = drawingFinder(WORDS);
