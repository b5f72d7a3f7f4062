import { prepared, type Db } from '../db';
import { errors } from '../http/envelope';

interface OwnedRow {
  id: number;
  user_id: number;
  is_default: number;
  created_at: string;
}

/**
 * A user's own list (addresses, cards): every read and write is scoped to the user, and
 * while the list has rows exactly one of them is the default.
 */
export function ownedRows<Row extends OwnedRow>(db: Db, table: 'addresses' | 'cards', notFoundMessage: string) {
  /** The id of the row it made the default, when the list had none. */
  const keepOneDefault = (userId: number, avoidId: number) =>
    prepared<[{ userId: number; avoidId: number }], { id: number }>(
      db,
      `UPDATE ${table} SET is_default = 1
       WHERE id = (SELECT id FROM ${table} WHERE user_id = @userId ORDER BY id = @avoidId, created_at DESC, id DESC LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM ${table} WHERE user_id = @userId AND is_default = 1)
       RETURNING id`,
    ).get({ userId, avoidId })?.id;

  return {
    /** Default first, then newest. */
    list: (userId: number) =>
      prepared<[number], Row>(db, `SELECT * FROM ${table} WHERE user_id = ? ORDER BY is_default DESC, created_at DESC, id DESC`).all(userId),

    count: (userId: number) =>
      prepared<[number], { n: number }>(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(userId)?.n ?? 0,

    /** Someone else's row answers exactly like a missing one, so ids reveal nothing. */
    find: (userId: number, id: number): Row => {
      const row = prepared<[number, number], Row>(db, `SELECT * FROM ${table} WHERE id = ? AND user_id = ?`).get(id, userId);
      if (!row) throw errors.notFound(notFoundMessage);
      return row;
    },

    /**
     * Makes `id` the default (unsetting the others) or not; a list left without a default
     * gets its newest other row as the default, or `id` itself when it is the only one.
     * Answers whether `id` is the default now. Only rows whose flag changes are written.
     */
    setDefault: (userId: number, id: number, isDefault: boolean): boolean => {
      if (isDefault) {
        prepared(db, `UPDATE ${table} SET is_default = (id = @id) WHERE user_id = @userId AND is_default != (id = @id)`).run({ id, userId });
        return true;
      }
      prepared(db, `UPDATE ${table} SET is_default = 0 WHERE id = ? AND user_id = ? AND is_default = 1`).run(id, userId);
      return keepOneDefault(userId, id) === id;
    },

    /** Removing the default hands it to the newest remaining row. */
    remove: (userId: number, id: number) => {
      const { changes } = prepared(db, `DELETE FROM ${table} WHERE id = ? AND user_id = ?`).run(id, userId);
      if (changes === 0) throw errors.notFound(notFoundMessage);
      keepOneDefault(userId, 0);
    },
  };
}
