import { type PeopleTable, type TextColumn, textAt } from '../data/peopleTable';
import { PEOPLE_COLUMNS } from './columnSpec';
import { compareNatural } from './compare';
import { MATCHERS, type MatcherKind } from './matchers';
import type { RowQuery, SortItem } from './query';
import { fuzzyRank, passesFuzzy, type Prepared, prepare } from './rank';

type RowTest = (row: number) => boolean;

/** Rows per step between two yields, so a newer query can interrupt an older one. */
const STEP = 65_536;

/** Natural-order ordinal of each value; equal values (by compareNatural) share one. */
function ordinalsOf(values: readonly string[]): Uint32Array {
  const order = values.map((_, i) => i).sort((a, b) => compareNatural(values[a]!, values[b]!));
  const ordinals = new Uint32Array(values.length);
  let ordinal = 0;
  order.forEach((code, i) => {
    if (i > 0 && compareNatural(values[order[i - 1]!]!, values[code]!) !== 0) ordinal++;
    ordinals[code] = ordinal;
  });
  return ordinals;
}

/** A text column with what matching and sorting need, computed once per distinct value. */
class IndexedColumn {
  readonly prepared: Prepared[];
  private ordinalCache: Uint32Array | null = null;

  constructor(readonly column: TextColumn) {
    this.prepared = column.values.map(prepare);
  }

  get ordinals(): Uint32Array {
    return (this.ordinalCache ??= ordinalsOf(this.column.values));
  }

  /** 1 for each distinct value that passes. */
  passTable(kind: MatcherKind, value: string): Uint8Array {
    const { values } = this.column;
    const table = new Uint8Array(values.length);
    if (kind === 'fuzzy') {
      const term = prepare(value);
      this.prepared.forEach((text, code) => (table[code] = passesFuzzy(text, term) ? 1 : 0));
    } else {
      const matches = MATCHERS[kind];
      values.forEach((text, code) => (table[code] = matches(text, value) ? 1 : 0));
    }
    return table;
  }

  test(kind: MatcherKind, value: string): RowTest {
    const table = this.passTable(kind, value);
    const { codes } = this.column;
    return (row) => table[codes[row]!] === 1;
  }
}

/** How many leading characters of `term` appear in order in `text` (greedy, leftmost). */
function inOrderPrefixLength(text: string, term: string): number {
  let from = 0;
  let matched = 0;
  while (matched < term.length) {
    const found = text.indexOf(term[matched]!, from);
    if (found < 0) break;
    from = found + 1;
    matched++;
  }
  return matched;
}

/**
 * Filters and sorts the people of one table. Built once per table; each query then costs a
 * pass over the distinct names plus a table lookup per row.
 */
export class PeopleIndex {
  private readonly first: IndexedColumn;
  private readonly last: IndexedColumn;
  private fullNameOrdinalCache: Float64Array | null = null;

  constructor(readonly table: PeopleTable) {
    this.first = new IndexedColumn(table.firstName);
    this.last = new IndexedColumn(table.lastName);
  }

  /** The displayed columns' texts of a row, in PEOPLE_COLUMNS order. */
  textsOf(row: number): string[] {
    const first = textAt(this.table.firstName, row);
    const last = textAt(this.table.lastName, row);
    return [String(row), first, last, `${first} ${last}`];
  }

  private fullNamePrepared(row: number): Prepared {
    const first = this.first.prepared[this.table.firstName.codes[row]!]!;
    const last = this.last.prepared[this.table.lastName.codes[row]!]!;
    return { prepared: `${first.prepared} ${last.prepared}`, lower: `${first.lower} ${last.lower}` };
  }

  private idTest(kind: MatcherKind, value: string): RowTest {
    if (kind === 'exact') {
      // String(id) equals the value ignoring case: only the canonical decimal form can.
      const target = /^(0|[1-9]\d*)$/.test(value) ? Number(value) : -1;
      return (row) => row === target;
    }
    if (kind === 'fuzzy') {
      const term = prepare(value);
      if (!/^\d+$/.test(term.lower)) return () => false; // ids are digits only
      return (row) => passesFuzzy({ prepared: String(row), lower: String(row) }, term);
    }
    const matches = MATCHERS[kind];
    return (row) => matches(String(row), value);
  }

  /**
   * Fuzzy on "first last" without building the string: the term's characters match in order
   * in "first last" exactly when, after matching as many as possible in the first name
   * (greedy), the rest match in order in " last". Both halves are worked out per distinct name.
   */
  private fullNameFuzzyTest(value: string): RowTest {
    const term = prepare(value);
    const width = term.lower.length + 1;
    const matchedInFirst = Uint32Array.from(this.first.prepared, (first) => inOrderPrefixLength(first.lower, term.lower));
    const restMatchesInLast = new Uint8Array(this.last.prepared.length * width);
    this.last.prepared.forEach((last, code) => {
      const text = ` ${last.lower}`;
      // A rest longer than the text cannot match: only the last few starting points matter.
      for (let k = Math.max(0, width - 1 - text.length); k < width; k++) {
        const rest = term.lower.slice(k);
        restMatchesInLast[code * width + k] = inOrderPrefixLength(text, rest) === rest.length ? 1 : 0;
      }
    });
    const firstLength = Uint32Array.from(this.first.prepared, (p) => p.prepared.length);
    const lastLength = Uint32Array.from(this.last.prepared, (p) => p.prepared.length);
    const { codes: firstCodes } = this.table.firstName;
    const { codes: lastCodes } = this.table.lastName;
    const termLength = term.prepared.length;
    return (row) => {
      const f = firstCodes[row]!;
      const l = lastCodes[row]!;
      return (
        firstLength[f]! + 1 + lastLength[l]! >= termLength &&
        restMatchesInLast[l * width + matchedInFirst[f]!] === 1
      );
    };
  }

