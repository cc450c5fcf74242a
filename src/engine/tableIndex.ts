import type { MatcherKind } from '../model/columns';
import type { QuerySort, RowQuery } from '../model/query';
import type { Column, DictColumn, JoinedColumn, RowNumberColumn, Table } from '../model/table';
import { fullNameRanker } from './fullNameRank';
import { matcherFor } from './matchers';
import { fuzzyRank, inOrderMatch, passesFuzzy, type Prepared, prepare } from './rank';
import type { RowIndex, QueryResult } from './rowIndex';
import type { RowMask } from './rowMask';
import { placesInNaturalOrder } from './naturalOrder';
import { placesInOrder } from './sortInSteps';
import { countingSort, descending, inOrder, type KeyPart, placesIn, rankRows } from './sortKeys';
import { runToEnd } from './steps';
import { nestedResult } from './tree';
import { mapInto } from './typedArrays';

/** Values per step while working out their fuzzy forms (accents removed: about a microsecond each). */
const FORMS_STEP = 8_192;

/**
 * Filter masks kept from recent queries. A sort click, a page, or typing back to an earlier
 * term asks again for filters already worked out; at 1,000,000 rows each costs 1 MB.
 */
const MASKS_KEPT = 8;

/** What the index needs of a column, whatever its type. */
interface IndexedColumn {
  /** The row's text: what filters match and CSV writes. */
  text(row: number): string;
  /** The row's value as the grid shows it. */
  value(row: number): string | number;
  /** The rows whose text passes; null when no row can. A new mask every time: callers may change it. */
  mask(kind: MatcherKind, value: string): RowMask | null;
  /** The key parts of the column's value order, ascending. */
  valueParts(): Generator<void, KeyPart[]>;
  /** Best match first for `term`, among `rows` (the rows that passed). */
  rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart>;
  /** Work its first search would otherwise wait for. */
  prepareSearch(): Generator<void, void>;
  /** Work its first sort would otherwise wait for. */
  prepareSort(): Generator<void, void>;
}

/** A mask of the rows whose code passes: each distinct value was matched once. */
function lookUp(passes: Uint8Array, codes: Uint32Array): RowMask {
  const mask = new Uint8Array(codes.length);
  for (let row = 0; row < codes.length; row++) mask[row] = passes[codes[row]!]!;
  return mask;
}

/**
 * A dict column's distinct values as fuzzy matching reads them (rank.ts, Prepared): accents
 * removed, and that lower-cased. Where every value has no accent (or every form is lower case
 * already) the array is the one before it, not a copy: a column of a million ids or emails
 * keeps no forms at all.
 */
interface Forms {
  prepared: readonly string[];
  lower: readonly string[];
}

/** Forms pushed in code order, as an array: `same()` itself while each form is its entry, a copy from the first that is not. */
class FormsBuilder {
  private own: string[] | null = null;
  constructor(private readonly same: () => readonly string[]) {}
  push(code: number, form: string) {
    if (this.own) this.own.push(form);
    else if (form !== this.same()[code]) (this.own = this.same().slice(0, code)).push(form);
  }
  get forms(): readonly string[] {
    return this.own ?? this.same();
  }
}

/** A dict column: matched, ranked and ordered once per distinct value; rows look answers up. */
class DictIndex implements IndexedColumn {
  /**
   * Each distinct value without accents, and that lower-cased: what match-sorter compares
   * (rank.ts). Arrays rather than an object per value, and no array at all where the forms are
   * the values themselves (see Forms): a column of a million ids or emails keeps none.
   */
  private formsCache: Forms | null = null;
  private preparedCache: Prepared[] | null = null;
  private lengthsCache: Uint32Array | null = null;
  private textOrderCache: { ordinals: Uint32Array; count: number } | null = null;
  private sortKeyCache: { keys: Uint32Array; range: number; emptyLast: boolean } | null = null;
  /** Each value's rank for the latest rank term, worked out as rows ask (-1: not yet). */
  private ranks: { term: string; byCode: Float64Array } | null = null;

  constructor(readonly column: DictColumn) {}

  get codes() {
    return this.column.codes;
  }

  text(row: number) {
    return this.column.values[this.column.codes[row]!]!;
  }

  value(row: number) {
    return this.text(row);
  }

