import { Hono } from 'hono';
import {
  addressAddRequestSchema,
  addressEditRequestSchema,
  removeRequestSchema,
  type Address,
  type AddressInput,
} from '../../src/api/contract/account';
import { requireSignedIn } from '../auth/requireSession';
import { inTransaction, prepared } from '../db';
import type { AppDeps, SignedInEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { ownedRows } from './ownedRows';

export const MAX_ADDRESSES = 20;
const ADDRESS_NOT_FOUND = 'Address not found';

export interface AddressRow {
  id: number;
  user_id: number;
  label: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipcode: string;
  is_default: number;
  created_at: string;
}

export const toAddress = ({ id, label, line1, line2, city, state, zipcode, is_default }: AddressRow): Address => ({
  id,
  label,
  line1,
  line2,
  city,
  state,
  zipcode,
  is_default: is_default === 1,
});

/** Saves a new address (at most MAX_ADDRESSES); also used by checkout for a new delivery address. Answers its id. */
export function insertAddress(deps: AppDeps, userId: number, { is_default, ...fields }: AddressInput): number {
  const { db } = deps;
  const addresses = ownedRows<AddressRow>(db, 'addresses', ADDRESS_NOT_FOUND);
  return inTransaction(db, () => {
    if (addresses.count(userId) >= MAX_ADDRESSES) throw errors.invalidInput(`You can keep up to ${MAX_ADDRESSES} addresses`);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO addresses (user_id, label, line1, line2, city, state, zipcode, created_at)
         VALUES (@userId, @label, @line1, @line2, @city, @state, @zipcode, @createdAt)`,
      )
      .run({ ...fields, userId, createdAt: deps.now().toISOString() });
    // The first address becomes the default whatever was asked.
    addresses.setDefault(userId, Number(lastInsertRowid), is_default);
    return Number(lastInsertRowid);
  });
}

/** The signed-in user's delivery addresses (spec §7; the list call is designed). */
export function addressRoutes(deps: AppDeps) {
  const { db } = deps;
  // Only the user's id is used: the session's, with no read of the user's row.
  const signedIn = requireSignedIn(deps);
  const addresses = ownedRows<AddressRow>(db, 'addresses', ADDRESS_NOT_FOUND);

  return new Hono<SignedInEnv>()
    .post('/reactapi/view/account/addresses', signedIn, (c) => ok({ addresses: addresses.list(c.get('userId')).map(toAddress) }))
    .post('/reactapi/user/address/add', signedIn, async (c) => {
      const userId = c.get('userId');
      const id = insertAddress(deps, userId, await readJson(c, addressAddRequestSchema));
      return ok({ address: toAddress(addresses.find(userId, id)) });
    })
    .post('/reactapi/user/address/edit', signedIn, async (c) => {
      const { id, is_default, ...fields } = await readJson(c, addressEditRequestSchema);
      const userId = c.get('userId');
      const edited = inTransaction(db, () => {
        // Someone else's address changes nothing and answers like a missing one.
        const row = prepared<[object], AddressRow>(
          db,
          `UPDATE addresses SET label = @label, line1 = @line1, line2 = @line2, city = @city, state = @state, zipcode = @zipcode
           WHERE id = @id AND user_id = @userId
           RETURNING *`,
        ).get({ ...fields, id, userId });
        if (!row) throw errors.notFound(ADDRESS_NOT_FOUND);
        return { ...row, is_default: addresses.setDefault(userId, id, is_default) ? 1 : 0 };
      });
      return ok({ address: toAddress(edited) });
    })
    .post('/api/user/address/remove', signedIn, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      inTransaction(db, () => addresses.remove(c.get('userId'), id));
      return ok(null);
    });
}
