import { type PeopleTable, personAt, type DictColumn, textAt } from '../model/table';
import { compareNatural } from './compare';
import { MATCHERS, type MatcherKind } from './matchers';
import type { QuerySort, RowQuery } from '../model/query';
import { fullNameRanker } from './fullNameRank';
import { inOrderMatch, passesFuzzy, type Prepared, prepare } from './rank';
import type { RowIndex, Selection } from './rowIndex';
import { visibleTree } from './tree';

/** One byte per row: 1 when the row passes. */
type RowMask = Uint8Array;

/** Rows per step between two yields, so a newer query can interrupt an older one. */
const STEP = 65_536;

/**
 * Filter masks kept from recent queries. A sort click, a page, or typing back to an earlier
 * term asks again for filters already worked out; at 1,000,000 rows each costs 1 MB.
 */
const MASKS_KEPT = 8;

/** Natural-order ordinal of each value; equal values (by compareNatural) share one. */
function ordinalsOf(values: readonly string[]): { ordinals: Uint32Array; count: number } {
  const order = values.map((_, i) => i).sort((a, b) => compareNatural(values[a]!, values[b]!));
  const ordinals = new Uint32Array(values.length);
  let ordinal = 0;
  order.forEach((code, i) => {
    if (i > 0 && compareNatural(values[order[i - 1]!]!, values[code]!) !== 0) ordinal++;
    ordinals[code] = ordinal;
  });
  return { ordinals, count: ordinal + 1 };
}

/** A text column with what matching and sorting need, computed once per distinct value. */
class IndexedColumn {
  readonly prepared: Prepared[];
  private ordinalCache: { ordinals: Uint32Array; count: number } | null = null;

  constructor(readonly column: DictColumn) {
    this.prepared = column.values.map(prepare);
  }

  /** Each distinct value's place in natural order, and how many places there are. */
  get order() {
    return (this.ordinalCache ??= ordinalsOf(this.column.values));
  }

  /** The rows whose value passes: each distinct value is matched once, rows look it up. */
  mask(kind: MatcherKind, value: string): RowMask {
    const { values, codes } = this.column;
    const passes = new Uint8Array(values.length);
    if (kind === 'fuzzy') {
      const term = prepare(value);
      this.prepared.forEach((text, code) => (passes[code] = passesFuzzy(text, term) ? 1 : 0));
    } else {
      const matches = MATCHERS[kind];
      values.forEach((text, code) => (passes[code] = matches(text, value) ? 1 : 0));
    }
    const mask = new Uint8Array(codes.length);
    for (let row = 0; row < codes.length; row++) mask[row] = passes[codes[row]!]!;
    return mask;
  }
}

/** A sort key, or part of one: a whole number in 0..range-1 per row; smaller sorts first. */
interface KeyPart {
  range: number;
  of: (row: number) => number;
  /** Every row of the table in this part's ascending order, ties by id, when known in advance. */
  order?: Uint32Array;
  descending?: boolean;
}

/** The rows ordered by one key part, keeping their order among equal keys. */
function countingSort(rows: Uint32Array, { range, of }: KeyPart): Uint32Array {
  const starts = new Uint32Array(range + 1);
  for (let i = 0; i < rows.length; i++) starts[of(rows[i]!) + 1]!++;
  for (let key = 1; key <= range; key++) starts[key]! += starts[key - 1]!;
  const sorted = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    sorted[starts[of(row)]!++] = row;
  }
  return sorted;
}

/** The rows of `order` (every row of a table) that pass, `count` of them, forwards or backwards. */
function inOrder(order: Uint32Array, passes: RowMask | null, count: number, backwards: boolean): Uint32Array {
  if (!passes) return backwards ? order.slice().reverse() : order.slice();
  const rows = new Uint32Array(count);
  let i = 0;
  if (backwards) {
    for (let k = order.length - 1; k >= 0; k--) if (passes[order[k]!]) rows[i++] = order[k]!;
  } else {
    for (let k = 0; k < order.length; k++) if (passes[order[k]!]) rows[i++] = order[k]!;
  }
  return rows;
}

/**
 * Filters and sorts the people of one table. Built once per table; a query then costs a pass
 * over the distinct names and a look-up per row, and sorts plain numbers.
 */
