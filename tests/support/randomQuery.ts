import { type ColumnType, type FilterKind, MATCHER_KINDS, TYPED_KINDS } from '../../src/model/columns';
import type { ColumnFilter, QuerySort, RowQuery } from '../../src/model/query';
import type { Table } from '../../src/model/table';
import { type Random, TERMS } from './tables';

/** What a person types into a number or date filter: readable or not, for either type. */
const TYPED_TERMS = ['12', '1.5', '-3', '0', '7', '10..100', '-1 to 2', '2014', '2014-03', '2014-03-05', '2013..2014-03', '2014-02-30', 'abc', ''];
const TYPES: ColumnType[] = ['text', 'number', 'date'];

/**
 * Every kind on every column (text kinds and comparisons), the global search, 0–3 sort items
 * with and without a rank term, both directions, and now and then a column read as another type.
 */
export function randomQuery(random: Random, table: Table, terms: readonly string[] = TERMS): RowQuery {
  const colIds = Object.keys(table.columns);
  const filters = colIds
    .filter(() => random.next() < 0.25)
    .map((colId): ColumnFilter => {
      const typed = random.next() < 0.4;
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
