import type { ColumnType, ValueType } from '../model/columns';
import type { OtherReading } from './cellTypes';

/** The usual reading of cells that read either way, against which each other reading stands. */
const USUAL: Readonly<Record<OtherReading, ValueType>> = { dateDayFirst: 'date', numberDecimalComma: 'number' };
const OTHER_READINGS = Object.keys(USUAL) as OtherReading[];

/**
 * A column's type and how its cells read: every type they read as (CellTypes.types; none where
 * its reader gave the type, as a Parquet file's or a JSON number's), and the other reading of
 * cells that read either way.
 */
export interface CellReading {
  readonly type: ColumnType;
  readonly types: readonly ValueType[];
  readonly other: OtherReading | null;
}

/**
 * A file is written one way: cells that read either way (`1,250`, `01/02/2014`) take the other
 * reading where another of the file's columns reads only so (`12,50`, `25/03/2014`) and none
 * only the usual way (`1.5`, `12/25/2014`), as a spreadsheet reads a file in one locale. Each
 * column's type, and the other reading of cells still in doubt, which a notice tells of.
 */
export function settledReadings(columns: readonly CellReading[]): { type: ColumnType; other: OtherReading | null }[] {
  const onlyReadAs = (type: ValueType, not: ValueType) => columns.some(({ types }) => types[0] === type && !types.includes(not));
  const settled = new Set(OTHER_READINGS.filter((other) => onlyReadAs(other, USUAL[other]) && !onlyReadAs(USUAL[other], other)));
  return columns.map(({ type, other }) => (other !== null && settled.has(other) ? { type: other, other: null } : { type, other }));
}
