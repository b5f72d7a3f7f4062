import type { ProductOption } from '../../src/domain/catalogue';

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
  catalogs: string[];
  /** Product names are `<adjective> <noun>`. */
  adjectives: string[];
  nouns: string[];
  /** Price range in cents. */
  price: [number, number];
  /** Offered on about half of the products. */
  options: ProductOption[];
}

const SIZES: ProductOption = { name: 'Size', values: ['Small', 'Medium', 'Large'] };

export const CATEGORY_PLANS: CategoryPlan[] = [
  {
    name: 'Meals & Catering',
    description: 'Lunch at your desk, breakfast for the team and platters for the big meeting.',
    vendors: 6,
    vendorFirst: ['Green', 'Harbor', 'Little', 'Copper', 'Golden', 'Urban', 'Olive'],
    vendorSecond: ['Kitchen', 'Table', 'Bistro', 'Canteen', 'Pantry', 'Eatery'],
    taglines: ['Fresh food, made this morning', 'Lunch that travels well', 'Catering for teams of any size', 'Seasonal menus, local produce'],
    catalogs: ['Breakfast', 'Lunch Boxes', 'Party Platters', 'Salads & Bowls', 'Hot Dinners'],
    adjectives: ['Classic', 'Spicy', 'Vegan', 'Mediterranean', 'Smoky', 'Garden', 'Harvest', 'Lemon Herb', 'Teriyaki', 'Roasted', 'Green Goddess', 'Sesame'],
    nouns: ['Grain Bowl', 'Chicken Wrap', 'Lasagna Tray', 'Falafel Plate', 'Sushi Platter', 'Pasta Salad', 'Club Sandwich', 'Burrito Bowl', 'Noodle Box', 'Poke Bowl', 'Quiche', 'Soup', 'Flatbread', 'Frittata'],
    price: [650, 8900],
    options: [{ name: 'Portion', values: ['Single', 'For 4', 'For 10'] }],
  },
  {
    name: 'Coffee & Tea',
    description: 'Espresso, pour-over and loose-leaf tea, by the cup or for the office kitchen.',
    vendors: 6,
    vendorFirst: ['Ember', 'Morning', 'North', 'Velvet', 'Kettle', 'Roast', 'Cloud'],
    vendorSecond: ['Coffee Co.', 'Roasters', 'Tea House', 'Brew Bar', 'Cafe', 'Beanery'],
    taglines: ['Roasted in small batches', 'Your second cup is on its way', 'Specialty coffee for the workplace', 'Teas from single estates'],
    catalogs: ['Espresso Bar', 'Whole Beans', 'Teas', 'Cold Drinks', 'Office Subscriptions'],
    adjectives: ['House', 'Single-Origin', 'Organic', 'Dark Roast', 'Vanilla', 'Honey', 'Iced', 'Ethiopian', 'Colombian', 'Caramel', 'Spiced', 'Decaf'],
    nouns: ['Espresso', 'Cold Brew', 'Drip Coffee', 'Matcha Latte', 'Chai', 'Earl Grey', 'Oolong', 'Flat White', 'Mocha', 'Green Tea', 'Herbal Infusion', 'Cappuccino', 'Bean Bag 250 g'],
    price: [295, 2400],
    options: [SIZES, { name: 'Milk', values: ['Whole', 'Oat', 'Almond', 'None'] }],
  },
  {
    name: 'Bakery & Desserts',
    description: 'Pastries for the morning stand-up and cakes for every birthday on the floor.',
    vendors: 6,
    vendorFirst: ['Flour', 'Sugar', 'Butter', 'Crumb', 'Honey', 'Rise'],
    vendorSecond: ['Bakehouse', 'Patisserie', 'Bakery', 'Oven', 'Sweets', 'Loaf'],
    taglines: ['Baked before sunrise', 'Butter, flour and patience', 'Cakes for every celebration', 'French pastry, made daily'],
    catalogs: ['Morning Pastries', 'Breads', 'Cakes', 'Cookies & Bars', 'Celebration Boxes'],
    adjectives: ['Almond', 'Chocolate', 'Lemon', 'Blueberry', 'Salted Caramel', 'Raspberry', 'Pistachio', 'Butter', 'Seeded', 'Maple', 'Cinnamon', 'Vanilla Bean'],
    nouns: ['Croissant', 'Sourdough Loaf', 'Bagel', 'Roll', 'Brownie', 'Cheesecake', 'Macaron Box', 'Muffin', 'Baguette', 'Layer Cake', 'Cookie Tin', 'Tart', 'Danish'],
    price: [325, 5400],
    options: [{ name: 'Box', values: ['Single', 'Half dozen', 'Dozen'] }],
  },
  {
    name: 'Flowers & Plants',
    description: 'Bouquets for a thank-you and plants that brighten a desk for years.',
    vendors: 6,
    vendorFirst: ['Petal', 'Fern', 'Bloom', 'Willow', 'Moss', 'Juniper'],
    vendorSecond: ['& Stem', 'Florist', 'Garden', 'Flower Studio', 'Greenhouse', 'Botanics'],
    taglines: ['Hand-tied, delivered today', 'Plants that are hard to kill', 'Seasonal flowers, sustainably grown', 'Green up your office'],
    catalogs: ['Bouquets', 'Desk Plants', 'Large Plants', 'Seasonal', 'Gift Sets'],
    adjectives: ['Seasonal', 'Pastel', 'Bright', 'Classic', 'Mini', 'Deluxe', 'Wildflower', 'Spring', 'Evergreen', 'Sunset', 'Meadow', 'Ivory'],
    nouns: ['Bouquet', 'Rose Bunch', 'Orchid', 'Succulent Trio', 'Peace Lily', 'Monstera', 'Tulip Bunch', 'Desk Cactus', 'Herb Garden', 'Sunflower Bunch', 'Fern', 'Wreath', 'Terrarium'],
    price: [1500, 12000],
    options: [SIZES, { name: 'Vase', values: ['No vase', 'Glass vase', 'Ceramic pot'] }],
  },
  {
    name: 'Gifts & Hampers',
    description: 'Thank-you boxes, welcome kits and hampers for colleagues and clients.',
    vendors: 6,
    vendorFirst: ['Ribbon', 'Parcel', 'Maple', 'Lantern', 'Cedar', 'Cosy'],
    vendorSecond: ['Gift Co.', 'Hampers', 'Gift Studio', 'Box Shop', 'Presents', 'Crate'],
    taglines: ['Thoughtful gifts, wrapped for you', 'Make someone’s day', 'Hampers for teams and clients', 'Artisan gifts, delivered'],
    catalogs: ['Hampers', 'Welcome Kits', 'Thank-You Gifts', 'Celebrations', 'Corporate Gifts'],
    adjectives: ['Luxury', 'Classic', 'Artisan', 'Holiday', 'Birthday', 'Gourmet', 'Eco', 'Personalised', 'Mini', 'Celebration', 'Cosy', 'Sweet'],
    nouns: ['Gift Basket', 'Hamper', 'Candle Set', 'Chocolate Box', 'Spa Set', 'Snack Crate', 'Tea Sampler', 'Photo Frame', 'Blanket', 'Welcome Kit', 'Thank-You Box', 'Cheese Board'],
    price: [1800, 15000],
    options: [{ name: 'Gift wrap', values: ['None', 'Kraft paper', 'Ribbon and card'] }],
  },
  {
    name: 'Office Supplies',
    description: 'Everything for the desk, from pens and paper to monitor stands and lamps.',
    vendors: 6,
    vendorFirst: ['Paper', 'Ink', 'Desk', 'Office', 'Pencil', 'Index'],
    vendorSecond: ['Supply Co.', 'Works', 'Depot', 'Stationers', 'Essentials', 'Goods'],
    taglines: ['Next-day delivery to your desk', 'Stationery that makes work nicer', 'Bulk supplies for every team', 'Ergonomics made simple'],
    catalogs: ['Paper & Notebooks', 'Writing', 'Desk Organisation', 'Ergonomics', 'Printing'],
    adjectives: ['Recycled', 'A5', 'Premium', 'Ergonomic', 'Colour-Coded', 'Compact', 'Bamboo', 'Weekly', 'Heavy-Duty', 'Slim', 'Dotted', 'Adjustable'],
    nouns: ['Notebook', 'Gel Pens', 'Desk Organiser', 'Sticky Notes', 'Stapler', 'Whiteboard Markers', 'Printer Paper', 'Monitor Stand', 'Planner', 'File Folders', 'Label Maker', 'Desk Lamp', 'Footrest'],
    price: [250, 9900],
    options: [{ name: 'Colour', values: ['Black', 'Blue', 'Green', 'Red'] }],
  },
  {
    name: 'Wellness & Spa',
    description: 'Chair massages on site, self-care kits and a quiet half hour for yourself.',
    vendors: 6,
    vendorFirst: ['Calm', 'Lotus', 'Serene', 'Tide', 'Breathe', 'Haven'],
    vendorSecond: ['Spa', 'Wellness', 'Studio', 'Retreat', 'Rituals', 'Care'],
    taglines: ['Ten minutes of calm, delivered', 'On-site massage for busy teams', 'Natural care for body and mind', 'Take a breath'],
    catalogs: ['Massage', 'Self-Care Kits', 'Aromatherapy', 'Nails & Beauty', 'Mindfulness'],
    adjectives: ['Relaxing', 'Lavender', 'Eucalyptus', 'Deep-Tissue', 'Express', 'Signature', 'Calming', 'Citrus', 'Rose', 'Restorative', 'Soothing', 'Bamboo'],
    nouns: ['Chair Massage', 'Aromatherapy Oil', 'Face Mask Set', 'Bath Salts', 'Manicure', 'Meditation Session', 'Foot Soak', 'Neck Pillow', 'Herbal Tea Set', 'Scalp Treatment', 'Hand Cream', 'Candle'],
    price: [900, 9500],
    options: [{ name: 'Duration', values: ['15 minutes', '30 minutes', '45 minutes'] }],
  },
  {
    name: 'Fitness',
    description: 'Classes near work, trainers who come to you and kit for the lunchtime run.',
    vendors: 6,
    vendorFirst: ['Peak', 'Stride', 'Core', 'Pulse', 'Summit', 'Motion'],
    vendorSecond: ['Fitness', 'Athletics', 'Gym', 'Training', 'Studio', 'Sports'],
    taglines: ['Fit a workout into lunch', 'Trainers who come to you', 'Kit that keeps up', 'Classes for every level'],
    catalogs: ['Classes', 'Personal Training', 'Equipment', 'Apparel', 'Nutrition'],
    adjectives: ['Beginner', 'Pro', 'Power', 'Lightweight', '10-Class', 'Morning', 'Insulated', 'Grip', 'Performance', 'Core', 'Endurance', 'Flex'],
    nouns: ['Class Pass', 'Resistance Bands', 'Kettlebell', 'Water Bottle', 'Training Session', 'Protein Bar Box', 'Foam Roller', 'Jump Rope', 'Gym Towel', 'Running Socks', 'Spin Class', 'Yoga Mat'],
    price: [800, 18000],
    options: [{ name: 'Size', values: ['S', 'M', 'L', 'XL'] }],
  },
  {
    name: 'Laundry & Dry Cleaning',
    description: 'Drop it off at reception in the morning, pick it up pressed in the evening.',
    vendors: 6,
    vendorFirst: ['Crisp', 'Fresh', 'Press', 'Clean', 'Linen', 'Bright'],
    vendorSecond: ['Cleaners', 'Laundry', 'Dry Cleaning', 'Valet', 'Wash Co.', 'Press'],
    taglines: ['Pressed and back by five', 'Eco cleaning for your best clothes', 'Collected from your desk', 'Care for every fabric'],
    catalogs: ['Shirts', 'Suits & Dresses', 'Wash & Fold', 'Household', 'Repairs'],
    adjectives: ['Express', 'Same-Day', 'Eco', 'Premium', 'Standard', 'Weekly', 'Delicate', 'Hypoallergenic', 'Steam', 'Deluxe', 'Gentle', 'Quick'],
    nouns: ['Shirt Press', 'Suit Clean', 'Wash & Fold', 'Duvet Clean', 'Dress Clean', 'Tie Clean', 'Coat Clean', 'Curtain Clean', 'Stain Treatment', 'Ironing Bundle', 'Sneaker Clean', 'Hem Alteration'],
    price: [350, 6500],
    options: [{ name: 'Turnaround', values: ['Standard', 'Next day', 'Same day'] }],
  },
  {
    name: 'Car Care',
    description: 'Your car washed, valeted or serviced in the car park while you work.',
    vendors: 6,
    vendorFirst: ['Shine', 'Gleam', 'Auto', 'Motor', 'Polish', 'Drive'],
    vendorSecond: ['Valet', 'Car Care', 'Detailing', 'Garage', 'Wash', 'Auto Spa'],
    taglines: ['We come to your car park', 'Showroom shine, waterless wash', 'Servicing without the trip', 'Detailing done right'],
    catalogs: ['Washes', 'Valeting', 'Servicing', 'Protection', 'Accessories'],
    adjectives: ['Basic', 'Premium', 'Express', 'Eco', 'Showroom', 'Deluxe', 'Quick', 'Complete', 'Signature', 'Weekly', 'Winter', 'Family'],
    nouns: ['Exterior Wash', 'Interior Detail', 'Wax & Polish', 'Oil Change', 'Tyre Check', 'Windscreen Treatment', 'Full Valet', 'Headlight Restore', 'Ceramic Coat', 'Seat Shampoo', 'Engine Bay Clean', 'Air Freshener Set'],
    price: [1200, 24000],
    options: [{ name: 'Vehicle', values: ['Car', 'SUV', 'Van'] }],
  },
  {
    name: 'Pet Care',
    description: 'Walks, grooming and sitting for the friends waiting at home.',
    vendors: 6,
    vendorFirst: ['Happy', 'Paws', 'Wag', 'Whisker', 'Furry', 'Good Boy'],
    vendorSecond: ['Pet Care', 'Grooming', 'Walkers', 'Pet Shop', 'Companions', 'Pets'],
    taglines: ['Happy pets while you work', 'Gentle grooming, every breed', 'Walks in any weather', 'Treats they will love'],
    catalogs: ['Walking', 'Grooming', 'Sitting', 'Toys & Treats', 'Accessories'],
    adjectives: ['30-Minute', 'Deluxe', 'Organic', 'Cosy', 'Gentle', 'Durable', 'Small-Breed', 'Large-Breed', 'Squeaky', 'Premium', 'Puppy', 'Senior'],
    nouns: ['Dog Walk', 'Grooming Session', 'Cat Sitting', 'Treat Jar', 'Chew Toy', 'Pet Bed', 'Nail Trim', 'Bath & Brush', 'Puppy Class', 'Catnip Toy', 'Leash', 'Food Bowl'],
    price: [600, 9000],
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
    catalogs: ['Cables & Chargers', 'Audio', 'Desk Setup', 'Travel', 'Video Calls'],
    adjectives: ['Braided', 'Slim', 'Ergonomic', 'Noise-Cancelling', 'Fast-Charge', 'Compact', 'Mechanical', 'Travel', 'HD', 'Magnetic', 'Wireless', 'Foldable'],
    nouns: ['USB-C Cable', 'Laptop Sleeve', 'Mouse', 'Phone Stand', 'Power Bank', 'Headphones', 'Webcam', 'Keyboard', 'HDMI Adapter', 'Charging Dock', 'Screen Cleaner', 'Cable Organiser', 'Earbuds'],
    price: [900, 24900],
    options: [{ name: 'Colour', values: ['Graphite', 'Silver', 'White'] }],
  },
  {
    name: 'Tailoring & Alterations',
    description: 'Hems, fittings and made-to-measure, when a tailor joins your workplace.',
    vendors: 0,
    vendorFirst: [],
    vendorSecond: [],
    taglines: [],
    catalogs: [],
    adjectives: [],
    nouns: [],
    price: [0, 0],
    options: [],
  },
  {
    name: 'Event Photography',
    description: 'Headshots, team photos and event coverage, when a photographer joins.',
    vendors: 0,
    vendorFirst: [],
    vendorSecond: [],
    taglines: [],
    catalogs: [],
    adjectives: [],
    nouns: [],
    price: [0, 0],
    options: [],
  },
];

/** A product description opens with one of these, then two of the sentences below. */
export const PRODUCT_OPENERS = [
  '{name} from {vendor}, one of the favourites in {catalog}.',
  '{name}: a popular pick from the {catalog} range of {vendor}.',
  '{name}, made to order by {vendor}.',
];

/** `{name}`, `{vendor}` and `{catalog}` are filled in. */
export const PRODUCT_SENTENCES = [
  'Delivered to your workplace by {vendor}.',
  'Prepared with care and checked before it leaves {vendor}.',
  'Order before 10 am for delivery the same day.',
  'Colleagues rate it highly: an easy choice for the whole office.',
  'Good value, and always in stock.',
  'Ask {vendor} in the order notes if you need something changed.',
];

export const VENDOR_SENTENCES = [
  '{vendor} has served workplaces in the city for {years} years.',
  'Every order is packed and delivered by {vendor} itself.',
  'Orders placed before 10 am arrive the same day.',
  'Known for friendly service and careful packaging.',
  'Questions about an order? {vendor} answers in the order chat.',
];