  /** Works out each value's forms for fuzzy matching, yielding every STEP values. */
  private *prepareForms(): Generator<void, Forms> {
    if (this.formsCache) return this.formsCache;
    const { values } = this.column;
    const prepared = new FormsBuilder(() => values);
    const lower = new FormsBuilder(() => prepared.forms);
    for (let code = 0; code < values.length; code++) {
      const forms = prepare(values[code]!);
      prepared.push(code, forms.prepared);
      lower.push(code, forms.lower);
      if (code % FORMS_STEP === FORMS_STEP - 1) yield;
    }
    return (this.formsCache = { prepared: prepared.forms, lower: lower.forms });
  }

  /** Each value's length without accents (match-sorter rejects a longer term first). */
  get lengths(): Uint32Array {
    return (this.lengthsCache ??= mapInto(this.forms.prepared, new Uint32Array(this.column.values.length), (text) => text.length));
  }

  get forms(): Forms {
    return this.formsCache ?? runToEnd(this.prepareForms());
  }

  /** The forms as one object per value, for a joined column's ranker (its parts have few values). */
  get prepared(): Prepared[] {
    if (!this.preparedCache) {
      const { prepared, lower } = this.forms;
      this.preparedCache = prepared.map((text, code) => ({ prepared: text, lower: lower[code]! }));
    }
    return this.preparedCache;
  }

  /** Each value's place in natural text order, empty text included, and how many places there are. */
  *textOrderSteps(): Generator<void, { ordinals: Uint32Array; count: number }> {
    if (!this.textOrderCache) {
      const { values, numeric, ordinals } = this.column;
      this.textOrderCache = ordinals && !numeric ? { ordinals, count: placesIn(ordinals) } : yield* placesInNaturalOrder(values);
    }
    return this.textOrderCache;
  }

  get textOrder(): { ordinals: Uint32Array; count: number } {
    return this.textOrderCache ?? runToEnd(this.textOrderSteps());
  }

  /** Each value's sort key: natural or numeric order, empty values after all others. */
  *sortKeysSteps(): Generator<void, { keys: Uint32Array; range: number; emptyLast: boolean }> {
    if (!this.sortKeyCache) {
      const { values, numeric, ordinals: given } = this.column;
      let keys: Uint32Array;
      let count: number;
      if (given) {
        keys = given;
        count = placesIn(given);
      } else if (numeric) {
        // Empty values are NaN here and go last, one place of their own (counted below).
        const numbers = mapInto(values, new Float64Array(values.length), (value) => (value === '' ? NaN : Number(value)));
        const compare = (a: number, b: number) => {
          const [x, y] = [numbers[a]!, numbers[b]!];
          if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
          return x - y;
        };
        ({ ordinals: keys, count } = yield* placesInOrder(values.length, compare));
        if (values.includes('')) count--;
      } else {
        ({ ordinals: keys, count } = yield* this.textOrderSteps());
      }
      const emptyLast = values.includes('');
      if (emptyLast) {
        if (!numeric || given) keys = keys.slice(); // shared: change a copy
        values.forEach((value, code) => {
          if (value === '') keys[code] = count;
        });
      }
      this.sortKeyCache = { keys, range: count + (emptyLast ? 1 : 0), emptyLast };
    }
    return this.sortKeyCache;
  }

  mask(kind: MatcherKind, value: string): RowMask {
    const { values, codes } = this.column;
    const passes = new Uint8Array(values.length);
    if (kind === 'fuzzy') {
      const term = prepare(value);
      const { prepared, lower } = this.forms;
      for (let code = 0; code < passes.length; code++) passes[code] = passesFuzzy({ prepared: prepared[code]!, lower: lower[code]! }, term) ? 1 : 0;
    } else {
      const matches = matcherFor(kind, value);
      for (let code = 0; code < passes.length; code++) passes[code] = matches(values[code]!) ? 1 : 0;
    }
    return lookUp(passes, codes);
  }

  *valueParts(): Generator<void, KeyPart[]> {
    const { keys, range, emptyLast } = yield* this.sortKeysSteps();
    const { codes } = this.column;
    return [{ range, keys, codes, emptyLast }];
  }

