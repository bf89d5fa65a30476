import { inArray, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column IN (ids)`: one parameter per id for a few, one JSON array for many (a whole catalogue of
 * 100,000 products would pass PostgreSQL's 65,535 parameters of a statement, and an import's
 * thousands cost a parameter each to bind).
 */
export function idIn(column: Column | SQL, ids: readonly number[]): SQL {
  return ids.length <= 1_000 ? inArray(sql`${column}`, ids) : sql`${column} in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}
