import type { ColumnType, MatcherKind, ValueType } from '../../model/columns';
import { type DictColumn, textAt } from '../../model/table';
import { type Codes, type NumberArray, NumberTexts, someText, textArray } from '../../model/textLists';
import { matcherFor } from '../matchers';
import { placesInNaturalOrder } from '../naturalOrder';
import { fuzzyRank, passesFuzzy, type Prepared, prepare } from '../rank';
import type { RowMask } from '../rowMask';
import { type KeyPart, placesIn } from '../sortKeys';
import { runToEnd } from '../steps';
import type { ValueTest } from '../typedFilters';
import type { ValueIds } from '../valueIds';
import { type Forms, FormsBuilder } from './fuzzyForms';
import type { IndexedColumn } from './indexedColumn';
import { type TypedKeys, typedKeys, typedPasses, typedValues } from './typedKeys';

/** Values per step while working out their fuzzy forms: removing accents costs far more than a row's look-up. */
const FORMS_STEP = 8_192;

/** A mask of the rows whose code passes: each distinct value was matched once (without codes, each row's value). */
function lookUp(passes: Uint8Array, codes: Codes | null): RowMask {
  if (!codes) return passes;
  const mask = new Uint8Array(codes.length);
  for (let row = 0; row < codes.length; row++) mask[row] = passes[codes[row]!]!;
  return mask;
}

/** A dict column: matched, ranked and ordered once per distinct value; rows look answers up. */
export class DictIndex implements IndexedColumn {
  /**
   * Each distinct value without accents, and that lower-cased: what match-sorter compares
   * (rank.ts). Arrays rather than an object per value, and no array at all where the forms are
   * the values themselves (see Forms): a column of a million ids or emails keeps none.
   */
  private formsCache: Forms | null = null;
  private preparedCache: Prepared[] | null = null;
  private lengthsCache: Uint32Array | null = null;
  private textOrderCache: { ordinals: Uint32Array; count: number } | null = null;
  private sortKeyCache: TypedKeys | null = null;
  /** Each value read as a number or a date, and their order, by type. */
  private readonly typed = new Map<ValueType, { values: NumberArray; order?: TypedKeys }>();
  /** Each value's rank for the latest rank term, worked out as rows ask (-1: not yet). */
  private ranks: { term: string; byCode: Float64Array } | null = null;

  constructor(readonly column: DictColumn) {}

  /** Each row's code, for a joined column's part (a dictionary of names: it has codes). */
  get codes(): Codes {
    if (!this.column.codes) throw new Error('A joined column’s part has no codes: it lists each row’s text');
    return this.column.codes;
  }

  get type(): ColumnType {
    return this.column.valueType ?? 'text';
  }

  text(row: number) {
    return textAt(this.column, row);
  }

  value(row: number) {
    return this.text(row);
  }

  /** Works out each value's forms for fuzzy matching, yielding every FORMS_STEP values. */
  private *prepareForms(): Generator<void, Forms> {
    if (this.formsCache) return this.formsCache;
    const { values } = this.column;
    const prepared = new FormsBuilder(() => values);
    const lower = new FormsBuilder(() => prepared.forms);
    for (let code = 0; code < values.length; code++) {
      const forms = prepare(values.at(code)!);
      prepared.push(code, forms.prepared);
      lower.push(code, forms.lower);
      if (code % FORMS_STEP === FORMS_STEP - 1) yield;
    }
    return (this.formsCache = { prepared: prepared.forms, lower: lower.forms });
  }

  /** Each value's length without accents (match-sorter rejects a longer term first). */
  get lengths(): Uint32Array {
    if (!this.lengthsCache) {
      const { prepared } = this.forms;
      this.lengthsCache = new Uint32Array(prepared.length);
      for (let code = 0; code < prepared.length; code++) this.lengthsCache[code] = prepared.at(code)!.length;
    }
    return this.lengthsCache;
  }

  get forms(): Forms {
    return this.formsCache ?? runToEnd(this.prepareForms());
  }

  /** The forms as one object per value, for a joined column's ranker (its parts have few values). */
  get prepared(): Prepared[] {
    if (!this.preparedCache) {
      const { prepared, lower } = this.forms;
      this.preparedCache = Array.from({ length: prepared.length }, (_, code) => ({ prepared: prepared.at(code)!, lower: lower.at(code)! }));
    }
    return this.preparedCache;
  }

  /** Each value's place in natural text order, empty text included, and how many places there are. */
  *textOrderSteps(): Generator<void, { ordinals: Uint32Array; count: number }> {
    if (!this.textOrderCache) {
      const { values, ordinals } = this.column;
      this.textOrderCache = ordinals ? { ordinals, count: placesIn(ordinals) } : yield* placesInNaturalOrder(textArray(values));
    }
    return this.textOrderCache;
  }

  get textOrder(): { ordinals: Uint32Array; count: number } {
    return this.textOrderCache ?? runToEnd(this.textOrderSteps());
  }

  /** Each value's sort key as text: natural order (or the order its maker gave), empty values after all others. */
  private *textKeysSteps(): Generator<void, TypedKeys> {
    if (!this.sortKeyCache) {
      const { values } = this.column;
      let { ordinals: keys, count } = yield* this.textOrderSteps();
      const emptyLast = someText(values, (value) => value === '');
      if (emptyLast) {
        keys = keys.slice(); // shared: change a copy
        for (let code = 0; code < values.length; code++) if (values.at(code) === '') keys[code] = count;
        count++;
      }
      this.sortKeyCache = { keys, range: count, emptyLast };
    }
    return this.sortKeyCache;
  }

