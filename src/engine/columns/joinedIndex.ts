import type { ColumnType, MatcherKind, ValueType } from '../../model/columns';
import type { JoinedColumn } from '../../model/table';
import { someText, textArray } from '../../model/textLists';
import { fullNameRanker } from '../fullNameRank';
import { matcherFor } from '../matchers';
import { placesInNaturalOrder } from '../naturalOrder';
import { inOrderMatch, prepare } from '../rank';
import type { RowMask } from '../rowMask';
import { countingSort, type KeyPart, rankRows } from '../sortKeys';
import { mapInto } from '../typedArrays';
import type { DictIndex } from './dictIndex';
import type { ValueIds } from '../valueIds';
import type { ValueTest } from '../typedFilters';
import type { IndexedColumn } from './indexedColumn';
import { typedKeys, typedPasses, typedValues } from './typedKeys';

/** Rows per step while giving each joined text its id. */
const ROWS_PER_STEP = 65_536;

/** Full Name: two dict columns joined by a space, matched, ranked and ordered from facts about each part's values. */
export class JoinedIndex implements IndexedColumn {
  readonly type = 'text';
  private orderCache: { ordinals: Uint32Array; count: number; sorted: Uint32Array } | null = null;
  /** Each row's id among the distinct joined texts (valueIds). */
  private idsCache: { ids: Uint32Array; texts: string[] } | null = null;
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
    // Its parts are names: a few thousand values each, held as arrays.
    const firstLower = textArray(this.first.forms.lower);
    const lastLower = textArray(this.last.forms.lower);
    const matchedInFirst = mapInto(firstLower, new Uint32Array(firstLower.length), (lower) => inOrderMatch(lower, term.lower));
    const restMatchesInLast = new Uint8Array(lastLower.length * width);
    lastLower.forEach((lower, code) => {
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
    return someText(this.first.column.values, (text) => /\s/.test(text));
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

  /** Each row's joined text read as `type`: a person may choose to (the Type menu); rarely worth keeping. */
  private typedValues(type: ValueType): Float64Array {
    return typedValues(this.count, (row) => this.text(row), type);
  }

  typedMask(type: ValueType, test: ValueTest): RowMask {
    return typedPasses(this.typedValues(type), test);
  }

  *valueParts(type: ColumnType): Generator<void, KeyPart[]> {
    if (type !== 'text') {
      const { keys, range, emptyLast } = yield* typedKeys(this.typedValues(type));
      return [{ range, keys, emptyLast }];
    }
    const { ordinals, count, sorted } = yield* this.order();
    return [{ range: count, keys: ordinals, order: sorted }];
  }

  valuesMask(values: ReadonlySet<string>): RowMask {
    const mask = new Uint8Array(this.count);
    for (let row = 0; row < mask.length; row++) mask[row] = values.has(this.text(row)) ? 1 : 0;
    return mask;
  }

  /** An id per distinct joined text, worked out once, a step at a time; texts are compared for their order. */
  *valueIds(type: ColumnType): Generator<void, ValueIds> {
    if (!this.idsCache) {
      const idOf = new Map<string, number>();
      const texts: string[] = [];
      const ids = new Uint32Array(this.count);
      for (let row = 0; row < this.count; row++) {
        const text = this.text(row);
        let id = idOf.get(text);
        if (id === undefined) idOf.set(text, (id = texts.push(text) - 1));
        ids[row] = id;
        if (row % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
      }
      this.idsCache = { ids, texts };
    }
    const { ids, texts } = this.idsCache;
    return { size: texts.length, ids, text: (id) => texts[id]!, typed: type === 'text' ? null : typedValues(texts.length, (id) => texts[id]!, type) };
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
