import { type ColumnType, type FilterKind, MATCHER_KINDS, TYPE_NAMES, TYPED_KINDS } from '../../src/model/columns';
import type { ColumnFilter, QuerySort, RowQuery } from '../../src/model/query';
import { valueListText } from '../../src/model/filterKinds';
import { cellText, type Table } from '../../src/model/table';
import { type Random, TERMS } from './tables';

/** What a person types into a number or date filter: readable or not, for either type. */
const TYPED_TERMS = ['12', '1.5', '-3', '0', '7', '10..100', '-1 to 2', '1000..5000', '2014', '2014-03', '2014-03-05', '2013..2014-03', '2014-02-30', 'abc', ''];
const TYPES: readonly ColumnType[] = TYPE_NAMES;

/** A few texts of a column's rows, or of none. */
function randomValues(random: Random, table: Table, colId: string): string[] {
  const texts = table.count === 0 ? [] : Array.from({ length: 1 + Math.floor(random.next() * 4) }, () => cellText(table, colId, Math.floor(random.next() * table.count)));
  return random.next() < 0.2 ? [...texts, 'nobody'] : texts;
}

/**
 * Every kind on every column (value lists too) (text kinds and comparisons), the global search, 0–3 sort items
 * with and without a rank term, both directions, and now and then a column read as another type.
 */
export function randomQuery(random: Random, table: Table, terms: readonly string[] = TERMS): RowQuery {
  const colIds = Object.keys(table.columns);
  const filters = colIds
    .filter(() => random.next() < 0.25)
    .map((colId): ColumnFilter => {
      const draw = random.next();
      // A value list: some of the column's own texts, and now and then one it does not hold.
      if (draw < 0.15) return { colId, kind: 'values', value: valueListText(randomValues(random, table, colId)) };
      const typed = draw < 0.5;
      const kind: FilterKind = typed ? random.pick(TYPED_KINDS) : random.pick(MATCHER_KINDS);
      return { colId, kind, value: typed ? random.pick(TYPED_TERMS) : random.pick(terms) };
    });
  const types = Object.fromEntries(colIds.filter(() => random.next() < 0.15).map((colId) => [colId, random.pick(TYPES)]));
  const globalFilter = random.next() < 0.3 ? random.pick(terms) : '';
  const sortCount = Math.floor(random.next() * 4);
  const sort = colIds
    .slice()
    .sort(() => random.next() - 0.5)
    .slice(0, sortCount)
    .map((colId): QuerySort => ({
      colId,
      sort: random.next() < 0.5 ? 'asc' : 'desc',
      ...(random.next() < 0.5 ? { rankTerm: random.pick(terms) } : {}),
    }));
  const expanded = table.tree && random.next() < 0.7 ? { all: random.next() < 0.7, toggled: [random.pick(table.tree.ids)] } : undefined;
  return { filters, globalFilter, sort, ...(expanded ? { expanded } : {}), ...(Object.keys(types).length > 0 ? { types } : {}) };
}
