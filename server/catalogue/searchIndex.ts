import type { SearchHit } from '../../src/domain/catalogue';
import type { RawBuilder } from 'kysely';
import { type Db, engineOf, rows, sql, value } from '../db';
import { ftsQueryOf, SHORT_WORD, tsQueriesOf } from './searchQuery';

/** A match: `rank` orders it (lower is better: a score, or a tier), `rowid` breaks ties. */
export type SearchRow = { rowid: number; rank: number; kind: SearchHit['kind']; ref_id: number };

/** Tier 0 has every word in the name, tier 1 is the rest (see catalogueStore's namesFirstPage). */
export type Tier = 0 | 1;

/**
 * The catalogue_search table on either engine, from one parsed form (searchQuery.ts's words):
 * the same matches on both, ordered by the same rules (best score first, then the row's id).
 * SQLite: FTS5 with bm25 weights 10/3/1 on name/context/description. PostgreSQL: the weighted
 * tsvectors of server/data/postgresMigrations.ts, scored by ts_rank with the same weights.
 */
export interface SearchIndex {
  count(words: readonly string[]): Promise<number>;
  /** Up to `limit` matches after `(rank, rowid)`, best first: the database keeps only the best LIMIT rows as it goes (a top-k sort). */
  ranked(words: readonly string[], rank: number, rowid: number, limit: number): Promise<SearchRow[]>;
  /** Up to `limit` matches of a tier after `rowid`, unscored, in index order (`rank` is the tier): the scan stops after LIMIT. */
  inIndexOrder(words: readonly string[], tier: Tier, rowid: number, limit: number): Promise<SearchRow[]>;
}

export const createSearchIndex = (db: Db): SearchIndex => (engineOf(db) === 'postgres' ? postgresIndex(db) : sqliteIndex(db));

function sqliteIndex(db: Db): SearchIndex {
  return {
    count: async (words) =>
      (await value<number>(db, sql`SELECT count(*) AS n FROM catalogue_search WHERE catalogue_search MATCH ${ftsQueryOf(words)}`)) ?? 0,
    ranked: (words, rank, rowid, limit) =>
      rows<SearchRow>(
        db,
        sql`SELECT rowid, rank, kind, ref_id FROM catalogue_search
            WHERE catalogue_search MATCH ${ftsQueryOf(words)} AND (rank > ${rank} OR (rank = ${rank} AND rowid > ${rowid}))
            ORDER BY rank, rowid LIMIT ${limit}`,
      ),
    inIndexOrder(words, tier, rowid, limit) {
      const query = ftsQueryOf(words);
      const match = tier === 0 ? `{name} : (${query})` : `(${query}) NOT {name} : (${query})`;
      return rows<SearchRow>(
        db,
        sql`SELECT rowid, ${tier} AS rank, kind, ref_id FROM catalogue_search
            WHERE catalogue_search MATCH ${match} AND rowid > ${rowid} ORDER BY rowid LIMIT ${limit}`,
      );
    },
  };
}

// ts_rank's weights in the order D, C, B, A: description 1, context 3, name 10, as bm25's on SQLite.
const RANK_WEIGHTS = '{0, 0.1, 0.3, 1.0}';
// Divides the score by 1 + log(the row's word count): a short name that matches beats a long
// one, as bm25's length normalisation does.
const RANK_NORMALISATION = 1;

function postgresIndex(db: Db): SearchIndex {
  // The lexemes of a tsquery text: lower-cased and folded as the columns' words were.
  const tsquery = (text: string) => sql`catalogue_fold(lower(${text}))::tsquery`;

  /** The condition that a row matches every word (in its name, with `inName`). */
  function matches(words: readonly string[], inName = false): RawBuilder<unknown> {
    const queries = tsQueriesOf(words);
    if (inName) return sql`names @@ ${tsquery(queries.names ?? '')}`;
    const conditions = [
      ...(queries.words === null ? [] : [sql`words @@ ${tsquery(queries.words)}`]),
      ...(queries.starts === null ? [] : [sql`starts @@ ${tsquery(queries.starts)}`]),
    ];
    return sql`(${sql.join(conditions, sql` AND `)})`;
  }

  const liveCount = async (words: readonly string[]) =>
    (await value<number>(db, sql`SELECT count(*) AS n FROM catalogue_search WHERE ${matches(words)}`)) ?? 0;

  /**
   * The matches of one word, from catalogue_search_terms (kept by triggers on every write): a
   * term that is not there starts no word. Null when the word folds to a term of the other
   * length class than it was looked up by (a 2-letter word lower() makes 3 letters long), as
   * the table's terms of 1–2 letters are starts and longer ones prefixes.
   */
  const termCount = (word: string) =>
    value<number | null>(
      db,
      sql`SELECT CASE WHEN (length(term) > ${SHORT_WORD}) = (${[...word].length > SHORT_WORD ? 1 : 0} = 1)
                 THEN COALESCE((SELECT total FROM catalogue_search_terms WHERE catalogue_search_terms.term = folded.term), 0) END AS n
          FROM (SELECT catalogue_fold(lower(${word})) AS term) AS folded`,
    );

  return {
    // One word: read its count. More: counted from the indexes (their intersection is smaller).
    count: async (words) => (words.length === 1 ? ((await termCount(words[0]!)) ?? liveCount(words)) : liveCount(words)),
    ranked(words, rank, rowid, limit) {
      // float8, so the rank in a cursor reads back as exactly the value it was written from.
      const score = sql`(-ts_rank(${RANK_WEIGHTS}::float4[], words, ${tsquery(tsQueriesOf(words).rank ?? '')}, ${RANK_NORMALISATION}))::float8`;
      // OFFSET 0 keeps the subquery from being merged into the outer one, which scored every
      // match twice (once more in the cursor's condition): about a tenth of a ranked search.
      return rows<SearchRow>(
        db,
        sql`SELECT rowid, rank, kind, ref_id FROM (
              SELECT id AS rowid, ${score} AS rank, kind, ref_id FROM catalogue_search WHERE ${matches(words)} OFFSET 0
            ) AS hits
            WHERE rank > ${rank}::float8 OR (rank = ${rank}::float8 AND rowid > ${rowid}::bigint)
            ORDER BY rank, rowid LIMIT ${limit}`,
      );
    },
    inIndexOrder(words, tier, rowid, limit) {
      const match = tier === 0 ? matches(words, true) : sql`${matches(words)} AND NOT ${matches(words, true)}`;
      return rows<SearchRow>(
        db,
        sql`SELECT id AS rowid, ${tier}::float8 AS rank, kind, ref_id FROM catalogue_search
            WHERE ${match} AND id > ${rowid}::bigint ORDER BY id LIMIT ${limit}`,
      );
    },
  };
}
