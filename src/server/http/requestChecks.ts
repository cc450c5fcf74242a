import { type ColumnSpec, type FilterKind, MATCHER_KINDS, TYPE_NAMES, TYPED_KINDS } from '../../model/columns';
import { AGG_FUNCS, type Aggregate, BUCKETS, type GroupLevel, type Grouping, MAX_GROUP_LEVELS } from '../../model/grouping';
import { type ColumnFilter, GROUP_COLUMN, type QuerySort, type RowQuery } from '../../model/query';
import { servedName } from '../../model/served';
import type { HttpDataRequest } from '../../model/protocol';

/** A request the server will not run: the message says why, to the person (HTTP 400). */
export class BadRequest extends Error {}

/** The most rows one request may ask for: a page is at most 100, and a few are fetched ahead. */
export const MAX_ROWS_PER_REQUEST = 1000;
/** The longest text a filter, the search or a header may hold. */
export const MAX_TEXT = 10_000;
const MAX_FILTERS = 200;
/** The most open (or closed) group ids a query may name. */
const MAX_TOGGLED = 100_000;
/** A value list may be long (the values dialog's Select all): but not endless. */
const MAX_VALUE_LIST_TEXT = 1_000_000;

const KINDS: readonly FilterKind[] = [...MATCHER_KINDS, ...TYPED_KINDS, 'values'];

type Json = Record<string, unknown>;

const fail = (message: string): never => {
  throw new BadRequest(message);
};
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const object = (value: unknown, what: string): Json => (isObject(value) ? value : fail(`${what} must be an object`));
const list = (value: unknown, what: string, max: number): unknown[] =>
  Array.isArray(value) ? (value.length <= max ? value : fail(`${what} holds ${value.length} entries; at most ${max} are allowed`)) : fail(`${what} must be a list`);
const text = (value: unknown, what: string, max = MAX_TEXT): string =>
  typeof value === 'string' ? (value.length <= max ? value : fail(`${what} is ${value.length} characters long; at most ${max} are allowed`)) : fail(`${what} must be text`);
const wholeNumber = (value: unknown, what: string): number => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fail(`${what} must be a whole number, 0 or more`));
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], what: string): T =>
  allowed.includes(value as T) ? (value as T) : fail(`${what} must be one of ${allowed.join(', ')}`);

/** What the checks need to know of a served table. */
export interface CheckedTable {
  readonly count: number;
  readonly specs: readonly ColumnSpec[];
}

/** A column id the table has; any other is refused, so no name from a request reaches SQL. */
function columnId(value: unknown, table: CheckedTable, what: string): string {
  const colId = text(value, what, 1000);
  return table.specs.some((spec) => spec.colId === colId) ? colId : fail(`There is no column "${colId}" in this table`);
}

function filterOf(value: unknown, table: CheckedTable): ColumnFilter {
  const filter = object(value, 'A filter');
  const kind = oneOf(filter.kind, KINDS, 'A filter\'s kind');
  return { colId: columnId(filter.colId, table, 'A filter\'s column'), kind, value: text(filter.value, 'A filter\'s value', kind === 'values' ? MAX_VALUE_LIST_TEXT : MAX_TEXT) };
}

/** A sort item: on a column of the table, or on the Group column of a grouped query (its keys' order). */
function sortOf(value: unknown, table: CheckedTable, grouped: boolean): QuerySort {
  const item = object(value, 'A sort');
  const colId = grouped && item.colId === GROUP_COLUMN ? GROUP_COLUMN : columnId(item.colId, table, 'A sort\'s column');
  const sort: QuerySort = { colId, sort: oneOf(item.sort, ['asc', 'desc'] as const, 'A sort\'s direction') };
  if (item.rankTerm !== undefined) sort.rankTerm = text(item.rankTerm, 'A sort\'s rank term');
  return sort;
}

/**
 * A grouping (model/grouping.ts): at most MAX_GROUP_LEVELS levels of the table's columns (or a
 * year or month bucket of one), aggregates the column's type in the query offers, open groups.
 */