  /** Each value read as `type` (NaN: blank), worked out once per type. */
  private typedOf(type: ValueType) {
    let typed = this.typed.get(type);
    if (!typed) {
      const { values } = this.column;
      // Numbers kept as numbers are their own typed values: no second copy.
      const read = values instanceof NumberTexts && type === 'number' ? values.numbers : typedValues(values.length, (code) => values.at(code)!, type);
      typed = { values: read };
      this.typed.set(type, typed);
    }
    return typed;
  }

  /** Each value's sort key read as `type`: by value, blank ones last. */
  private *typedKeysSteps(type: ValueType): Generator<void, TypedKeys> {
    const typed = this.typedOf(type);
    typed.order ??= yield* typedKeys(typed.values);
    return typed.order;
  }

  mask(kind: MatcherKind, value: string): RowMask | null {
    const { values, codes } = this.column;
    const passes = new Uint8Array(values.length);
    if (kind === 'fuzzy') {
      const term = prepare(value);
      // Numbers kept as numbers write their texts anew each time: skip them when no number's text can pass.
      if (values instanceof NumberTexts && !NumberTexts.mayHold(term.lower)) return null;
      const { prepared, lower } = this.forms;
      // Forms the same as one another (often the values themselves) are read once.
      const same = prepared === lower;
      for (let code = 0; code < passes.length; code++) {
        const text = prepared.at(code)!;
        passes[code] = passesFuzzy({ prepared: text, lower: same ? text : lower.at(code)! }, term) ? 1 : 0;
      }
    } else {
      const matches = matcherFor(kind, value);
      for (let code = 0; code < passes.length; code++) passes[code] = matches(values.at(code)!) ? 1 : 0;
    }
    return lookUp(passes, codes);
  }

  typedMask(type: ValueType, test: ValueTest): RowMask {
    return lookUp(typedPasses(this.typedOf(type).values, test), this.column.codes);
  }

  valuesMask(values: ReadonlySet<string>): RowMask {
    const texts = this.column.values;
    const passes = new Uint8Array(texts.length);
    for (let code = 0; code < passes.length; code++) passes[code] = values.has(texts.at(code)!) ? 1 : 0;
    return lookUp(passes, this.column.codes);
  }

  /** Its codes are the ids (without codes, its rows); their natural order is worked out once (unless its maker gave another order). */
  *valueIds(type: ColumnType, withPlaces = true): Generator<void, ValueIds> {
    const { values, codes, ordinals } = this.column;
    const places = ordinals || !withPlaces ? null : (yield* this.textOrderSteps()).ordinals;
    const typed = type === 'text' ? null : this.typedOf(type).values;
    // Without codes, its rows are the ids, and repeated texts are merged by the counting (columnValues.ts).
    if (!codes) return { size: values.length, ids: null, repeats: true, text: (row) => values.at(row)!, place: places ? (row) => places[row]! : undefined, typed };
    return { size: values.length, ids: codes, text: (code) => values.at(code)!, place: places ? (code) => places[code]! : undefined, typed };
  }

  *valueParts(type: ColumnType): Generator<void, KeyPart[]> {
    const { keys, range, emptyLast } = type === 'text' ? yield* this.textKeysSteps() : yield* this.typedKeysSteps(type);
    const { codes } = this.column;
    return [{ range, keys, ...(codes ? { codes } : {}), emptyLast }];
  }

  /** Ranks each distinct value of the rows once (and keeps the ranks for the next sort by the same term). */
  // eslint-disable-next-line require-yield
  *rankPart(term: string, rows: Uint32Array): Generator<void, KeyPart> {
    const { values, codes } = this.column;
    if (this.ranks?.term !== term) this.ranks = { term, byCode: new Float64Array(values.length).fill(-1) };
    const { byCode } = this.ranks;
    const shown = new Uint8Array(values.length);
    for (let i = 0; i < rows.length; i++) shown[codes ? codes[rows[i]!]! : rows[i]!] = 1;
    const prepared = prepare(term);
    const forms = this.formsCache;
    const distinct = new Set<number>();
    let emptyLast = false;
    for (let code = 0; code < shown.length; code++) {
      if (!shown[code]) continue;
      const text = values.at(code)!;
      if (text === '') {
        emptyLast = true;
        continue;
      }
      if (byCode[code]! < 0) {
        byCode[code] = fuzzyRank(forms ? { prepared: forms.prepared.at(code)!, lower: forms.lower.at(code)! } : prepare(text), prepared);
      }
      distinct.add(byCode[code]!);
    }
    const classOf = new Map([...distinct].sort((a, b) => b - a).map((rank, i) => [rank, i]));
    const classes = new Uint32Array(values.length);
    for (let code = 0; code < shown.length; code++) {
      if (shown[code]) classes[code] = values.at(code) === '' ? classOf.size : classOf.get(byCode[code]!)!;
    }
    return { range: classOf.size + (emptyLast ? 1 : 0), keys: classes, ...(codes ? { codes } : {}), emptyLast };
  }

  /** Its forms for fuzzy matching: every global search needs them. */
  *prepareSearch(): Generator<void, void> {
    yield* this.prepareForms();
  }

  *prepareSort(): Generator<void, void> {
    yield* this.valueParts(this.type);
  }
}