  /** Ranks each distinct value of the rows once (and keeps the ranks for the next sort by the same term). */
  // eslint-disable-next-line require-yield
  *rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart> {
    const { values, codes } = this.column;
    if (this.ranks?.term !== term) this.ranks = { term, byCode: new Float64Array(values.length).fill(-1) };
    const { byCode } = this.ranks;
    const shown = new Uint8Array(values.length);
    for (let i = 0; i < rows.length; i++) shown[codes[rows[i]!]!] = 1;
    const prepared = prepare(term);
    const forms = this.formsCache;
    const distinct = new Set<number>();
    let emptyLast = false;
    for (let code = 0; code < shown.length; code++) {
      if (!shown[code]) continue;
      if (values[code] === '') {
        emptyLast = true;
        continue;
      }
      if (byCode[code]! < 0) {
        const text = forms ? { prepared: forms.prepared[code]!, lower: forms.lower[code]! } : prepare(values[code]!);
        byCode[code] = fuzzyRank(text, prepared);
      }
      distinct.add(byCode[code]!);
    }
    const classOf = new Map([...distinct].sort((a, b) => b - a).map((rank, i) => [rank, i]));
    const classes = new Uint32Array(values.length);
    for (let code = 0; code < shown.length; code++) {
      if (shown[code]) classes[code] = values[code] === '' ? classOf.size : classOf.get(byCode[code]!)!;
    }
    return { range: classOf.size + (emptyLast ? 1 : 0), keys: classes, codes, emptyLast };
  }

  /** Its forms for fuzzy matching: every global search needs them. */
  *prepareSearch(): Generator<void, void> {
    yield* this.prepareForms();
  }

  *prepareSort(): Generator<void, void> {
    yield* this.sortKeysSteps();
  }
}

/** A row number column: its texts are worked out as they are asked for. */
class RowNumberIndex implements IndexedColumn {
  constructor(
    readonly column: RowNumberColumn,
    private readonly count: number,
  ) {}

  text(row: number) {
    return String(this.column.first + row);
  }

  value(row: number) {
    return this.column.first + row;
  }

  private maskOf(test: (text: string) => boolean): RowMask {
    const mask = new Uint8Array(this.count);
    for (let row = 0; row < mask.length; row++) mask[row] = test(this.text(row)) ? 1 : 0;
    return mask;
  }

  mask(kind: MatcherKind, value: string): RowMask | null {
    if (kind === 'exact') {
      // A row's text equals the value ignoring case: only the plain decimal form of a number can.
      const number = Number(value);
      const row = number - this.column.first;
      if (!Number.isSafeInteger(number) || String(number) !== value || row < 0 || row >= this.count) return null;
      const mask = new Uint8Array(this.count);
      mask[row] = 1;
      return mask;
    }
    if (kind === 'fuzzy') {
      const term = prepare(value);
      if (/[^\d-]/.test(term.lower)) return null; // row numbers hold digits and a minus sign only
      return this.maskOf((text) => passesFuzzy({ prepared: text, lower: text }, term));
    }
    return this.maskOf(matcherFor(kind, value));
  }

  // eslint-disable-next-line require-yield
  *valueParts(): Generator<void, KeyPart[]> {
    return [{ range: this.count, keys: null }];
  }

  *rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart> {
    const prepared = prepare(term);
    return yield* rankRows(rows, this.count, (row) => {
      const text = this.text(row);
      return fuzzyRank({ prepared: text, lower: text }, prepared);
    });
  }

  *prepareSearch(): Generator<void, void> {}

  *prepareSort(): Generator<void, void> {}
}

/** Full Name: two dict columns joined by a space, matched, ranked and ordered from facts about each part's values. */
class JoinedIndex implements IndexedColumn {
  private orderCache: { ordinals: Uint32Array; count: number; sorted: Uint32Array } | null = null;
  /** Ranks joined texts for the latest term (fullNameRank.ts), made once per term. */
  private ranker: { term: string; rankOf: (firstCode: number, lastCode: number) => number } | null = null;

  constructor(
    readonly column: JoinedColumn,
    private readonly first: DictIndex,
    private readonly last: DictIndex,
    private readonly count: number,
  ) {}

  text(row: number) {
    return `${this.first.text(row)} ${this.last.text(row)}`;
  }

  value(row: number) {
    return this.text(row);
  }

