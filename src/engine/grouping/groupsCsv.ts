import { type ColumnSpec, headerOf } from '../../model/columns';
import { type Aggregate, aggregateHeader, type GroupLevel, levelHeader, onePerColumn } from '../../model/grouping';
import { toCsv } from '../csv';
import type { GroupLine } from './groupIndex';

/**
 * Export groups: the summary as CSV (RFC 4180, as Export CSV writes). A field per level named by
 * its column's header (`year(<header>)`, `month(<header>)` for a bucket), then `count`, then each
 * aggregate as its header reads (`sum(amount)`), in the order chosen; one line per group of the
 * deepest level, in the order shown, a blank key as an empty field.
 */
export function groupsCsv(levels: readonly GroupLevel[], aggregates: readonly Aggregate[], columns: readonly Pick<ColumnSpec, 'colId' | 'header'>[], lines: readonly GroupLine[]): string {
  const headers = [
    ...levels.map((level) => levelHeader(level, headerOf(columns, level.colId))),
    'count',
    ...onePerColumn(aggregates).map(({ colId, func }) => aggregateHeader(func, headerOf(columns, colId))),
  ];
  return toCsv(
    headers,
    lines.map(({ path, count, aggregates: texts }) => [...path.map((key) => key ?? ''), String(count), ...texts]),
  );
}
