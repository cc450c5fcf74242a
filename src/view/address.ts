import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pager';
import { type FilterKind, headerOf } from '../model/columns';
import { kindsFor, needsNoText, readValueList, valueListText } from '../model/filterKinds';
import { type ColumnFilter, GROUP_COLUMN, isActive, isNoFilter, type SortItem } from '../model/query';
import { filterTextError } from './filterModels';
import { type Dataset, datasetByKey, PEOPLE } from '../model/datasets';
import type { SkippedFile } from '../model/served';
import type { NoticeAbout } from '../model/tableNotice';
import { FIRST_SET_SIZE, MAX_ROWS, REFRESH_SET_SIZE } from '../model/person';
import { MAX_SUB_LEVELS, MAX_SUB_ROWS, treeSize } from '../model/tree';
import { formatLayout, parseLayout } from './columnLayout';
import { formatTypes, ownType, parseTypes, typedColumns } from './columnTypes';
import { INITIAL_VIEW_STATE, type ViewState } from './viewState';
import { groupingParams, readGrouping } from './groupingAddress';
import { sortForGroupOrder } from './rules';
import { lastParam } from './addressParams';

/** The most sets a link may ask for: each one is made in turn from the seed, so keep it sane. */
export const MAX_SET = 1000;

export const MAX_SEED = 0xffffffff;

/** What the page's address says: read when the page opens, and again on Back and Forward. */
export interface Address {
  /** Seeds every generated set; the same seed replays the same sets. */
  seed: number;
  /** Size of the first set. */
  rows: number;
  /** `?dataset=`: what the grid shows first. */
  dataset: Dataset;
  /** `?sub=3,2`: sub rows per person on each nested level; empty for flat people. */
  sub: number[];
  /** `?names=markup`: mix names that look like HTML and script into the people. */
  markupNames: boolean;
  /** `?fault=grid`: the grid fails on purpose, to show how the page copes. */
  gridFault: boolean;
  /** The rest of the view to restore: filters, search, sort, page. */
  view: ViewState;
  /** One sentence per URL parameter that was ignored, for the page to show. */
  notices: string[];
  /** `link` when `?file=` names a file not open here, so People shows: the notices are about that file's link (NoticeAbout). */
  noticesAbout?: NoticeAbout;
  /** The data server's tables, when the page came from `npm run serve` (else none). */
  served: readonly Dataset[];
  /** The files it could not read, so does not serve. */
  skipped: readonly SkippedFile[];
}

/** A parameter's value as a notice quotes it: escaped and cut short. */
const shown = (text: string) => JSON.stringify(text).slice(1, -1).slice(0, 40);

/** A whole decimal number written plainly: no sign, no exponent, no fraction. */
const WHOLE_NUMBER = /^\d+$/;

function readWholeNumber(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
  fallbackText: string,
  notices: string[],
): number {
  const raw = lastParam(params, name, notices);
  if (raw === undefined) return fallback;
  const value = WHOLE_NUMBER.test(raw) ? Number(raw) : NaN;
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
  notices.push(
    `Ignored ?${name}=${shown(raw)}: ` +
      `expected a whole number from ${min} to ${max}. Using ${fallbackText}.`,
  );
  return fallback;
}

/** A parameter that takes one word; anything else is ignored with a notice. */
function readFlag(params: URLSearchParams, name: string, word: string, notices: string[]): boolean {
  const raw = lastParam(params, name, notices);
  if (raw === undefined) return false;
  if (raw === word) return true;
  notices.push(`Ignored ?${name}=${shown(raw)}: the only value is "${word}".`);
  return false;
}

function readDataset(params: URLSearchParams, notices: string[]): Dataset {
  const key = lastParam(params, 'dataset', notices);
  if (key === undefined) return PEOPLE;
  const dataset = datasetByKey(key);
  if (!dataset) notices.push(`Ignored ?dataset=${shown(key)}: there is no such dataset. Showing People.`);
  return dataset ?? PEOPLE;
}

/** `colId:value` pairs (`?f=`, `?sort=`), split at the first colon. */
function pairs(params: URLSearchParams, name: string): [string, string][] {
  return params.getAll(name).map((entry) => {
    const at = entry.indexOf(':');
    return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
  });
}

/**
 * A column filter in the URL: `f=colId:value`, or `f=colId.kind:value` when it matches in
 * another way than the column's default (the kind's name as in MATCHER_KINDS, e.g.
 * `f=lastName.fuzzy:smi`). Column ids hold no `.` or `:`; the value may hold anything. A kind
 * chosen with nothing typed keeps its place as `f=colId.kind:`.
 */
