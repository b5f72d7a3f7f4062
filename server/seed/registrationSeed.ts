import { type Db, inTransaction, row, run, sql } from '../db';
import { forgetKeptAnswers } from '../keptWhileUnchanged';
import { DEMO_EMAIL, DEMO_MFA_EMAIL } from './demoAccounts';

const WORK_PLACE = { corporate: 1, hotel: 2, hospital: 3 } as const;

// Added to the three locations of ../seed.ts so each work-place type has two.
// Phone numbers use the 555-01xx range, reserved for fiction.
const MORE_LOCATIONS = [
  { id: 4, name: 'Meridian Analytics Campus', location_type: WORK_PLACE.corporate, phone: '5125550131', client_name: 'Meridian Analytics' },
  { id: 5, name: 'Pinecrest Lodge & Suites', location_type: WORK_PLACE.hotel, phone: '2065550176', client_name: 'Pinecrest Hospitality' },
  { id: 6, name: "Riverside Children's Hospital", location_type: WORK_PLACE.hospital, phone: '3035550158', client_name: 'Riverside Health' },
];

// The domain of each work place's work emails (RFC 2606 `.example` names), by location id.
const EMAIL_DOMAINS: Record<number, string> = {
  1: 'northwind.example',
  2: 'harborview.example',
  3: 'staurelia.example',
  4: 'meridiananalytics.example',
  5: 'pinecrest.example',
  6: 'riversidehealth.example',
};

interface Dictionary {
  sites: { name: string; address: string }[];
  interests: string[];
}

/** Sites and interests by location id; interests lean on what each kind of work place needs. */
const DICTIONARIES: Record<number, Dictionary> = {
  1: {
    sites: [
      { name: 'Market Street Tower', address: '525 Market Street, San Francisco, CA 94105' },
      { name: 'Mission Bay Campus', address: '1800 Owens Street, San Francisco, CA 94158' },
      { name: 'Oakland Operations Center', address: '1111 Broadway, Oakland, CA 94607' },
    ],
    interests: ['Coffee', 'Yoga', 'Dry cleaning', 'Pet care', 'Lunch delivery', 'Car wash', 'Bike repair', 'Massage', 'Fitness classes', 'Flowers', 'Tailoring', 'Meal prep'],
  },
  2: {
    sites: [
      { name: 'Harbor View Waterfront', address: '70 Rowes Wharf, Boston, MA 02110' },
      { name: 'Seaport Conference Center', address: '200 Seaport Boulevard, Boston, MA 02210' },
    ],
    interests: ['Coffee', 'Dry cleaning', 'Shoe repair', 'Uniform tailoring', 'Childcare', 'Pet sitting', 'Grocery delivery', 'Hair salon', 'Car detailing', 'Massage', 'Language classes'],
  },
  3: {
    sites: [
      { name: 'Main Hospital', address: '2650 North Clark Street, Chicago, IL 60614' },
      { name: 'Outpatient Pavilion', address: '2710 North Lincoln Avenue, Chicago, IL 60614' },
      { name: 'Research Institute', address: '315 East Superior Street, Chicago, IL 60611' },
    ],
    interests: ['Coffee', 'Late-night meals', 'Scrubs laundry', 'Childcare', 'Pet care', 'Car maintenance', 'Meditation', 'Yoga', 'Massage', 'Grocery delivery', 'House cleaning', 'Meal prep'],
  },
  4: {
    sites: [
      { name: 'Domain North Building', address: '11501 Alterra Parkway, Austin, TX 78758' },
      { name: 'Congress Avenue Office', address: '600 Congress Avenue, Austin, TX 78701' },
      { name: 'Round Rock Data Center', address: '2400 Greenlawn Boulevard, Round Rock, TX 78664' },
    ],
    interests: ['Coffee', 'Breakfast tacos', 'Yoga', 'Climbing gym', 'Dry cleaning', 'Dog walking', 'Bike repair', 'Car wash', 'Live music', 'Meal prep', 'Massage', 'Home cleaning'],
  },
  5: {
    sites: [
      { name: 'Lodge Main Building', address: '1415 Fifth Avenue, Seattle, WA 98101' },
      { name: 'Lakeside Suites', address: '2501 Westlake Avenue North, Seattle, WA 98109' },
      { name: 'Airport Inn', address: '18220 International Boulevard, SeaTac, WA 98188' },
    ],
    interests: ['Coffee', 'Dry cleaning', 'Uniform tailoring', 'Pet sitting', 'Childcare', 'Grocery delivery', 'Car detailing', 'Massage', 'Barber', 'Hiking trips', 'Transit passes'],
  },
  6: {
    sites: [
      { name: 'Main Campus', address: '4200 Riverside Drive, Denver, CO 80216' },
      { name: 'Family Care Clinic', address: '950 South Colorado Boulevard, Denver, CO 80246' },
      { name: 'Aurora Therapy Center', address: '13700 East Colfax Avenue, Aurora, CO 80011' },
      { name: 'Lakewood Urgent Care', address: '7600 West Alameda Avenue, Lakewood, CO 80226' },
    ],
    interests: ['Coffee', 'Night-shift meals', 'Scrubs laundry', 'Childcare', 'Pet care', 'Oil change', 'Meditation', 'Pilates', 'Massage', 'Grocery delivery', 'Ski trips', 'Tutoring'],
  },
};

