import type { ProductOption } from '../../src/domain/catalogue';

/** A kind of catalogue a vendor may have: its products are `<adjective> <noun>`. */
export interface CatalogPlan {
  name: string;
  adjectives: string[];
  /** Each noun with its usual price in cents; vendors charge around it. */
  products: [noun: string, cents: number][];
}

/** What the catalogue generator draws on, per category. */
export interface CategoryPlan {
  name: string;
  description: string;
  /** How many vendors sell in it; 0 makes a category with "no vendors yet". */
  vendors: number;
  /** Vendor names are `<first> <second>`. */
  vendorFirst: string[];
  vendorSecond: string[];
  taglines: string[];
  /** What a shopper wants to know about a product of this category: `{vendor}` is filled in. */
  productNotes: string[];
  /** Each vendor has two or three of these. */
  catalogs: CatalogPlan[];
  /** Offered on about half of the products. */
  options: ProductOption[];
}

const SIZES: ProductOption = { name: 'Size', values: ['Small', 'Medium', 'Large'] };

/** A category no vendor serves yet. */
const awaitingVendors = (name: string, description: string): CategoryPlan => ({
  name,
  description,
  vendors: 0,
  vendorFirst: [],
  vendorSecond: [],
  taglines: [],
  productNotes: [],
  catalogs: [],
  options: [],
});

