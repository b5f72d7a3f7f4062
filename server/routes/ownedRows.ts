import { type Db, engineOf, row, rows, run, sql, value } from '../db';
import { errors } from '../http/envelope';

interface OwnedRow {
  id: number;
  user_id: number;
  is_default: number;
  created_at: string;
}

/**
 * A user's own list (addresses, cards): every read and write is scoped to the user, and
 * while the list has rows exactly one of them is the default. Over `db`, or a transaction's
 * `tx`: `setDefault` and `remove` keep the one default only when run in a transaction (they
 * read the list, then write): a SERIALIZABLE one, or one that first takes `lockList`.
 */
export function ownedRows<Row extends OwnedRow>(db: Db, table: 'addresses' | 'cards', notFoundMessage: string) {
  const tableName = sql.id(table);
  /** The id of the row it made the default, when the list had none. */
  const keepOneDefault = async (userId: number, avoidId: number) =>
    (
      await row<{ id: number }>(
        db,
        sql`UPDATE ${tableName} SET is_default = 1
            WHERE id = (SELECT id FROM ${tableName} WHERE user_id = ${userId} ORDER BY id = ${avoidId}, created_at DESC, id DESC LIMIT 1)
              AND NOT EXISTS (SELECT 1 FROM ${tableName} WHERE user_id = ${userId} AND is_default = 1)
            RETURNING id`,
      )
    )?.id;

  return {
    /**
     * Makes every other transaction that takes it for this user wait until this one ends, so a
     * READ COMMITTED transaction may then read the list and write it (the one default, the
     * count cap): each of its statements sees the rows the one before committed. A write, not
     * `SELECT … FOR UPDATE`: a SERIALIZABLE transaction that takes it after a READ COMMITTED
     * one committed since its snapshot is refused (40001) and run again, where a lock alone
     * would let it go on from rows it no longer sees. Nothing on SQLite (transactions there
     * already run one after another).
     */
    lockList: async (userId: number) => {
      if (engineOf(db) === 'postgres') await run(db, sql`UPDATE users SET id = id WHERE id = ${userId}`);
    },

    /** Default first, then newest. */
    list: (userId: number) =>
      rows<Row>(db, sql`SELECT * FROM ${tableName} WHERE user_id = ${userId} ORDER BY is_default DESC, created_at DESC, id DESC`),

    count: async (userId: number) => (await value<number>(db, sql`SELECT COUNT(*) AS n FROM ${tableName} WHERE user_id = ${userId}`)) ?? 0,

    /** Someone else's row answers exactly like a missing one, so ids reveal nothing. */
    find: async (userId: number, id: number): Promise<Row> => {
      const found = await row<Row>(db, sql`SELECT * FROM ${tableName} WHERE id = ${id} AND user_id = ${userId}`);
      if (!found) throw errors.notFound(notFoundMessage);
      return found;
    },

    /**
     * Makes `id` the default (unsetting the others) or not; a list left without a default
     * gets its newest other row as the default, or `id` itself when it is the only one.
     * Answers whether `id` is the default now. Only rows whose flag changes are written.
     */
    setDefault: async (userId: number, id: number, isDefault: boolean): Promise<boolean> => {
      if (isDefault) {
        const flag = sql`CASE WHEN id = ${id} THEN 1 ELSE 0 END`;
        await run(db, sql`UPDATE ${tableName} SET is_default = ${flag} WHERE user_id = ${userId} AND is_default <> ${flag}`);
        return true;
      }
      await run(db, sql`UPDATE ${tableName} SET is_default = 0 WHERE id = ${id} AND user_id = ${userId} AND is_default = 1`);
      return (await keepOneDefault(userId, id)) === id;
    },

    /** Removing the default hands it to the newest remaining row. */
    remove: async (userId: number, id: number) => {
      const changes = await run(db, sql`DELETE FROM ${tableName} WHERE id = ${id} AND user_id = ${userId}`);
      if (changes === 0) throw errors.notFound(notFoundMessage);
      await keepOneDefault(userId, 0);
    },
  };
}
