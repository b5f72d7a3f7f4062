import { type Db, inTransaction } from '../db';
import { DEMO_EMAIL } from './demoAccounts';

const SPOUSE = 1;
const CHILD = 2;
const DOG = 1;
const MEDIUM = 2;

/**
 * A filled-in profile for the demo account: work details, a spouse, a child and a pet.
 * Only while the account has no family and no pets, so a demo user's own edits stay.
 */
export function seedAccountData(db: Db): void {
  const user = db
    .prepare<[string], { id: number }>(
      `SELECT id FROM users WHERE email = ?
         AND NOT EXISTS (SELECT 1 FROM family_members WHERE user_id = users.id)
         AND NOT EXISTS (SELECT 1 FROM pets WHERE user_id = users.id)`,
    )
    .get(DEMO_EMAIL);
  if (!user) return;
  const addFamily = db.prepare(
    'INSERT INTO family_members (user_id, first_name, last_name, relationship, birth_date) VALUES (?, ?, ?, ?, ?)',
  );
  inTransaction(db, () => {
    addFamily.run(user.id, 'Jordan', 'Thompson', SPOUSE, null);
    addFamily.run(user.id, 'Lily', 'Thompson', CHILD, '2019-04-12');
    db.prepare('INSERT INTO pets (user_id, name, kind, size) VALUES (?, ?, ?, ?)').run(user.id, 'Biscuit', DOG, MEDIUM);
    db.prepare(
      "UPDATE users SET job_title = COALESCE(job_title, 'Product designer'), zipcode = COALESCE(zipcode, '94105') WHERE id = ?",
    ).run(user.id);
  });
}