export const CATEGORY_PLANS: CategoryPlan[] = [
  {
    name: 'Meals & Catering',
    description: 'Lunch at your desk, breakfast for the team and platters for the big meeting.',
    vendors: 6,
    vendorFirst: ['Green', 'Harbor', 'Little', 'Copper', 'Golden', 'Urban', 'Olive'],
    vendorSecond: ['Kitchen', 'Table', 'Bistro', 'Canteen', 'Pantry', 'Eatery'],
    taglines: ['Fresh food, made this morning', 'Lunch that travels well', 'Catering for teams of any size', 'Seasonal menus, local produce'],
    productNotes: ['Cooked this morning in the {vendor} kitchen from seasonal produce.', 'Packed to travel well and labelled with every allergen.', 'Reheats in two minutes, or enjoy it as it comes.'],
    catalogs: [
      { name: 'Breakfast', adjectives: ['Classic', 'Spinach', 'Smoked Salmon', 'Mushroom', 'Bacon', 'Veggie'], products: [['Frittata', 1200], ['Breakfast Burrito', 895], ['Quiche Slice', 650], ['Egg Muffin', 550]] },
      { name: 'Lunch Boxes', adjectives: ['Chicken', 'Falafel', 'Halloumi', 'Turkey', 'Tuna', 'Roast Beef'], products: [['Wrap', 995], ['Club Sandwich', 1050], ['Lunch Box', 1395], ['Ciabatta', 950]] },
      { name: 'Party Platters', adjectives: ['Mediterranean', 'Sushi', 'Cheese', 'Sandwich', 'Mezze', 'Finger Food'], products: [['Platter for 10', 8900], ['Platter for 20', 15900], ['Sharing Board', 4500]] },
      { name: 'Salads & Bowls', adjectives: ['Green Goddess', 'Caesar', 'Teriyaki', 'Harvest', 'Poke', 'Greek'], products: [['Salad', 1150], ['Grain Bowl', 1250], ['Rice Bowl', 1195], ['Noodle Salad', 1095]] },
      { name: 'Hot Dinners', adjectives: ['Beef', 'Vegetable', 'Chicken', 'Spicy', 'Lentil', 'Coconut'], products: [['Lasagna', 1450], ['Curry', 1350], ['Stew', 1250], ['Noodle Box', 1095]] },
    ],
    options: [{ name: 'Portion', values: ['Regular', 'Large'] }],
  },
  {
    name: 'Coffee & Tea',
    description: 'Espresso, pour-over and loose-leaf tea, by the cup or for the office kitchen.',
    vendors: 6,
    vendorFirst: ['Ember', 'Morning', 'North', 'Velvet', 'Kettle', 'Crema', 'Cloud'],
    vendorSecond: ['Coffee Co.', 'Roasters', 'Tea House', 'Brew Bar', 'Cafe', 'Beanery'],
    taglines: ['Roasted in small batches', 'Your second cup is on its way', 'Specialty coffee for the workplace', 'Teas from single estates'],
    productNotes: ['Roasted in small batches and brewed to order by the {vendor} baristas.', 'Any milk you like, and an extra shot on request.', 'Served in a compostable cup with a lid that does not leak.'],
    catalogs: [
      { name: 'Espresso Bar', adjectives: ['House', 'Vanilla', 'Caramel', 'Hazelnut', 'Oat', 'Double'], products: [['Latte', 450], ['Cappuccino', 425], ['Flat White', 425], ['Mocha', 495], ['Americano', 325]] },
      { name: 'Whole Beans', adjectives: ['Ethiopian', 'Colombian', 'Brazilian', 'Guatemalan', 'Kenyan', 'House Blend', 'Decaf'], products: [['Beans 250 g', 1600], ['Beans 1 kg', 4900], ['Ground Coffee 250 g', 1500]] },
      { name: 'Teas', adjectives: ['Earl Grey', 'Jasmine', 'Chamomile', 'Peppermint', 'Sencha', 'Rooibos', 'English Breakfast'], products: [['Tea', 350], ['Loose Leaf 100 g', 1200], ['Tea Bags (20)', 800]] },
      { name: 'Cold Drinks', adjectives: ['Iced', 'Vanilla', 'Caramel', 'Honey', 'Coconut', 'Peach'], products: [['Cold Brew', 475], ['Iced Latte', 495], ['Iced Tea', 395], ['Frappé', 550]] },
      { name: 'Office Subscriptions', adjectives: ['Weekly', 'Fortnightly', 'Monthly', 'Team', 'Starter', 'Premium'], products: [['Coffee Box', 3900], ['Tea Box', 2900], ['Barista Visit', 15900]] },
    ],
    options: [SIZES, { name: 'Milk', values: ['Whole', 'Oat', 'Almond', 'None'] }],
  },
  {
    name: 'Bakery & Desserts',
    description: 'Pastries for the morning stand-up and cakes for every birthday on the floor.',
    vendors: 6,
    vendorFirst: ['Flour', 'Sugar', 'Butter', 'Crumb', 'Honey', 'Rise'],
    vendorSecond: ['Bakehouse', 'Patisserie', 'Bakery', 'Oven', 'Sweets', 'Loaf'],
    taglines: ['Baked before sunrise', 'Butter, flour and patience', 'Cakes for every celebration', 'French pastry, made daily'],
    productNotes: ['Baked before sunrise with real butter and no shortcuts.', 'Best on the day, and it keeps well until tomorrow in its box.', 'Ask {vendor} in the order’s chat if you need a message piped on.'],
    catalogs: [
      { name: 'Morning Pastries', adjectives: ['Butter', 'Almond', 'Chocolate', 'Cinnamon', 'Raspberry', 'Apricot'], products: [['Croissant', 375], ['Danish', 395], ['Roll', 350], ['Muffin', 350]] },
      { name: 'Breads', adjectives: ['Sourdough', 'Seeded', 'Rye', 'Wholemeal', 'Olive', 'Walnut'], products: [['Loaf', 850], ['Baguette', 450], ['Bagels (4)', 650], ['Focaccia', 750]] },
      { name: 'Cakes', adjectives: ['Chocolate', 'Lemon Drizzle', 'Carrot', 'Red Velvet', 'Victoria Sponge', 'Coffee Walnut'], products: [['Cake', 3600], ['Cake Slice', 495], ['Cupcakes (6)', 1800]] },
      { name: 'Cookies & Bars', adjectives: ['Chocolate Chip', 'Oat', 'Salted Caramel', 'Peanut Butter', 'Double Chocolate', 'Ginger'], products: [['Cookie', 295], ['Brownie', 395], ['Blondie', 395], ['Cookie Tin', 1800]] },
      { name: 'Celebration Boxes', adjectives: ['Birthday', 'Thank-You', 'Welcome', 'Farewell', 'Holiday', 'Team'], products: [['Macaron Box', 2200], ['Pastry Box', 2800], ['Cake Box', 4500]] },
    ],
    options: [{ name: 'Box', values: ['Single', 'Half dozen', 'Dozen'] }],
  },
  {
    name: 'Flowers & Plants',
    description: 'Bouquets for a thank-you and plants that brighten a desk for years.',
    vendors: 6,
    vendorFirst: ['Petal', 'Fern', 'Bloom', 'Willow', 'Moss', 'Juniper'],
    vendorSecond: ['& Stem', 'Florist', 'Garden', 'Flower Studio', 'Greenhouse', 'Botanics'],
    taglines: ['Hand-tied, delivered today', 'Plants that are hard to kill', 'Seasonal flowers, sustainably grown', 'Green up your office'],
    productNotes: ['Hand-tied by the {vendor} florists and delivered in water.', 'Comes with a care card: fresh water every two days keeps it at its best.', 'Stems are chosen by the season, so each one differs a little.'],
    catalogs: [
      { name: 'Bouquets', adjectives: ['Seasonal', 'Pastel', 'Bright', 'Classic', 'Wildflower', 'Sunset'], products: [['Bouquet', 4500], ['Posy', 2800], ['Rose Bunch', 3900], ['Tulip Bunch', 3200]] },
      { name: 'Desk Plants', adjectives: ['Mini', 'Easy-Care', 'Trailing', 'Variegated', 'Desert', 'Glossy'], products: [['Succulent', 1400], ['Cactus', 1800], ['Pothos', 2200], ['Snake Plant', 2600]] },
      { name: 'Large Plants', adjectives: ['Tall', 'Lush', 'Architectural', 'Tropical', 'Classic', 'Statement'], products: [['Monstera', 6500], ['Fiddle Leaf Fig', 7900], ['Olive Tree', 8900], ['Palm', 6900]] },
      { name: 'Seasonal', adjectives: ['Spring', 'Summer', 'Autumn', 'Winter', 'Festive', 'Harvest'], products: [['Wreath', 5800], ['Arrangement', 4800], ['Bulb Planter', 3400]] },
      { name: 'Gift Sets', adjectives: ['Thank-You', 'Get-Well', 'Congratulations', 'Birthday', 'New Desk', 'Anniversary'], products: [['Flower Box', 4900], ['Plant and Pot Set', 4200], ['Terrarium', 4800]] },
    ],
    options: [SIZES, { name: 'Vase', values: ['No vase', 'Glass vase', 'Ceramic pot'] }],
  },
  {
    name: 'Gifts & Hampers',
    description: 'Thank-you boxes, welcome kits and hampers for colleagues and clients.',
    vendors: 6,
    vendorFirst: ['Ribbon', 'Parcel', 'Maple', 'Lantern', 'Cedar', 'Cosy'],
    vendorSecond: ['Gift Co.', 'Hampers', 'Gift Studio', 'Box Shop', 'Presents', 'Crate'],
    taglines: ['Thoughtful gifts, wrapped for you', 'Make someone’s day', 'Hampers for teams and clients', 'Artisan gifts, delivered'],
    productNotes: ['Packed by hand in a keepsake box, ready to hand over.', 'Ask in the order’s chat for a card, and {vendor} writes it for you.', 'Filled with small-batch treats from independent makers.'],
    catalogs: [
      { name: 'Hampers', adjectives: ['Luxury', 'Classic', 'Gourmet', 'Picnic', 'Cheese Lover’s', 'Afternoon Tea'], products: [['Hamper', 8500], ['Gift Basket', 6500], ['Mini Hamper', 3900]] },
      { name: 'Welcome Kits', adjectives: ['New Starter', 'Remote Worker', 'Team', 'Eco', 'Desk', 'Deluxe'], products: [['Welcome Kit', 4500], ['Welcome Box', 3500], ['Swag Bag', 2900]] },
      { name: 'Thank-You Gifts', adjectives: ['Chocolate', 'Candle', 'Tea', 'Cookie', 'Sweet', 'Cosy'], products: [['Thank-You Box', 3500], ['Gift Set', 2900], ['Treat Tin', 2200]] },
      { name: 'Celebrations', adjectives: ['Birthday', 'Anniversary', 'Promotion', 'Farewell', 'New Baby', 'Wedding'], products: [['Gift Box', 4900], ['Party Box', 5900], ['Card and Gift', 2400]] },
      { name: 'Corporate Gifts', adjectives: ['Branded', 'Engraved', 'Leather', 'Premium', 'Executive', 'Eco'], products: [['Notebook Set', 3900], ['Pen Set', 4500], ['Desk Gift', 5500], ['Travel Mug', 2800]] },
    ],
    options: [{ name: 'Gift wrap', values: ['None', 'Kraft paper', 'Ribbon and card'] }],
  },
  {
    name: 'Office Supplies',
    description: 'Everything for the desk, from pens and paper to monitor stands and lamps.',
    vendors: 6,
    vendorFirst: ['Paper', 'Ink', 'Desk', 'Office', 'Pencil', 'Index'],
    vendorSecond: ['Supply Co.', 'Works', 'Depot', 'Stationers', 'Essentials', 'Goods'],
    taglines: ['Next-day delivery to your desk', 'Stationery that makes work nicer', 'Bulk supplies for every team', 'Ergonomics made simple'],
    productNotes: ['Built for daily use at work and made to last.', 'Delivered to your desk, not the post room.', 'Need a dozen for the team? {vendor} sends bulk orders the next day.'],
    catalogs: [
      { name: 'Paper & Notebooks', adjectives: ['A4', 'A5', 'Recycled', 'Dotted', 'Lined', 'Hardback'], products: [['Notebook', 1200], ['Notepad Pack', 850], ['Printer Paper Ream', 750], ['Planner', 1800]] },
      { name: 'Writing', adjectives: ['Gel', 'Fine-Liner', 'Ballpoint', 'Fountain', 'Colour', 'Refillable'], products: [['Pens (10)', 850], ['Pen', 1400], ['Highlighters (6)', 650], ['Marker Set', 950]] },
      { name: 'Desk Organisation', adjectives: ['Bamboo', 'Mesh', 'Stackable', 'Magnetic', 'Compact', 'Oak'], products: [['Desk Organiser', 2400], ['Letter Tray', 1600], ['Pen Pot', 950], ['Drawer Unit', 4500]] },
      { name: 'Ergonomics', adjectives: ['Adjustable', 'Ergonomic', 'Memory Foam', 'Height-Adjustable', 'Lumbar', 'Anti-Fatigue'], products: [['Monitor Stand', 4500], ['Footrest', 3600], ['Wrist Rest', 1800], ['Seat Cushion', 3200]] },
      { name: 'Printing', adjectives: ['Black', 'Colour', 'High-Yield', 'Eco', 'Glossy', 'Matte'], products: [['Toner', 6900], ['Ink Cartridge', 2900], ['Photo Paper', 1500], ['Labels (100)', 1200]] },
    ],
    options: [{ name: 'Colour', values: ['Black', 'Blue', 'Green', 'Red'] }],
  },
  {
    name: 'Wellness & Spa',
    description: 'Chair massages on site, self-care kits and a quiet half hour for yourself.',
    vendors: 6,
    vendorFirst: ['Calm', 'Lotus', 'Serene', 'Tide', 'Breathe', 'Haven'],
    vendorSecond: ['Spa', 'Wellness', 'Studio', 'Retreat', 'Rituals', 'Care'],
    taglines: ['Ten minutes of calm, delivered', 'On-site massage for busy teams', 'Natural care for body and mind', 'Take a breath'],
    productNotes: ['Booked in a quiet room at your workplace, with everything brought along.', 'Given by qualified therapists from {vendor}.', 'Tell us in the order’s chat about anything we should take care with.'],
    catalogs: [
      { name: 'Massage', adjectives: ['Chair', 'Neck and Shoulder', 'Deep-Tissue', 'Hot Stone', 'Relaxing', 'Express'], products: [['Massage', 3500], ['Massage for Two', 6500], ['Team Massage Morning', 29900]] },
      { name: 'Self-Care Kits', adjectives: ['Lavender', 'Eucalyptus', 'Rose', 'Citrus', 'Unscented', 'Calming'], products: [['Bath Salts', 1600], ['Face Mask Set', 2200], ['Hand Cream', 1400], ['Self-Care Kit', 3900]] },
      { name: 'Aromatherapy', adjectives: ['Lavender', 'Eucalyptus', 'Bergamot', 'Sandalwood', 'Peppermint', 'Orange Blossom'], products: [['Essential Oil', 1800], ['Diffuser', 3900], ['Candle', 2400], ['Room Spray', 1500]] },
      { name: 'Nails & Beauty', adjectives: ['Classic', 'Gel', 'Express', 'Deluxe', 'Signature', 'French'], products: [['Manicure', 3200], ['Pedicure', 4200], ['Brow Shape', 1800]] },
      { name: 'Mindfulness', adjectives: ['Guided', 'Lunchtime', 'Morning', 'Team', 'Breathing', 'Restorative'], products: [['Meditation Session', 2500], ['Yoga Class', 2200], ['Workshop', 9900]] },
    ],
    options: [{ name: 'Duration', values: ['15 minutes', '30 minutes', '45 minutes'] }],
  },
  {
    name: 'Fitness',
    description: 'Classes near work, trainers who come to you and kit for the lunchtime run.',
    vendors: 6,
    vendorFirst: ['Peak', 'Stride', 'Core', 'Pulse', 'Summit', 'Motion'],
    vendorSecond: ['Fitness', 'Athletics', 'Gym', 'Training', 'Studio', 'Sports'],
    taglines: ['Fit a workout into lunch', 'Trainers who come to you', 'Kit that keeps up', 'Classes for every level'],
    productNotes: ['Led by qualified coaches who adapt every move to your level.', 'Fits in a lunch break, showers included where your building has them.', 'Cancel up to 24 hours ahead at no charge.'],
    catalogs: [
      { name: 'Classes', adjectives: ['Spin', 'HIIT', 'Pilates', 'Yoga', 'Boxing', 'Circuit'], products: [['Class', 2200], ['5-Class Pass', 9900], ['10-Class Pass', 17900]] },
      { name: 'Personal Training', adjectives: ['Strength', 'Beginner', 'Running', 'Mobility', 'Weight Loss', 'Posture'], products: [['Session', 6500], ['Block of 5', 29900], ['Assessment', 4500]] },
      { name: 'Equipment', adjectives: ['Adjustable', 'Compact', 'Pro', 'Grip', 'Light', 'Heavy'], products: [['Kettlebell', 4500], ['Resistance Bands', 2400], ['Foam Roller', 3200], ['Yoga Mat', 4200]] },
      { name: 'Apparel', adjectives: ['Performance', 'Breathable', 'Seamless', 'Thermal', 'Lightweight', 'Reflective'], products: [['T-Shirt', 3500], ['Leggings', 5500], ['Running Socks', 1400], ['Jacket', 8900]] },
      { name: 'Nutrition', adjectives: ['Chocolate', 'Vanilla', 'Peanut', 'Berry', 'Plant-Based', 'Salted Caramel'], products: [['Protein Bars (12)', 2900], ['Protein Shake', 450], ['Energy Balls (6)', 1200]] },
    ],
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
  },
  {
    name: 'Laundry & Dry Cleaning',
    description: 'Drop it off at reception in the morning, pick it up pressed in the evening.',
    vendors: 6,
    vendorFirst: ['Crisp', 'Fresh', 'Press', 'Clean', 'Linen', 'Bright'],
    vendorSecond: ['Cleaners', 'Laundry', 'Dry Cleaning', 'Valet', 'Wash Co.', 'Garment Care'],
    taglines: ['Pressed and back by five', 'Eco cleaning for your best clothes', 'Collected from your desk', 'Care for every fabric'],
    productNotes: ['Collected from your desk and returned pressed, on a hanger or folded.', 'Cleaned with gentle, low-impact detergents.', 'Loose buttons are sewn back on at no charge.'],
    catalogs: [
      { name: 'Shirts', adjectives: ['Washed and Pressed', 'Folded', 'On Hanger', 'Express', 'Eco', 'Bundle of 5'], products: [['Shirt', 450], ['Blouse', 550], ['Shirts', 1900]] },
      { name: 'Suits & Dresses', adjectives: ['Two-Piece', 'Three-Piece', 'Evening', 'Silk', 'Wool', 'Linen'], products: [['Suit Clean', 1900], ['Dress Clean', 1600], ['Coat Clean', 2400]] },
      { name: 'Wash & Fold', adjectives: ['5 kg', '8 kg', 'Hypoallergenic', 'Eco', 'Delicates', 'Sports Kit'], products: [['Wash and Fold', 2500], ['Wash and Iron', 3500], ['Laundry Bag', 2200]] },
      { name: 'Household', adjectives: ['Single', 'Double', 'King-Size', 'Feather', 'Wool', 'Cotton'], products: [['Duvet Clean', 3500], ['Curtain Clean', 4200], ['Blanket Clean', 2800]] },
      { name: 'Repairs', adjectives: ['Trouser', 'Skirt', 'Sleeve', 'Zip', 'Button', 'Jacket'], products: [['Alteration', 1500], ['Repair', 1200], ['Hem', 1500]] },
    ],
    options: [{ name: 'Turnaround', values: ['Standard', 'Next day', 'Same day'] }],
  },
  {
    name: 'Car Care',
    description: 'Your car washed, valeted or serviced in the car park while you work.',
    vendors: 6,
    vendorFirst: ['Shine', 'Gleam', 'Auto', 'Motor', 'Polish', 'Drive'],
    vendorSecond: ['Valet', 'Car Care', 'Detailing', 'Garage', 'Wash', 'Car Spa'],
    taglines: ['We come to your car park', 'Showroom shine, waterless wash', 'Servicing without the trip', 'Detailing done right'],
    productNotes: ['Done in your workplace car park while you work.', 'Uses low-water, biodegradable products.', 'Leave the keys at reception; {vendor} texts you when it is done.'],
    catalogs: [
      { name: 'Washes', adjectives: ['Express', 'Waterless', 'Eco', 'Hand', 'Snow Foam', 'Weekly'], products: [['Exterior Wash', 2500], ['Wash and Vacuum', 3900], ['Wheel Clean', 1800]] },
      { name: 'Valeting', adjectives: ['Mini', 'Full', 'Showroom', 'Family', 'Pet Hair', 'Signature'], products: [['Valet', 9500], ['Interior Detail', 6500], ['Seat Shampoo', 6000]] },
      { name: 'Servicing', adjectives: ['Interim', 'Full', 'Winter', 'Electric Vehicle', 'Air-Con', 'Brake'], products: [['Service', 14900], ['Check', 3500], ['Oil Change', 7900]] },
      { name: 'Protection', adjectives: ['Ceramic', 'Carnauba', 'Glass', 'Fabric', 'Leather', 'Paint'], products: [['Coating', 29900], ['Wax', 8500], ['Sealant', 5500]] },
      { name: 'Accessories', adjectives: ['Vanilla', 'New Car', 'Ocean', 'Universal', 'Rubber', 'Heated'], products: [['Air Freshener Set', 1200], ['Floor Mats', 4500], ['Seat Covers', 6900]] },
    ],
    options: [{ name: 'Vehicle', values: ['Car', 'SUV', 'Van'] }],
  },
  {
    name: 'Pet Care',
    description: 'Walks, grooming and sitting for the friends waiting at home.',
    vendors: 6,
    vendorFirst: ['Happy', 'Paws', 'Wag', 'Whisker', 'Furry', 'Good Boy'],
    vendorSecond: ['Pet Care', 'Grooming', 'Walkers', 'Pet Shop', 'Companions', 'Pets'],
    taglines: ['Happy pets while you work', 'Gentle grooming, every breed', 'Walks in any weather', 'Treats they will love'],
    productNotes: ['By insured carers from {vendor} who send a photo after every visit.', 'Gentle with nervous pets and patient with puppies.', 'Tell us about feeding and habits in the order’s chat.'],
    catalogs: [
      { name: 'Walking', adjectives: ['30-Minute', '1-Hour', 'Group', 'Solo', 'Puppy', 'Weekly'], products: [['Dog Walk', 2200], ['Walk Pass (5)', 9900], ['Park Adventure', 3500]] },
      { name: 'Grooming', adjectives: ['Full', 'Express', 'Puppy', 'Small-Breed', 'Large-Breed', 'De-Shedding'], products: [['Groom', 6500], ['Bath and Brush', 4500], ['Nail Trim', 1800]] },
      { name: 'Sitting', adjectives: ['Day', 'Overnight', 'Weekend', 'Cat', 'Small Pet', 'Holiday'], products: [['Pet Sitting', 2800], ['Home Visit', 1800], ['Check-In', 1200]] },
      { name: 'Toys & Treats', adjectives: ['Squeaky', 'Durable', 'Organic', 'Catnip', 'Chicken', 'Peanut Butter'], products: [['Chew Toy', 1200], ['Treat Jar', 1400], ['Toy Bundle', 2400], ['Dental Chews', 1100]] },
      { name: 'Accessories', adjectives: ['Cosy', 'Reflective', 'Leather', 'Padded', 'Travel', 'Non-Slip'], products: [['Pet Bed', 5500], ['Lead', 2400], ['Collar', 1800], ['Food Bowl', 1600]] },
    ],
    // The pet sizes of spec §3.
    options: [{ name: 'Pet size', values: ['Small', 'Medium', 'Large', 'Giant'] }],
  },
  {
    name: 'Tech Accessories',
    description: 'Cables, chargers and the small gadgets that make hybrid work smoother.',
    vendors: 6,
    vendorFirst: ['Volt', 'Pixel', 'Byte', 'Circuit', 'Signal', 'Orbit'],
    vendorSecond: ['Tech', 'Gadgets', 'Electronics', 'Devices', 'Labs', 'Gear'],
    taglines: ['Charged and connected', 'Gadgets for hybrid work', 'Tested, warrantied, delivered', 'The right cable, today'],
    productNotes: ['Tested by {vendor} before it ships and covered by a two-year warranty.', 'Works with Mac, Windows and most phones.', 'Delivered to your desk, with the packaging taken back.'],
    catalogs: [
      { name: 'Cables & Chargers', adjectives: ['Braided', 'Fast-Charge', '2-Metre', 'Compact', 'Dual-Port', 'Magnetic'], products: [['USB-C Cable', 1500], ['Wall Charger', 2900], ['Power Bank', 4900], ['Charging Dock', 5900]] },
      { name: 'Audio', adjectives: ['Noise-Cancelling', 'Wireless', 'Over-Ear', 'Sport', 'Studio', 'Compact'], products: [['Headphones', 14900], ['Earbuds', 9900], ['Speaker', 7900]] },
      { name: 'Desk Setup', adjectives: ['Mechanical', 'Ergonomic', 'Wireless', 'Slim', 'Quiet', 'Backlit'], products: [['Keyboard', 9900], ['Mouse', 4500], ['Laptop Stand', 3900], ['USB Hub', 3500]] },
      { name: 'Travel', adjectives: ['Padded', 'Slim', 'Water-Resistant', 'Universal', 'Foldable', 'Compact'], products: [['Laptop Sleeve', 3500], ['Tech Pouch', 2400], ['Travel Adapter', 2900]] },
      { name: 'Video Calls', adjectives: ['HD', '4K', 'Ring', 'Clip-On', 'USB', 'Wide-Angle'], products: [['Webcam', 8900], ['Light', 4900], ['Microphone', 6900]] },
    ],
    options: [{ name: 'Colour', values: ['Graphite', 'Silver', 'White'] }],
  },
  awaitingVendors('Tailoring & Alterations', 'Hems, fittings and made-to-measure, when a tailor joins your workplace.'),
  awaitingVendors('Event Photography', 'Headshots, team photos and event coverage, when a photographer joins.'),
];

/** A product description: two of its category's notes, then one of these. `{vendor}` is filled in. */
export const PRODUCT_CLOSERS = [
  'Order before 10 am for delivery the same day.',
  'Colleagues rate it highly: an easy choice for the whole office.',
  'Ask {vendor} in the order’s chat if you need something changed.',
];

export const VENDOR_SENTENCES = [
  '{vendor} has served workplaces in the city for {years} years.',
  'Every order is packed and delivered by {vendor} itself.',
  'Orders placed before 10 am arrive the same day.',
  'Known for friendly service and careful packaging.',
  'Questions about an order? {vendor} answers in the order chat.',
];
