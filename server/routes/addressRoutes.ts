import { Hono } from 'hono';
import {
  addressAddRequestSchema,
  addressEditRequestSchema,
  removeRequestSchema,
  type Address,
  type AddressInput,
} from '../../src/api/contract/account';
import { requireSignedIn } from '../auth/requireSession';
import { inTransaction, row, sql } from '../db';
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

/**
 * Every transaction that writes a user's addresses takes the list's lock first (ownedRows'
 * lockList) and runs READ COMMITTED on PostgreSQL: edits of one list queue on the lock instead
 * of colliding as SERIALIZABLE transactions and being run again (fifty edits of one address at
 * once: 40001 nearly every time, 0.04× of a bare update). Checkout's new address runs inside
 * checkout's SERIALIZABLE transaction and takes the same lock.
 */
const LIST_LOCKED = { isolation: 'read committed' } as const;

/**
 * Saves a new address (at most MAX_ADDRESSES); also used by checkout for a new delivery address,
 * in its own transaction (`deps.db` is then its `tx`). Answers its id.
 */
export async function insertAddress(deps: AppDeps, userId: number, { is_default, ...fields }: AddressInput): Promise<number> {
  // One transaction holding the list's lock: the count cap and the one default hold when two adds run at once.
  return inTransaction(deps.db, async (tx) => {
    const addresses = ownedRows<AddressRow>(tx, 'addresses', ADDRESS_NOT_FOUND);
    await addresses.lockList(userId);
    if ((await addresses.count(userId)) >= MAX_ADDRESSES) throw errors.invalidInput(`You can keep up to ${MAX_ADDRESSES} addresses`);
    const { label, line1, line2, city, state, zipcode } = fields;
    const inserted = await row<{ id: number }>(
      tx,
      sql`INSERT INTO addresses (user_id, label, line1, line2, city, state, zipcode, created_at)
          VALUES (${userId}, ${label}, ${line1}, ${line2}, ${city}, ${state}, ${zipcode}, ${deps.now().toISOString()})
          RETURNING id`,
    );
    // The first address becomes the default whatever was asked.
    await addresses.setDefault(userId, inserted!.id, is_default);
    return inserted!.id;
  }, LIST_LOCKED);
}

/** The signed-in user's delivery addresses (spec §7; the list call is designed). */
export function addressRoutes(deps: AppDeps) {
  const { db } = deps;
  // Only the user's id is used: the session's, with no read of the user's row.
  const signedIn = requireSignedIn(deps);
  const addresses = ownedRows<AddressRow>(db, 'addresses', ADDRESS_NOT_FOUND);

  return new Hono<SignedInEnv>()
    .post('/reactapi/view/account/addresses', signedIn, async (c) =>
      ok({ addresses: (await addresses.list(c.get('userId'))).map(toAddress) }),
    )
    .post('/reactapi/user/address/add', signedIn, async (c) => {
      const userId = c.get('userId');
      const id = await insertAddress(deps, userId, await readJson(c, addressAddRequestSchema));
      return ok({ address: toAddress(await addresses.find(userId, id)) });
    })
    .post('/reactapi/user/address/edit', signedIn, async (c) => {
      const { id, is_default, label, line1, line2, city, state, zipcode } = await readJson(c, addressEditRequestSchema);
      const userId = c.get('userId');
      if (is_default) {
        // Already the default and staying it: one statement (whole on its own on both engines),
        // nothing else of the list to write. The list's one default is this row: a transaction
        // making another row the default must first unset this one, whose row this update
        // holds until it ends; and one unsetting it first leaves it unmatched here.
        // Written out whole (not with `fields`): one template, so SQLite's statement is found by it.
        const kept = await row<AddressRow>(
          db,
          sql`UPDATE addresses SET label = ${label}, line1 = ${line1}, line2 = ${line2}, city = ${city}, state = ${state}, zipcode = ${zipcode}
              WHERE id = ${id} AND user_id = ${userId} AND is_default = 1
              RETURNING *`,
        );
        if (kept) return ok({ address: toAddress(kept) });
      }
      const fields = sql`label = ${label}, line1 = ${line1}, line2 = ${line2}, city = ${city}, state = ${state}, zipcode = ${zipcode}`;
      // One transaction holding the list's lock: the list keeps exactly one default when edits run at once.
      const edited = await inTransaction(
        db,
        async (tx) => {
          const addresses = ownedRows<AddressRow>(tx, 'addresses', ADDRESS_NOT_FOUND);
          await addresses.lockList(userId);
          // Someone else's address changes nothing and answers like a missing one.
          const updated = await row<AddressRow>(tx, sql`UPDATE addresses SET ${fields} WHERE id = ${id} AND user_id = ${userId} RETURNING *`);
          if (!updated) throw errors.notFound(ADDRESS_NOT_FOUND);
          const isDefault = await addresses.setDefault(userId, id, is_default);
          return { ...updated, is_default: isDefault ? 1 : 0 };
        },
        LIST_LOCKED,
      );
      return ok({ address: toAddress(edited) });
    })
    .post('/api/user/address/remove', signedIn, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      // One transaction holding the list's lock: removing the default hands it on before anyone sees a list without one.
      await inTransaction(
        db,
        async (tx) => {
          const addresses = ownedRows<AddressRow>(tx, 'addresses', ADDRESS_NOT_FOUND);
          await addresses.lockList(c.get('userId'));
          await addresses.remove(c.get('userId'), id);
        },
        LIST_LOCKED,
      );
      return ok(null);
    });
}
