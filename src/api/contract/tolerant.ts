import * as z from 'zod/mini';

/**
 * Reading answers tolerantly (docs/decisions/0014-tolerant-reading.md): a field the screen
 * cannot work without is checked as it is; an optional one that is missing, null or of
 * another type reads as a default. Unknown fields are dropped (`z.object` strips them).
 */
export const orDefault = <S extends z.ZodMiniType>(schema: S, fallback: z.output<S>) => z.catch(schema, fallback);

/** An optional field that reads as null when it is not what it should be. */
export const orNull = <S extends z.ZodMiniType>(schema: S) => z.catch(z.nullable(schema), null);

/** An optional list: empty when missing or not a list of such items. */
export const listOf = <S extends z.ZodMiniType>(item: S) => z.catch(z.array(item), []);

/** Optional text: empty when missing. */
export const optionalText = orDefault(z.string(), '');
