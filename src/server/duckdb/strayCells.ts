import type { DuckDBConnection } from '@duckdb/node-api';
import { CellTypes, nearType, type NearType } from '../../engine/cellTypes';
import type { ValueType } from '../../model/columns';
import { DUCKDB } from '../../sql/dialect';
import { VALUE_SQL } from '../../sql/values';

/** How many usual texts stand for all of them: they only keep the type the other texts read as (CellTypes.typeButFewStrays). */
const USUAL_TEXTS = 9;

/**
 * A column's near type (nearType) as the tab finds it, for a column of `relation`
 * whose first rows read as `type` (or would but for strays) and whose every row does not: its
 * different texts read by CellTypes in the order first met, as the tab's dictionary meets them;
 * for a type with a usual text (sql/valueSql.ts), the others and nine usual ones stand for all.
 * Streamed a chunk at a time, and no further once the column is text whatever comes (a column
 * of names after 10,000 numbers stops at its fourth name).
 */
async function nearTypeOf(connection: DuckDBConnection, relation: string, text: string, type: ValueType): Promise<NearType | null> {
  const usual = VALUE_SQL[type].usual?.(DUCKDB, text);
  const others = `SELECT ${text} AS t, min("row") AS first FROM ${relation} s WHERE ${text} <> ''${usual ? ` AND NOT ${usual}` : ''} GROUP BY 1`;
  const usuals = usual ? ` UNION ALL SELECT t, -1 FROM (SELECT DISTINCT ${text} AS t FROM ${relation} s WHERE ${usual} LIMIT ${USUAL_TEXTS})` : '';
  const result = await connection.stream(`SELECT t FROM (${others}${usuals}) ORDER BY first, t`);
  const types = new CellTypes();
  for await (const rows of result.yieldRowsJs()) {
    for (const [cell] of rows as [string][]) types.see(cell);
    if (types.settledAsText) break;
  }
  const found = types.typeButFewStrays;
  if (!found) return null;
  // Few enough is counted in cells (nearType): the strays' texts bound, as every value is.
  const strays = found.strays.map((_, i) => `$${i + 1}`).join(', ');
  const counted = await connection.runAndReadAll(`SELECT count(*) FILTER (WHERE ${text} <> ''), count(*) FILTER (WHERE ${text} IN (${strays})) FROM ${relation} s`, found.strays);
  const [[all, strayCells]] = counted.getRowsJS() as [[bigint, bigint]];
  return nearType(found, { all: Number(all), strays: Number(strayCells) });
}

/**
 * Each column's near type, for the columns (`texts`: their SQL) that `aside` names a type for
 * (CellTypes.typeButStrays of its first rows, where every row did not read as one); null for the others.
 */
export async function nearTypes(connection: DuckDBConnection, relation: string, texts: readonly string[], aside: readonly (ValueType | undefined)[]): Promise<(NearType | null)[]> {
  const near: (NearType | null)[] = [];
  for (const [i, type] of aside.entries()) near.push(type === undefined ? null : await nearTypeOf(connection, relation, texts[i]!, type));
  return near;
}