  mask(kind: MatcherKind, value: string): RowMask {
    if (kind === 'fuzzy') return this.fuzzyMask(value);
    const matches = matcherFor(kind, value);
    const mask = new Uint8Array(this.count);
    for (let row = 0; row < mask.length; row++) mask[row] = matches(this.text(row)) ? 1 : 0;
    return mask;
  }

  /**
   * Fuzzy on "first last" without building the string: the term's characters match in order
   * in "first last" exactly when, after matching as many as possible in the first part
   * (greedy), the rest match in order in " last". Both halves are worked out per distinct value.
   */
  private fuzzyMask(value: string): RowMask {
    const term = prepare(value);
    const width = term.lower.length + 1;
    const first = this.first.forms;
    const last = this.last.forms;
    const matchedInFirst = mapInto(first.lower, new Uint32Array(first.lower.length), (lower) => inOrderMatch(lower, term.lower));
    const restMatchesInLast = new Uint8Array(last.lower.length * width);
    last.lower.forEach((lower, code) => {
      const text = ` ${lower}`;
      // A rest longer than the text cannot match: only the last few starting points matter.
      for (let k = Math.max(0, width - 1 - text.length); k < width; k++) {
        restMatchesInLast[code * width + k] = inOrderMatch(text, term.lower, k) === width - 1 - k ? 1 : 0;
      }
    });
    // match-sorter first rejects a term longer than the text (both without accents).
    const firstLength = this.first.lengths;
    const lastLength = this.last.lengths;
    const firstCodes = this.first.codes;
    const lastCodes = this.last.codes;
    const termLength = term.prepared.length;
    const mask = new Uint8Array(this.count);
    for (let row = 0; row < mask.length; row++) {
      const f = firstCodes[row]!;
      const l = lastCodes[row]!;
      mask[row] = firstLength[f]! + 1 + lastLength[l]! >= termLength ? restMatchesInLast[l * width + matchedInFirst[f]!]! : 0;
    }
    return mask;
  }

  /**
   * Ordering by (first, last) equals ordering "first last" as one string, because a space
   * sorts before every other character; a first part holding whitespace breaks that, so such a
   * table orders its joined texts whole (one long sort, left to the first sort by this column).
   */
  private get ordersWholeTexts(): boolean {
    return this.first.column.values.some((text) => /\s/.test(text));
  }

  /**
   * Each row's place in this column's order (equal texts share one) and every row in that order,
   * worked out once per table, a pass at a time (yielding between passes): a sort by this column
   * then only keeps the rows that pass, with no sorting, and a rank sort sorts once.
   */
  private *order(): Generator<void, { ordinals: Uint32Array; count: number; sorted: Uint32Array }> {
    if (this.orderCache) return this.orderCache;
    const all = new Uint32Array(this.count);
    for (let row = 0; row < all.length; row++) all[row] = row;
    if (this.ordersWholeTexts) {
      const { ordinals, count } = yield* placesInNaturalOrder(Array.from({ length: this.count }, (_, row) => this.text(row)));
      const sorted = countingSort(all, { range: count, keys: ordinals });
      return (this.orderCache = { ordinals, count, sorted });
    }
    const firstCodes = this.first.codes;
    const lastCodes = this.last.codes;
    const first = yield* this.first.textOrderSteps();
    const last = yield* this.last.textOrderSteps();
    const firstOrdinals = first.ordinals;
    const lastOrdinals = last.ordinals;
    const firstOf = (row: number) => firstOrdinals[firstCodes[row]!]!;
    const lastOf = (row: number) => lastOrdinals[lastCodes[row]!]!;
    const byLast = countingSort(all, { range: last.count, keys: lastOrdinals, codes: lastCodes });
    yield;
    const sorted = countingSort(byLast, { range: first.count, keys: firstOrdinals, codes: firstCodes });
    yield;
    const ordinals = new Uint32Array(this.count);
    let ordinal = 0;
    for (let i = 0; i < sorted.length; i++) {
      const row = sorted[i]!;
      const previous = sorted[i - 1];
      if (previous !== undefined && (firstOf(previous) !== firstOf(row) || lastOf(previous) !== lastOf(row))) ordinal++;
      ordinals[row] = ordinal;
    }
    return (this.orderCache = { ordinals, count: ordinal + 1, sorted });
  }