function readFilters(params: URLSearchParams, dataset: Dataset, notices: string[]): ColumnFilter[] {
  const filters: ColumnFilter[] = [];
  for (const [target, value] of pairs(params, 'f')) {
    const dot = target.indexOf('.');
    const colId = dot < 0 ? target : target.slice(0, dot);
    const kindName = dot < 0 ? null : target.slice(dot + 1);
    const column = dataset.columns.find((spec) => spec.colId === colId);
    if (!column) {
      notices.push(`Ignored the filter on "${shown(colId)}": ${dataset.label} has no such column.`);
      continue;
    }
    const type = ownType(column);
    if (kindName === 'values') {
      // A value list (the `Values of` dialog): its values as a JSON list of texts.
      const list = readValueList(value);
      if (!list) notices.push(`Ignored the value list of the filter on "${colId}": it is not a list of texts like ["Paris","Lyon"].`);
      else if (filters.some((filter) => filter.colId === colId)) notices.push(`Ignored a second filter on "${colId}".`);
      else filters.push({ colId, kind: 'values', value: valueListText(list) });
      continue;
    }
    const kinds = kindsFor(type).map((option) => option.kind);
    let kind = column.kind;
    if (kindName !== null) {
      if ((kinds as readonly string[]).includes(kindName)) kind = kindName as FilterKind;
      else notices.push(`Ignored the matching "${shown(kindName)}" of the filter on "${colId}": it is one of ${kinds.join(', ')}. Using ${column.kind}.`);
    }
    // Blank and Not blank take no text: one typed into the address goes, and is said to go.
    const text = needsNoText(kind) ? '' : value;
    if (text !== value) notices.push(`Ignored the text "${shown(value)}" of the filter on "${colId}": ${kind} takes none.`);
    if (isNoFilter({ kind, value: text }, column.kind)) notices.push(`Ignored the empty filter on "${colId}".`);
    else if (filters.some((filter) => filter.colId === colId)) notices.push(`Ignored a second filter on "${colId}".`);
    else if (filterTextError(type, kind, text)) notices.push(`Ignored the filter on "${colId}": ${filterTextError(type, kind, text)}`);
    else filters.push({ colId, kind, value: text });
  }
  // Kinds chosen with nothing typed follow the active filters, as the grid keeps them.
  return [...filters.filter(isActive), ...filters.filter((filter) => !isActive(filter))];
}

/** Only People has sets (Refresh Data): `?set=` on another dataset goes, and is said to go. */
function noSets(params: URLSearchParams, dataset: Dataset, notices: string[]): 0 {
  const raw = lastParam(params, 'set', notices);
  if (raw !== undefined) notices.push(`Ignored ?set=${shown(raw)}: ${dataset.label} has no sets (only People has, with Refresh Data).`);
  return 0;
}

/** The view part of the URL, checked against the dataset's columns. */
function readView(params: URLSearchParams, dataset: Dataset, notices: string[]): ViewState {
  const isColumn = (colId: string) => dataset.columns.some((column) => column.colId === colId);
  // Types first: a filter's kinds and text are checked against the type it is read as.
  const types = parseTypes(lastParam(params, 'types', notices) ?? '', dataset.columns, notices);
  const filters = readFilters(params, { ...dataset, columns: typedColumns(dataset.columns, types) }, notices);
  const grouping = readGrouping(params, dataset.columns, types, notices);
  const sort: SortItem[] = [];
  for (const [colId, direction] of pairs(params, 'sort')) {
    if (colId !== GROUP_COLUMN && !isColumn(colId)) notices.push(`Ignored the sort on "${shown(colId)}": ${dataset.label} has no such column.`);
    else if (direction !== 'asc' && direction !== 'desc') notices.push(`Ignored the sort on "${colId}": "${shown(direction)}" is not asc or desc.`);
    else if (sort.some((item) => item.colId === colId)) notices.push(`Ignored a second sort on "${colId}".`);
    else sort.push({ colId, sort: direction });
  }
  // The Group column's sort (the groups' keys reversed) is there only while grouped, and first.
  const ordered = sortForGroupOrder(grouping, sort);
  if (ordered !== sort) {
    notices.push(grouping.levels.length === 0 ? `Ignored the sort on the groups: the rows are not grouped.` : `Put the sort on the groups first: the groups hold the rows, so their order comes before the rows' own.`);
  }
  const size = lastParam(params, 'size', notices);
  let pageSize = DEFAULT_PAGE_SIZE;
  if (size !== undefined && WHOLE_NUMBER.test(size) && (PAGE_SIZES as readonly number[]).includes(Number(size))) pageSize = Number(size);
  else if (size !== undefined) notices.push(`Ignored ?size=${shown(size)}: the page size is one of ${PAGE_SIZES.join(', ')}. Using ${DEFAULT_PAGE_SIZE}.`);
  const colsValue = lastParam(params, 'cols', notices);
  const cols = colsValue !== undefined ? parseLayout(colsValue, dataset.columns, dataset.label) : { layout: [], notices: [] };
  notices.push(...cols.notices);
  return {
    set: dataset.kind === 'people' ? readWholeNumber(params, 'set', 0, MAX_SET, 0, 'the first set', notices) : noSets(params, dataset, notices),
    filters,
    globalFilter: lastParam(params, 'q', notices) ?? '',
    sort: ordered,
    page: readWholeNumber(params, 'page', 1, Number.MAX_SAFE_INTEGER, 1, 'page 1', notices),
    pageSize,
    columns: cols.layout,
    types,
    grouping,
  };
}