export class PeopleIndex implements RowIndex {
  private readonly first: IndexedColumn;
  private readonly last: IndexedColumn;
  private fullNameOrderCache: { ordinals: Uint32Array; count: number; sorted: Uint32Array } | null = null;
  /** Recent filter masks by filter, oldest first. Shared: never changed after they are made. */
  private readonly masks = new Map<string, RowMask>();
  /** Ranks Full Names for the latest term (fullNameRank.ts), made once per term. */
  private ranker: { term: string; rankOf: (firstCode: number, lastCode: number) => number } | null = null;

  constructor(readonly table: PeopleTable) {
    this.first = new IndexedColumn(table.firstName);
    this.last = new IndexedColumn(table.lastName);
    // Sorting needs these; they take milliseconds, so have them ready before the first sort.
    void this.first.order;
    void this.last.order;
  }

  get count() {
    return this.table.count;
  }

  rowAt(row: number): Record<string, unknown> {
    return { ...personAt(this.table, row) };
  }

  /** A row's id as text: its number, or its path ("12.0.1") among nested people. */
  private idText(row: number): string {
    return this.table.tree ? this.table.tree.ids[row]! : String(row);
  }

  /** The mask for `key`, from the recent ones or made now; the newest stay. */
  private cachedMask(key: string, make: () => RowMask): RowMask {
    const mask = this.masks.get(key) ?? make();
    this.masks.delete(key);
    this.masks.set(key, mask);
    if (this.masks.size > MASKS_KEPT) this.masks.delete(this.masks.keys().next().value!);
    return mask;
  }

  /** match-sorter's rank of a row's Full Name for `term`. */
  private fullNameRankerFor(term: string) {
    if (this.ranker?.term !== term) this.ranker = { term, rankOf: fullNameRanker(this.first.prepared, this.last.prepared, prepare(term)) };
    return this.ranker.rankOf;
  }

  /** The displayed columns' texts of a row, in PEOPLE_COLUMNS order. */
  textsOf(row: number): string[] {
    const first = textAt(this.table.firstName, row);
    const last = textAt(this.table.lastName, row);
    return [this.idText(row), first, last, `${first} ${last}`];
  }

  private maskOf(test: (row: number) => boolean): RowMask {
    const mask = new Uint8Array(this.table.count);
    for (let row = 0; row < mask.length; row++) mask[row] = test(row) ? 1 : 0;
    return mask;
  }

  private idMask(kind: MatcherKind, value: string): RowMask {
    if (this.table.tree) {
      // Nested ids are paths: match each one's text (they are few enough).
      const term = prepare(value);
      const matches = kind === 'fuzzy' ? (id: string) => passesFuzzy({ prepared: id, lower: id }, term) : (id: string) => MATCHERS[kind](id, value);
      const { ids } = this.table.tree;
      return this.maskOf((row) => matches(ids[row]!));
    }
    if (kind === 'exact') {
      // String(id) equals the value ignoring case: only the plain decimal form of an id can.
      const mask = new Uint8Array(this.table.count);
      const target = /^(0|[1-9]\d*)$/.test(value) ? Number(value) : -1;
      if (target >= 0 && target < mask.length) mask[target] = 1;
      return mask;
    }
    if (kind === 'fuzzy') {
      const term = prepare(value);
      if (!/^\d+$/.test(term.lower)) return new Uint8Array(this.table.count); // ids are digits only
      return this.maskOf((row) => passesFuzzy({ prepared: String(row), lower: String(row) }, term));
    }
    const matches = MATCHERS[kind];
    return this.maskOf((row) => matches(String(row), value));
  }