const DEMO_CHOICES = [
  { email: DEMO_EMAIL, site: 'Market Street Tower', interests: ['Coffee', 'Yoga', 'Dry cleaning'] },
  { email: DEMO_MFA_EMAIL, site: 'Harbor View Waterfront', interests: ['Coffee', 'Pet sitting', 'Massage'] },
];

export interface SeededLocation {
  id: number;
  name: string;
  location_type: number;
  phone: string | null;
  client_name: string | null;
}

/** Adds the work places (with their fixed ids) that are not there yet. */
export async function addLocations(tx: Db, locations: readonly SeededLocation[]): Promise<void> {
  for (const location of locations) {
    await run(
      tx,
      sql`INSERT INTO locations (id, name, location_type, phone, client_name)
          VALUES (${location.id}, ${location.name}, ${location.location_type}, ${location.phone}, ${location.client_name})
          ON CONFLICT DO NOTHING`,
    );
  }
  forgetKeptAnswers(tx, 'locations');
}

/**
 * More locations, the email domain of every location, their sites and interests, and a site
 * and interests for the demo accounts.
 * Does nothing when they are already there, and never overrides a demo user's own choices.
 */
export function seedRegistrationData(db: Db): Promise<void> {
  return inTransaction(db, async (tx) => {
    await addLocations(tx, MORE_LOCATIONS);
    // Only where none is set yet: a domain changed since is kept.
    for (const [locationId, domain] of Object.entries(EMAIL_DOMAINS)) {
      await run(tx, sql`UPDATE locations SET email_domain = ${domain} WHERE id = ${Number(locationId)} AND email_domain IS NULL`);
    }
    forgetKeptAnswers(tx, 'locations');
    for (const [locationId, { sites, interests }] of Object.entries(DICTIONARIES)) {
      for (const site of sites) {
        await run(
          tx,
          sql`INSERT INTO sites (location_id, name, address) VALUES (${Number(locationId)}, ${site.name}, ${site.address}) ON CONFLICT DO NOTHING`,
        );
      }
      for (const interest of interests) {
        await run(tx, sql`INSERT INTO interests (location_id, name) VALUES (${Number(locationId)}, ${interest}) ON CONFLICT DO NOTHING`);
      }
    }
    // Only once per user: a demo user who later changes them keeps their own choices.
    for (const choice of DEMO_CHOICES) {
      const user = await row<{ id: number; location_id: number }>(
        tx,
        sql`SELECT id, location_id FROM users WHERE email = ${choice.email} AND site_id IS NULL AND location_id IS NOT NULL`,
      );
      if (!user) continue;
      await run(
        tx,
        sql`UPDATE users SET site_id = (SELECT id FROM sites WHERE location_id = ${user.location_id} AND name = ${choice.site}) WHERE id = ${user.id}`,
      );
      forgetKeptAnswers(tx, 'users');
      for (const interest of choice.interests) {
        await run(
          tx,
          sql`INSERT INTO user_interests (user_id, interest_id)
              SELECT ${user.id}, id FROM interests WHERE location_id = ${user.location_id} AND name = ${interest}
              ON CONFLICT DO NOTHING`,
        );
      }
    }
  });
}