/**
 * `?sub=3,2`: up to MAX_SUB_LEVELS whole numbers from 0 to MAX_SUB_ROWS. Every set, the first
 * and each Refresh Data, must stay within MAX_ROWS people, sub rows included.
 */
function readSub(params: URLSearchParams, rows: number, notices: string[]): number[] {
  const raw = lastParam(params, 'sub', notices);
  if (raw === undefined) return [];
  const parts = raw.split(',');
  const counts = parts.map((part) => (WHOLE_NUMBER.test(part) ? Number(part) : NaN));
  const valid = parts.length <= MAX_SUB_LEVELS && counts.every((n) => Number.isInteger(n) && n <= MAX_SUB_ROWS);
  if (!valid) {
    notices.push(`Ignored ?sub=${shown(raw)}: expected up to ${MAX_SUB_LEVELS} whole numbers from 0 to ${MAX_SUB_ROWS}, like 3,2. No sub rows.`);
    return [];
  }
  const largest = treeSize(Math.max(rows, REFRESH_SET_SIZE), counts);
  if (largest > MAX_ROWS) {
    notices.push(`Ignored ?sub=${shown(raw)}: a set would hold ${largest} people with its sub rows; the most is ${MAX_ROWS}. No sub rows.`);
    return [];
  }
  return counts.some((n) => n > 0) ? counts : [];
}

/**
 * `?file=name`: a view of a file the visitor opened. Files are never kept or sent anywhere, so
 * only the file open in this page (`openFile`, by name) can honour it; otherwise People opens,
 * with a notice, and the rest of the file's view (its columns' filters, …) is left out.
 */
function readFile(params: URLSearchParams, openFile: Dataset | undefined, notices: string[]): Dataset | 'not open' | null {
  const name = lastParam(params, 'file', notices);
  if (name === undefined) return null;
  // `sheet`: a sheet of a workbook of several; the view of another sheet than the one open was that sheet's
  // (Back and Forward read another sheet of the open workbook before they read the address).
  const sheet = lastParam(params, 'sheet', notices);
  if (openFile?.label === name && (sheet === undefined || sheet === openFile.sheet)) return openFile;
  notices.push(`“${shown(name)}” is a file that is not open here: open it again with Open file (or drop it on the page) to see it. Showing People.`);
  return 'not open';
}

/**
 * `?server=name`: a table of the data server that served this page (`served`), by its name.
 * Anything else opens People, with a notice (for a file it could not read, `skipped`, why).
 */
function readServed(params: URLSearchParams, served: readonly Dataset[], skipped: readonly SkippedFile[], notices: string[]): Dataset | null {
  const name = lastParam(params, 'server', notices);
  if (name === undefined) return null;
  const table = served.find((dataset) => dataset.label === name);
  if (!table) {
    const unread = skipped.find((file) => file.name === name);
    const why = unread ? `the server could not read that file (${unread.reason})` : served.length > 0 ? 'the server has no table by that name' : 'this page was not opened from the data server (npm run serve)';
    notices.push(`Ignored ?server=${shown(name)}: ${why}. Showing People.`);
  }
  return table ?? null;
}