  /**
   * Fuzzy on "first last" without building the string: the term's characters match in order
   * in "first last" exactly when, after matching as many as possible in the first name
   * (greedy), the rest match in order in " last". Both halves are worked out per distinct name.
   */
  private fullNameFuzzyMask(value: string): RowMask {
    const term = prepare(value);
    const width = term.lower.length + 1;
    const matchedInFirst = Uint32Array.from(this.first.prepared, (first) => inOrderMatch(first.lower, term.lower));
    const restMatchesInLast = new Uint8Array(this.last.prepared.length * width);
    this.last.prepared.forEach((last, code) => {
      const text = ` ${last.lower}`;
      // A rest longer than the text cannot match: only the last few starting points matter.
      for (let k = Math.max(0, width - 1 - text.length); k < width; k++) {
        restMatchesInLast[code * width + k] = inOrderMatch(text, term.lower, k) === width - 1 - k ? 1 : 0;
      }
    });
    // match-sorter first rejects a term longer than the text (both without accents).
    const firstLength = Uint32Array.from(this.first.prepared, (p) => p.prepared.length);
    const lastLength = Uint32Array.from(this.last.prepared, (p) => p.prepared.length);
    const { codes: firstCodes } = this.table.firstName;
    const { codes: lastCodes } = this.table.lastName;
    const termLength = term.prepared.length;
    const mask = new Uint8Array(this.table.count);
    for (let row = 0; row < mask.length; row++) {
      const f = firstCodes[row]!;
      const l = lastCodes[row]!;
      mask[row] =
        firstLength[f]! + 1 + lastLength[l]! >= termLength ? restMatchesInLast[l * width + matchedInFirst[f]!]! : 0;
    }
    return mask;
  }

  private columnMask(colId: string, kind: MatcherKind, value: string): RowMask {
    switch (colId) {
      case 'id':
        return this.idMask(kind, value);
      case 'firstName':
        return this.first.mask(kind, value);
      case 'lastName':
        return this.last.mask(kind, value);
      case 'fullName': {
        if (kind === 'fuzzy') return this.fullNameFuzzyMask(value);
        const matches = MATCHERS[kind];
        return this.maskOf((row) => matches(this.textsOf(row)[3]!, value));
      }
      default:
        throw new Error(`Unknown column ${colId}`);
    }
  }

  /**
   * The global search: a row passes when any column's text passes the fuzzy term. A term that
   * passes the first or the last name also passes "first last" (same characters in order, in
   * a longer text), so only id and Full Name need checking.
   */
  private globalMask(term: string): RowMask {
    const mask = this.fullNameFuzzyMask(term);
    const ids = this.idMask('fuzzy', term);
    for (let row = 0; row < mask.length; row++) mask[row]! |= ids[row]!;
    return mask;
  }

  /**
   * Each row's place in Full Name order (equal names share one) and every row in that order,
   * worked out once per table, a pass at a time (yielding between passes): a Full Name sort
   * then only keeps the rows that pass, with no sorting, and a rank sort sorts once.
   */
  private *fullNameOrder(): Generator<void, { ordinals: Uint32Array; count: number; sorted: Uint32Array }> {
    if (this.fullNameOrderCache) return this.fullNameOrderCache;
    const all = new Uint32Array(this.table.count);
    for (let row = 0; row < all.length; row++) all[row] = row;
    if (this.ordersWholeFullNames) {
      const { ordinals, count } = ordinalsOf(Array.from({ length: this.table.count }, (_, row) => this.textsOf(row)[3]!));
      const sorted = countingSort(all, { range: count, of: (row) => ordinals[row]! });
      return (this.fullNameOrderCache = { ordinals, count, sorted });
    }
    const { codes: firstCodes } = this.table.firstName;
    const { codes: lastCodes } = this.table.lastName;
    const first = this.first.order.ordinals;
    const last = this.last.order.ordinals;
    const firstOf = (row: number) => first[firstCodes[row]!]!;
    const lastOf = (row: number) => last[lastCodes[row]!]!;
    const byLast = countingSort(all, { range: this.last.order.count, of: lastOf });
    yield;
    const sorted = countingSort(byLast, { range: this.first.order.count, of: firstOf });
    yield;
    const ordinals = new Uint32Array(this.table.count);
    let ordinal = 0;
    for (let i = 0; i < sorted.length; i++) {
      const row = sorted[i]!;
      const previous = sorted[i - 1];
      if (previous !== undefined && (firstOf(previous) !== firstOf(row) || lastOf(previous) !== lastOf(row))) ordinal++;
      ordinals[row] = ordinal;
    }
    return (this.fullNameOrderCache = { ordinals, count: ordinal + 1, sorted });
  }

  /**
   * Ordering by (first, last) equals ordering "first last" as one string, because a space
   * sorts before every other character; a first name holding whitespace breaks that, so such a
   * table orders its full names as whole texts (one long sort, left to the first Full Name sort).
   */
  private get ordersWholeFullNames(): boolean {
    return this.table.firstName.values.some((name) => /\s/.test(name));
  }

