import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './auth/passwords';
import { endAllSessions } from './auth/sessions';
import { type Db, inTransaction, run, sql } from './db';
import { forgetKeptAnswers } from './keptWhileUnchanged';
import { seedAccountData } from './seed/accountSeed';
import { seedCatalogue } from './seed/catalogueSeed';
import { seedNews } from './seed/newsSeed';
import { seedPolicies } from './seed/policySeed';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD } from './seed/demoAccounts';
import { addLocations, seedRegistrationData } from './seed/registrationSeed';
import { findUserByEmail } from './users';

// Tests and the bench sign in with these.
export { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD };

const WORK_PLACE = { corporate: 1, hotel: 2, hospital: 3 } as const;
const GENDER = { male: 1, female: 2 } as const;

// Phone numbers use the 555-01xx range, reserved for fiction. Stored as digits (spec §5).
const LOCATIONS = [
  { id: 1, name: 'Northwind Partners HQ', location_type: WORK_PLACE.corporate, phone: '4155550142', client_name: 'Northwind Partners' },
  { id: 2, name: 'Harbor View Hotel', location_type: WORK_PLACE.hotel, phone: '6175550187', client_name: 'Harbor View Hotels' },
  { id: 3, name: 'St. Aurelia Medical Center', location_type: WORK_PLACE.hospital, phone: '3125550119', client_name: 'St. Aurelia Health' },
];

const USERS = [
  { email: DEMO_EMAIL, first_name: 'Maya', last_name: 'Thompson', cell_phone: '4155550123', gender: GENDER.female, initial: 'MT', location_id: 1, mfa_enabled: 0 },
  { email: DEMO_MFA_EMAIL, first_name: 'Daniel', last_name: 'Okafor', cell_phone: '6175550164', gender: GENDER.male, initial: 'DO', location_id: 2, mfa_enabled: 1 },
];

/**
 * Demo locations, catalogue, news and policies, and with `accounts` (never in production: their
 * password is published) the demo accounts. Does nothing when they are already there.
 */
export async function seedDemoData(db: Db, { accounts = true } = {}): Promise<void> {
  const users = accounts ? USERS : [];
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  const createdAt = new Date().toISOString();
  await inTransaction(db, async (tx) => {
    await addLocations(tx, LOCATIONS);
    for (const [index, user] of users.entries()) {
      await run(
        tx,
        sql`INSERT INTO users
              (email, password_hash, first_name, last_name, cell_phone, gender, initial, avatar_img, location_id, mfa_enabled, created_at)
            VALUES (${user.email}, ${hashes[index]}, ${user.first_name}, ${user.last_name}, ${user.cell_phone}, ${user.gender},
                    ${user.initial}, NULL, ${user.location_id}, ${user.mfa_enabled}, ${createdAt})
            ON CONFLICT DO NOTHING`,
      );
    }
    forgetKeptAnswers(tx, 'users');
  });
  await seedRegistrationData(db);
  await seedAccountData(db);
  await seedCatalogue(db);
  await seedNews(db);
  await seedPolicies(db);
}

/**
 * For a production start on a database an earlier start outside production seeded: each demo
 * account still on the published password gets a random one nobody knows (its email can still
 * reset it) and its sessions end, as after a password change. Answers the emails it changed.
 */
export async function retireDemoPasswords(db: Db, now: Date): Promise<string[]> {
  const retired: string[] = [];
  for (const { email } of USERS) {
    const user = await findUserByEmail(db, email);
    if (!user || !(await verifyPassword(DEMO_PASSWORD, user.password_hash))) continue;
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    await inTransaction(db, async (tx) => {
      await run(tx, sql`UPDATE users SET password_hash = ${unusable} WHERE id = ${user.id}`);
      forgetKeptAnswers(tx, 'users');
      await endAllSessions(tx, user.id, now);
    });
    retired.push(email);
  }
  return retired;
}