/**
 * Reads the URL's parameters; bad values fall back to defaults with a notice, never throw.
 * `openFile` is the file open in this page, if any (Back and Forward may lead to its view);
 * `served`, the data server's tables, when it served the page.
 */
export function readAddress(search: string, randomSeed: number, openFile?: Dataset, served: readonly Dataset[] = [], skipped: readonly SkippedFile[] = []): Address {
  const params = new URLSearchParams(search);
  const notices: string[] = [];
  const seed = readWholeNumber(params, 'seed', 0, MAX_SEED, randomSeed, 'a random seed', notices);
  const rows = readWholeNumber(params, 'rows', 1, MAX_ROWS, FIRST_SET_SIZE, `${FIRST_SET_SIZE}`, notices);
  const markupNames = readFlag(params, 'names', 'markup', notices);
  const gridFault = readFlag(params, 'fault', 'grid', notices);
  const sub = readSub(params, rows, notices);
  const file = readFile(params, openFile, notices);
  if (file === 'not open') return { seed, rows, sub, dataset: PEOPLE, markupNames, gridFault, view: INITIAL_VIEW_STATE, notices, noticesAbout: 'entry', served, skipped };
  const dataset = file ?? (params.has('server') ? (readServed(params, served, skipped, notices) ?? PEOPLE) : readDataset(params, notices));
  const view = readView(params, dataset, notices);
  return { seed, rows, sub, dataset, markupNames, gridFault, view, notices, served, skipped };
}

/**
 * The URL search string for a view: everything needed to open the same rows the same way.
 * Defaults are left out, to keep links short; the seed is always in, so the link reproduces.
 */
export function searchFor(
  options: Pick<Address, 'seed' | 'rows' | 'sub' | 'markupNames' | 'gridFault'>,
  dataset: Dataset,
  view: ViewState,
): string {
  const params = new URLSearchParams();
  params.set('seed', String(options.seed));
  if (options.rows !== FIRST_SET_SIZE) params.set('rows', String(options.rows));
  if (options.sub.length > 0) params.set('sub', options.sub.join(','));
  if (options.markupNames) params.set('names', 'markup');
  if (options.gridFault) params.set('fault', 'grid');
  if (dataset.kind === 'file') {
    params.set('file', dataset.label);
    if (dataset.sheet !== undefined && (dataset.sheets?.length ?? 0) > 1) params.set('sheet', dataset.sheet);
  } else if (dataset.kind === 'served') params.set('server', dataset.label);
  else if (dataset.kind !== 'people') params.set('dataset', dataset.key);
  if (view.set > 0) params.set('set', String(view.set));
  const types = formatTypes(view.types);
  if (types !== null) params.set('types', types);
  const columns = typedColumns(dataset.columns, view.types);
  for (const { colId, kind, value } of view.filters) {
    const column = columns.find((spec) => spec.colId === colId);
    params.append('f', `${kind === column?.kind ? colId : `${colId}.${kind}`}:${value}`);
  }
  if (view.globalFilter !== '') params.set('q', view.globalFilter);
  for (const [name, value] of groupingParams(view.grouping)) params.append(name, value);
  for (const { colId, sort } of view.sort) params.append('sort', `${colId}:${sort}`);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  // Commas written as they are (URLSearchParams would write %2C): `cols=lastName.pin,id,…` reads as it means.
  const cols = formatLayout(view.columns);
  return `?${params.toString()}${cols === null ? '' : `&cols=${encodeURIComponent(cols).replaceAll('%2C', ',')}`}`;
}

/** About the longest link that mail, chat and browsers all keep whole. */
export const MAX_LINK_LENGTH = 2000;

/**
 * The address of a view as a link: its search, and when that would make the link (`base`
 * characters before the `?`) longer than MAX_LINK_LENGTH, the search without its value lists,
 * with the whole search beside it (for reload and Back) and the headers of the columns left out.
 */
export function linkFor(
  options: Parameters<typeof searchFor>[0],
  dataset: Dataset,
  view: ViewState,
  base: number,
): { search: string; whole?: string; leftOut: string[] } {
  const whole = searchFor(options, dataset, view);
  const lists = view.filters.filter((filter) => filter.kind === 'values');
  if (base + whole.length <= MAX_LINK_LENGTH || lists.length === 0) return { search: whole, leftOut: [] };
  const search = searchFor(options, dataset, { ...view, filters: view.filters.filter((filter) => filter.kind !== 'values') });
  return { search, whole, leftOut: lists.map((filter) => headerOf(dataset.columns, filter.colId)) };
}
