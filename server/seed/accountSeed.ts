import { type Db, inTransaction, row, run, sql } from '../db';
import { forgetKeptAnswers } from '../keptWhileUnchanged';
import { DEMO_EMAIL } from './demoAccounts';

const SPOUSE = 1;
const CHILD = 2;
const DOG = 1;
const MEDIUM = 2;

/**
 * A filled-in profile for the demo account: work details, a spouse, a child and a pet.
 * Only while the account has no family and no pets, so a demo user's own edits stay.
 */
export async function seedAccountData(db: Db): Promise<void> {
  // One transaction: the "no family, no pets" check and the rows it allows go together.
  await inTransaction(db, async (tx) => {
    const user = await row<{ id: number }>(
      tx,
      sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}
            AND NOT EXISTS (SELECT 1 FROM family_members WHERE user_id = users.id)
            AND NOT EXISTS (SELECT 1 FROM pets WHERE user_id = users.id)`,
    );
    if (!user) return;
    const addFamily = (firstName: string, lastName: string, relationship: number, birthDate: string | null) =>
      run(
        tx,
        sql`INSERT INTO family_members (user_id, first_name, last_name, relationship, birth_date)
            VALUES (${user.id}, ${firstName}, ${lastName}, ${relationship}, ${birthDate})`,
      );
    await addFamily('Jordan', 'Thompson', SPOUSE, null);
    await addFamily('Lily', 'Thompson', CHILD, '2019-04-12');
    await run(tx, sql`INSERT INTO pets (user_id, name, kind, size) VALUES (${user.id}, 'Biscuit', ${DOG}, ${MEDIUM})`);
    await run(
      tx,
      sql`UPDATE users SET job_title = COALESCE(job_title, 'Product designer'), zipcode = COALESCE(zipcode, '94105') WHERE id = ${user.id}`,
    );
    forgetKeptAnswers(tx, 'users');
  });
}