  private columnTest(colId: string, kind: MatcherKind, value: string): RowTest {
    switch (colId) {
      case 'id':
        return this.idTest(kind, value);
      case 'firstName':
        return this.first.test(kind, value);
      case 'lastName':
        return this.last.test(kind, value);
      case 'fullName': {
        if (kind === 'fuzzy') return this.fullNameFuzzyTest(value);
        const matches = MATCHERS[kind];
        return (row) => matches(this.textsOf(row)[3]!, value);
      }
      default:
        throw new Error(`Unknown column ${colId}`);
    }
  }

  /** The tests a row must all pass: each column filter, and the global search on any column. */
  private testsFor(query: RowQuery): RowTest[] {
    const tests = query.filters.map(({ colId, value }) => {
      const spec = PEOPLE_COLUMNS.find((column) => column.colId === colId);
      if (!spec) throw new Error(`Unknown column ${colId}`);
      return this.columnTest(colId, spec.matcher, value);
    });
    if (query.globalFilter !== '') {
      const anyColumn = PEOPLE_COLUMNS.map(({ colId }) => this.columnTest(colId, 'fuzzy', query.globalFilter));
      tests.push((row) => anyColumn.some((test) => test(row)));
    }
    return tests;
  }

  /** Ordinal of each row's full name in natural order. */
  private fullNameOrdinals(): Float64Array | null {
    // Ordering by (first, last) equals ordering "first last" as one string, because a space
    // sorts before every other character; a first name holding whitespace would break that.
    if (this.table.firstName.values.some((name) => /\s/.test(name))) return null;
    if (this.fullNameOrdinalCache) return this.fullNameOrdinalCache;
    const firstOrdinals = this.first.ordinals;
    const lastOrdinals = this.last.ordinals;
    const { codes: firstCodes } = this.table.firstName;
    const { codes: lastCodes } = this.table.lastName;
    const ordinals = new Float64Array(this.table.count);
    const lastCount = this.table.lastName.values.length;
    for (let row = 0; row < ordinals.length; row++) {
      ordinals[row] = firstOrdinals[firstCodes[row]!]! * lastCount + lastOrdinals[lastCodes[row]!]!;
    }
    return (this.fullNameOrdinalCache = ordinals);
  }

  /** The fuzzy term Full Name ranks against: its own filter when active, else the global search. */
  static rankTerm(query: RowQuery): string {
    return query.filters.find((filter) => filter.colId === 'fullName')?.value ?? query.globalFilter;
  }

  private *compareFor(item: SortItem, rows: Uint32Array, query: RowQuery): Generator<void, (a: number, b: number) => number> {
    const { codes: firstCodes } = this.table.firstName;
    const { codes: lastCodes } = this.table.lastName;
    switch (item.colId) {
      case 'id':
        return (a, b) => a - b;
      case 'firstName': {
        const ordinals = this.first.ordinals;
        return (a, b) => ordinals[firstCodes[a]!]! - ordinals[firstCodes[b]!]!;
      }
      case 'lastName': {
        const ordinals = this.last.ordinals;
        return (a, b) => ordinals[lastCodes[a]!]! - ordinals[lastCodes[b]!]!;
      }
      case 'fullName': {
        const ordinals = this.fullNameOrdinals();
        const byName: (a: number, b: number) => number = ordinals
          ? (a, b) => ordinals[a]! - ordinals[b]!
          : (a, b) => compareNatural(this.textsOf(a)[3]!, this.textsOf(b)[3]!);
        const term = PeopleIndex.rankTerm(query);
        if (term === '') return byName;
        // Rank each shown row once per query, not once per comparison.
        const prepared = prepare(term);
        const ranks = new Float64Array(this.table.count);
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]!;
          ranks[row] = fuzzyRank(this.fullNamePrepared(row), prepared);
          if (i % STEP === STEP - 1) yield;
        }
        return (a, b) => ranks[b]! - ranks[a]! || byName(a, b);
      }
      default:
        throw new Error(`Unknown column ${item.colId}`);
    }
  }

  /**
   * The rows that pass `query`, in its order. Yields now and then, so the caller can give way
   * to a newer query. Equal rows keep id order, so descending is the exact reverse of ascending.
   */
  *select(query: RowQuery): Generator<void, Uint32Array> {
    const tests = this.testsFor(query);
    const { count } = this.table;
    let rows = new Uint32Array(count);
    let kept = 0;
    for (let row = 0; row < count; row++) {
      if (tests.every((test) => test(row))) rows[kept++] = row;
      if (row % STEP === STEP - 1) yield;
    }
    rows = rows.slice(0, kept);
    if (query.sort.length === 0) return rows;

    const comparisons: ((a: number, b: number) => number)[] = [];
    for (const item of query.sort) {
      const compare = yield* this.compareFor(item, rows, query);
      comparisons.push(item.sort === 'desc' ? (a, b) => compare(b, a) : compare);
    }
    const tieDirection = query.sort[0]!.sort === 'desc' ? -1 : 1;
    yield;
    return rows.sort((a, b) => {
      for (const compare of comparisons) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      return (a - b) * tieDirection;
    });
  }
}