  /** Work the first Full Name sort would otherwise wait for, to do in idle time; yields between passes. */
  *prepare(): Generator<void, void> {
    if (!this.ordersWholeFullNames) yield* this.fullNameOrder();
  }

  /** Full Name's order as a key part. */
  private *fullNameParts(): Generator<void, KeyPart[]> {
    const { ordinals, count, sorted } = yield* this.fullNameOrder();
    return [{ range: count, of: (row) => ordinals[row]!, order: sorted }];
  }

  /** The key parts one sort item adds, ascending; the rows are the ones that passed. */
  private *keyParts(item: QuerySort, rows: Uint32Array): Generator<void, KeyPart[]> {
    const { codes: firstCodes } = this.table.firstName;
    const { codes: lastCodes } = this.table.lastName;
    switch (item.colId) {
      case 'id':
        return [{ range: this.table.count, of: (row) => row }];
      case 'firstName': {
        const { ordinals, count } = this.first.order;
        return [{ range: count, of: (row) => ordinals[firstCodes[row]!]! }];
      }
      case 'lastName': {
        const { ordinals, count } = this.last.order;
        return [{ range: count, of: (row) => ordinals[lastCodes[row]!]! }];
      }
      case 'fullName': {
        const byName = yield* this.fullNameParts();
        const term = item.rankTerm ?? '';
        if (term === '') return byName;
        // Rank each shown row once; ranks take few values, so number them best first.
        const rankOf = this.fullNameRankerFor(term);
        const ranks = new Float64Array(this.table.count);
        const distinct = new Set<number>();
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]!;
          const rank = rankOf(firstCodes[row]!, lastCodes[row]!);
          ranks[row] = rank;
          distinct.add(rank);
          if (i % STEP === STEP - 1) yield;
        }
        const classOf = new Map([...distinct].sort((a, b) => b - a).map((rank, i) => [rank, i]));
        const rankClass = new Uint8Array(this.table.count);
        for (const row of rows) rankClass[row] = classOf.get(ranks[row]!)!;
        return [{ range: classOf.size, of: (row) => rankClass[row]! }, ...byName];
      }
      default:
        throw new Error(`Unknown column ${item.colId}`);
    }
  }

  /**
   * Sorts rows by their key parts (least significant first, each a stable counting sort: a
   * few passes over the rows, no comparisons). Equal rows keep id order, in the first sort
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
   * to a newer query. Equal rows keep id order, so descending is the exact reverse of ascending.
   */
  *select(query: RowQuery): Generator<void, Selection> {
    const masks: RowMask[] = [];
    for (const { colId, kind, value } of query.filters) {
      masks.push(this.cachedMask(`${colId}:${kind}:${value}`, () => this.columnMask(colId, kind, value)));
      yield;
    }
    if (query.globalFilter !== '') {
      masks.push(this.cachedMask(`*:${query.globalFilter}`, () => this.globalMask(query.globalFilter)));
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
        const itemParts = yield* this.keyParts(item, rows);
        for (const { range, of, order } of itemParts) {
          parts.push(item.sort === 'desc' ? { range, of: (row) => range - 1 - of(row), order, descending: true } : { range, of, order });
        }
      }
      yield;
      rows = this.sortRows(rows, parts, query.sort[0]!.sort === 'desc', passes);
    }
    return this.table.tree ? this.nested(rows, passes, query) : { rows };
  }

  /** Nested people: the rows a visitor sees, each sibling group in the sorted order. */
  private nested(sorted: Uint32Array, passes: RowMask | null, query: RowQuery): Selection {
    const tree = this.table.tree!;
    const { all = false, toggled = [] } = query.expanded ?? {};
    const flipped = new Set(toggled);
    const isExpanded = (row: number) => all !== flipped.has(tree.ids[row]!);
    const { rows, shownChildren } = visibleTree(tree, passes ?? new Uint8Array(this.table.count).fill(1), sorted, isExpanded);
    return {
      rows,
      treeInfo: (row) => ({ depth: tree.depth[row]!, hasChildren: shownChildren[row]! > 0, expanded: isExpanded(row) }),
    };
  }
}
