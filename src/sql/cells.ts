import type { ValueType } from '../model/columns';
import type { SqlColumn } from './sqlTable';
import type { Writer } from './statement';

/** A cell's stored forms as SQL expressions. */

/** The cell's text, quoted. */
export const textOf = ({ dialect }: Writer, column: SqlColumn): string => dialect.quote(column.text);

/** match-sorter's form of the cell's text (stored only where it differs from the text). */
export const foldedOf = (writer: Writer, column: SqlColumn): string => `coalesce(${writer.dialect.quote(column.folded)}, ${textOf(writer, column)})`;

/** The cell's value read as `type`, stored when the table was loaded or first asked (the reading is costly). */
export function valueOf(writer: Writer, column: SqlColumn, type: ValueType): string {
  const stored = column.values?.[type];
  if (!stored) throw new Error(`Column ${column.colId} has no ${type} values yet`);
  return writer.dialect.quote(stored);
}

/** The cell's text lower-cased as JavaScript's toLowerCase() does: the engine's lower(), but where it may differ (stored at load). */
export function loweredOf(writer: Writer, column: SqlColumn): string {
  const lower = writer.dialect.lower(textOf(writer, column));
  return column.lowered ? `coalesce(${writer.dialect.quote(column.lowered)}, ${lower})` : lower;
}