  *valueParts(): Generator<void, KeyPart[]> {
    const { ordinals, count, sorted } = yield* this.order();
    return [{ range: count, keys: ordinals, order: sorted }];
  }

  *rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart> {
    if (this.ranker?.term !== term) {
      this.ranker = { term, rankOf: fullNameRanker(this.first.prepared, this.last.prepared, prepare(term)) };
    }
    const { rankOf } = this.ranker;
    const firstCodes = this.first.codes;
    const lastCodes = this.last.codes;
    return yield* rankRows(rows, this.count, (row) => rankOf(firstCodes[row]!, lastCodes[row]!));
  }

  /** Its parts' values as its fuzzy mask and ranker read them. */
  *prepareSearch(): Generator<void, void> {
    yield* this.first.prepareSearch();
    yield* this.last.prepareSearch();
    void this.first.prepared;
    void this.last.prepared;
  }

  /** Its order, unless that is a sort of whole texts, left to the first sort by this column. */
  *prepareSort(): Generator<void, void> {
    if (!this.ordersWholeTexts) yield* this.order();
  }
}

/**
 * Filters, ranks and sorts the rows of any Table. Built once per table; a query then costs a
 * pass over each filtered column's distinct values and a look-up per row, and sorts plain
 * numbers (stable counting sorts over orders worked out once per column).
 */
export class TableIndex implements RowIndex {
  /** The displayed columns, by id, in display order. */
  private readonly columns = new Map<string, IndexedColumn>();
  /**
   * The columns the global search checks: a value that passes a joined column's part also
   * passes the joined text (the same characters in order, in a longer text), so parts are left out.
   */
  private readonly searched: IndexedColumn[];
  /** Recent filter masks by filter, oldest first. Shared: never changed after they are made. */
  private readonly masks = new Map<string, RowMask>();

  constructor(readonly table: Table) {
    const entries = Object.entries(table.columns);
    const dicts = new Map<string, DictIndex>();
    for (const [colId, column] of entries) if (column.type === 'dict') dicts.set(colId, new DictIndex(column));
    const part = (colId: string): DictIndex => {
      const found = dicts.get(colId);
      if (!found) throw new Error(`A joined column's part ${colId} is not a dict column of the table`);
      return found;
    };
    const indexed = (colId: string, column: Column): IndexedColumn => {
      switch (column.type) {
        case 'dict':
          return dicts.get(colId)!;
        case 'rowNumber':
          return new RowNumberIndex(column, table.count);
        case 'joined':
          return new JoinedIndex(column, part(column.parts[0]), part(column.parts[1]), table.count);
      }
    };
    for (const [colId, column] of entries) this.columns.set(colId, indexed(colId, column));
    const parts = new Set(entries.flatMap(([, column]) => (column.type === 'joined' ? column.parts : [])));
    this.searched = entries.filter(([colId]) => !parts.has(colId)).map(([colId]) => this.columns.get(colId)!);
  }

  get count() {
    return this.table.count;
  }

  private column(colId: string): IndexedColumn {
    const column = this.columns.get(colId);
    if (!column) throw new Error(`Unknown column ${colId}`);
    return column;
  }

  /** A row's texts in the given columns (by default every displayed column), in that order. */
  textsOf(row: number, colIds?: readonly string[]): string[] {
    if (colIds) return colIds.map((colId) => this.column(colId).text(row));
    return Array.from(this.columns.values(), (column) => column.text(row));
  }

  /** The row as the grid shows it: each displayed column's value by id (a row number as a number). */
  rowAt(row: number): Record<string, unknown> {
    const shown: Record<string, unknown> = {};
    for (const [colId, column] of this.columns) shown[colId] = column.value(row);
    return shown;
  }

  /** The mask for `key`, from the recent ones or made now; the newest stay. */
  private cachedMask(key: string, make: () => RowMask): RowMask {
    const mask = this.masks.get(key) ?? make();
    this.masks.delete(key);
    this.masks.set(key, mask);
    if (this.masks.size > MASKS_KEPT) this.masks.delete(this.masks.keys().next().value!);
    return mask;
  }

  private columnMask(colId: string, kind: MatcherKind, value: string): RowMask {
    return this.column(colId).mask(kind, value) ?? new Uint8Array(this.count);
  }