function groupingOf(value: unknown, table: CheckedTable, types: RowQuery['types']): Grouping {
  const grouping = object(value, 'The grouping');
  const typeOf = (colId: string) => types?.[colId] ?? table.specs.find((spec) => spec.colId === colId)!.type ?? 'text';
  const levels = list(grouping.levels, 'The group levels', MAX_GROUP_LEVELS).map((item): GroupLevel => {
    const level = object(item, 'A group level');
    const colId = columnId(level.colId, table, 'A group level\'s column');
    // A bucket reads each cell as a date whatever the column's type, as the tab's does (a level stays when the Type menu changes).
    return level.bucket === undefined ? { colId } : { colId, bucket: oneOf(level.bucket, BUCKETS, 'A group level\'s bucket') };
  });
  const aggregates = list(grouping.aggregates, 'The aggregates', table.specs.length).map((item): Aggregate => {
    const aggregate = object(item, 'An aggregate');
    const colId = columnId(aggregate.colId, table, 'An aggregate\'s column');
    const type = typeOf(colId);
    return { colId, func: oneOf(aggregate.func, AGG_FUNCS[type], `An aggregate of column "${colId}" (${type})`) };
  });
  const open = object(grouping.open, 'The open groups');
  if (typeof open.all !== 'boolean') fail('The open groups say whether all are open with true or false');
  const toggled = list(open.toggled, 'The open groups\' ids', MAX_TOGGLED).map((id) => text(id, 'A group id'));
  return { levels, aggregates, open: { all: open.all as boolean, toggled } };
}

/** A query on the table, rebuilt from the checked parts only (nothing unknown passes through). */
export function checkQuery(value: unknown, table: CheckedTable): RowQuery {
  const query = object(value, 'The query');
  if (query.expanded !== undefined) fail('A served table has no nested rows to open');
  const checked: RowQuery = {
    filters: list(query.filters, 'The filters', MAX_FILTERS).map((filter) => filterOf(filter, table)),
    globalFilter: text(query.globalFilter, 'The search'),
    sort: [],
  };
  if (query.types !== undefined) {
    const types = Object.entries(object(query.types, 'The column types'));
    checked.types = Object.fromEntries(types.map(([colId, type]) => [columnId(colId, table, 'A typed column'), oneOf(type, TYPE_NAMES, 'A column\'s type')]));
  }
  if (query.grouping !== undefined) checked.grouping = groupingOf(query.grouping, table, checked.types);
  const grouped = checked.grouping !== undefined && (checked.grouping.levels.length > 0 || checked.grouping.aggregates.length > 0);
  checked.sort = list(query.sort, 'The sort', MAX_FILTERS).map((item) => sortOf(item, table, grouped));
  return checked;
}

/** The columns of a text and their headers. */
const columnsOf = (value: unknown, table: CheckedTable) =>
  list(value, 'The columns', table.specs.length).map((item) => {
    const column = object(item, 'A column');
    return { colId: columnId(column.colId, table, 'A column'), header: text(column.header, 'A column\'s header', 1000) };
  });

/**
 * A request as the page sends it (src/model/protocol.ts HttpDataRequest), checked against the
 * served tables: its table, columns, sizes and numbers. Throws BadRequest saying what is wrong.
 */
export function checkRequest(body: unknown, tableOf: (name: string) => CheckedTable | undefined): HttpDataRequest {
  const request = object(body, 'The request');
  const requestId = wholeNumber(request.requestId, 'The request id');
  const kind = oneOf(request.kind, ['load', 'rows', 'passing', 'values', 'text', 'groupsText'] as const, 'The request\'s kind');
  const key = text(kind === 'load' ? object(request.source, 'The source').key : request.key, 'The table', 1000);
  const name = servedName(key);
  const table = name === null ? undefined : tableOf(name);
  if (!table) return fail(`There is no table "${name ?? key}" on this server`);
  if (kind === 'load') return { kind, requestId, source: { type: 'served', key } };
  const query = checkQuery(request.query, table);
  switch (kind) {
    case 'rows': {
      const [start, end] = [wholeNumber(request.start, 'The first row'), wholeNumber(request.end, 'The end row')];
      if (end < start) fail('The end row comes before the first row');
      if (end - start > MAX_ROWS_PER_REQUEST) fail(`${end - start} rows were asked for at once; at most ${MAX_ROWS_PER_REQUEST} are allowed`);
      if (request.ahead !== undefined && request.ahead !== true) fail('A page fetched ahead says so with true');
      return { kind, requestId, key, query, start, end, ...(request.ahead === true && { ahead: true as const }) };
    }
    case 'passing':
      return { kind, requestId, key, query };
    case 'values':
      return { kind, requestId, key, query, colId: columnId(request.colId, table, 'The column'), search: text(request.search, 'The value search') };
    case 'groupsText':
      if (!query.grouping) fail('Export groups needs a grouping');
      return { kind, requestId, key, query, columns: columnsOf(request.columns, table) };
    case 'text': {
      const columns = columnsOf(request.columns, table);
      const format = oneOf(request.format, ['csv', 'tsv'] as const, 'The format');
      if (request.only === undefined) return { kind, requestId, key, query, columns, format };
      const only = list(request.only, 'The selected rows', table.count).map((row) => {
        const number = wholeNumber(row, 'A selected row');
        return number < table.count ? number : fail(`There is no row ${number} in this table`);
      });
      return { kind, requestId, key, query, columns, format, only };
    }
  }
}
