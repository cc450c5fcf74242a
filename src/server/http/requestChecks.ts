import { type ColumnSpec, type FilterKind, MATCHER_KINDS, TYPE_NAMES, TYPED_KINDS } from '../../model/columns';
import type { ColumnFilter, QuerySort, RowQuery } from '../../model/query';
import { servedName } from '../../model/served';
import type { HttpDataRequest } from '../../model/protocol';

/** A request the server will not run: the message says why, to the person (HTTP 400). */
export class BadRequest extends Error {}

/** The most rows one request may ask for: a page is at most 100, and a few are fetched ahead. */
export const MAX_ROWS_PER_REQUEST = 1000;
/** The longest text a filter, the search or a header may hold. */
export const MAX_TEXT = 10_000;
const MAX_FILTERS = 200;
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

function sortOf(value: unknown, table: CheckedTable): QuerySort {
  const item = object(value, 'A sort');
  const sort: QuerySort = { colId: columnId(item.colId, table, 'A sort\'s column'), sort: oneOf(item.sort, ['asc', 'desc'] as const, 'A sort\'s direction') };
  if (item.rankTerm !== undefined) sort.rankTerm = text(item.rankTerm, 'A sort\'s rank term');
  return sort;
}

/** A query on the table, rebuilt from the checked parts only (nothing unknown passes through). */
export function checkQuery(value: unknown, table: CheckedTable): RowQuery {
  const query = object(value, 'The query');
  if (query.expanded !== undefined) fail('A served table has no nested rows to open');
  const checked: RowQuery = {
    filters: list(query.filters, 'The filters', MAX_FILTERS).map((filter) => filterOf(filter, table)),
    globalFilter: text(query.globalFilter, 'The search'),
    sort: list(query.sort, 'The sort', MAX_FILTERS).map((item) => sortOf(item, table)),
  };
  if (query.types !== undefined) {
    const types = Object.entries(object(query.types, 'The column types'));
    checked.types = Object.fromEntries(types.map(([colId, type]) => [columnId(colId, table, 'A typed column'), oneOf(type, TYPE_NAMES, 'A column\'s type')]));
  }
  return checked;
}

/**
 * A request as the page sends it (src/model/protocol.ts HttpDataRequest), checked against the
 * served tables: its table, columns, sizes and numbers. Throws BadRequest saying what is wrong.
 */
export function checkRequest(body: unknown, tableOf: (name: string) => CheckedTable | undefined): HttpDataRequest {
  const request = object(body, 'The request');
  const requestId = wholeNumber(request.requestId, 'The request id');
  const kind = oneOf(request.kind, ['load', 'rows', 'passing', 'values', 'text'] as const, 'The request\'s kind');
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
    case 'text': {
      const columns = list(request.columns, 'The columns', table.specs.length).map((value) => {
        const column = object(value, 'A column');
        return { colId: columnId(column.colId, table, 'A column'), header: text(column.header, 'A column\'s header', 1000) };
      });
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