  /** The global search: a row passes when any displayed column's text passes the fuzzy term. */
  private globalMask(term: string): RowMask {
    let mask: RowMask | null = null;
    for (const column of this.searched) {
      const passes = column.mask('fuzzy', term);
      if (!passes) continue;
      if (!mask) mask = passes; // a new mask: this one may change it
      else for (let row = 0; row < mask.length; row++) mask[row]! |= passes[row]!;
    }
    return mask ?? new Uint8Array(this.count);
  }

  /**
   * Work the first searches and sorts would otherwise wait for, to do in idle time, in small
   * steps: every column's forms for fuzzy matching first (a global search reads them all), then
   * each column's order.
   */
  *prepare(): Generator<void, void> {
    for (const column of this.columns.values()) {
      yield* column.prepareSearch();
      yield;
    }
    for (const column of this.columns.values()) {
      yield* column.prepareSort();
      yield;
    }
  }

  /** The key parts one sort item adds, ascending; the rows are the ones that passed. */
  private *keyParts(item: QuerySort, rows: Uint32Array): Generator<void, KeyPart[]> {
    const column = this.column(item.colId);
    const byValue = yield* column.valueParts();
    const term = item.rankTerm ?? '';
    if (term === '') return byValue;
    return [yield* column.rankPart(term, rows), ...byValue];
  }

  /**
   * Sorts rows by their key parts (least significant first, each a stable counting sort: a
   * few passes over the rows, no comparisons). Equal rows keep row order, in the first sort
   * item's direction. A least significant part whose order is known in advance needs no
   * sorting: its order, kept to the rows that pass, is already the result of that pass.
   */
  private sortRows(rows: Uint32Array, parts: KeyPart[], firstDescending: boolean, passes: RowMask | null): Uint32Array {
    const least = parts[parts.length - 1];
    let sorted: Uint32Array;
    let unsorted = parts.length;
    if (least?.order && Boolean(least.descending) === firstDescending) {
      sorted = inOrder(least.order, passes, rows.length, firstDescending);
      unsorted--;
    } else {
      sorted = firstDescending ? rows.slice().reverse() : rows;
    }
    for (let p = unsorted - 1; p >= 0; p--) sorted = countingSort(sorted, parts[p]!);
    return sorted;
  }

  /**
   * The rows that pass `query`, in its order. Yields between steps, so the caller can give way
   * to a newer query. Equal rows keep row order, so descending is the exact reverse of
   * ascending, but for empty cells, which sort last both ways.
   */
  *run(query: RowQuery): Generator<void, QueryResult> {
    const masks: RowMask[] = [];
    for (const { colId, kind, value } of query.filters) {
      masks.push(this.cachedMask(JSON.stringify([colId, kind, value]), () => this.columnMask(colId, kind, value)));
      yield;
    }
    if (query.globalFilter !== '') {
      masks.push(this.cachedMask(JSON.stringify([query.globalFilter]), () => this.globalMask(query.globalFilter)));
      yield;
    }

    const { count } = this.table;
    let rows: Uint32Array;
    let passes: RowMask | null = null;
    if (masks.length === 0) {
      rows = new Uint32Array(count);
      for (let row = 0; row < count; row++) rows[row] = row;
    } else {
      const [first, ...others] = masks as [RowMask, ...RowMask[]];
      const mask = others.length === 0 ? first : first.slice(); // cached masks stay as they are
      for (const other of others) for (let row = 0; row < count; row++) mask[row]! &= other[row]!;
      let kept = 0;
      for (let row = 0; row < count; row++) kept += mask[row]!;
      rows = new Uint32Array(kept);
      for (let row = 0, i = 0; row < count; row++) if (mask[row]) rows[i++] = row;
      passes = mask;
    }

    if (query.sort.length > 0) {
      const parts: KeyPart[] = [];
      for (const item of query.sort) {
        for (const part of yield* this.keyParts(item, rows)) parts.push(item.sort === 'desc' ? descending(part) : part);
      }
      yield;
      rows = this.sortRows(rows, parts, query.sort[0]!.sort === 'desc', passes);
    }
    const { tree } = this.table;
    // Nested rows: the rows a visitor sees, each sibling group in the sorted order.
    return tree ? nestedResult(tree, passes ?? new Uint8Array(count).fill(1), rows, query.expanded) : { rows };
  }
}
