import type { ColumnType, ValueType } from '../model/columns';
import { type DateForm, dateFormOf, matchValue } from './writtenDates';
import { decimalPointText, type NumberForm, numberFormOf } from './writtenNumbers';

/** A column text but for at most this many different stray texts (`n/a`, `-`, `unknown`) is told of; more make it text. */
const MAX_STRAYS = 3;

/** A stray reads as no number (with a decimal point or comma) and no date in any form: it alone can make a column of numbers or dates text. */
const isStray = (text: string): boolean => numberFormOf(text) === undefined && numberFormOf(decimalPointText(text)) === undefined && dateFormOf(text) === undefined;

/** The form a column's numbers agree on so far (its affix once a number is seen, its group separator once one has any); null once a cell is no such number. */
type NumberAgreement = { readonly affix: string | undefined; readonly separator: string } | null;

const NO_NUMBER_YET: NumberAgreement = { affix: undefined, separator: '' };

/** The agreement after a cell of form `form` (undefined: not a number); unchanged objects are kept, as a column's many plain numbers leave it so. */
function agreeing(so: NumberAgreement, form: NumberForm | undefined): NumberAgreement {
  if (so === null || !form || form.leadingZero || form.roughWhole || (so.affix !== undefined && form.affix !== so.affix) || (form.separator !== '' && so.separator !== '' && form.separator !== so.separator)) return null;
  return so.affix === form.affix && (form.separator === '' || so.separator !== '') ? so : { affix: form.affix, separator: form.separator || so.separator };
}

/** The reading a column read one way may need instead: slash dates day first, numbers with a decimal comma. */
export type OtherReading = 'dateDayFirst' | 'numberDecimalComma';

/** A column that would read as `type` but for a few stray cells (`strays`, each once): what the page tells of a text column. */
export interface NearType {
  type: ValueType;
  strays: string[];
}

/**
 * The type a file's column gets from its cells, seen one at a time (each distinct text once
 * where the column keeps a dictionary): number when every non-empty cell reads as a number of
 * one form (one currency or percent sign or none, one group separator where any), none has
 * a leading zero, none is a whole number past 2^53 (ids: NumberForm) and none is past a
 * double's range (`1e400`); else the same with a decimal comma (`12,50`); else date when every one is a date of one form, month first where slash dates
 * with the year last read either way, else day first; else text (also when every cell is empty).
 * src/sql/values.ts asks the same of a served file's cells.
 */
export class CellTypes {
  private any = false;
  /** How the cells read as numbers with a decimal point, and with a decimal comma. */
  private numbers: NumberAgreement = NO_NUMBER_YET;
  private commaNumbers: NumberAgreement = NO_NUMBER_YET;
  /** Whether a cell has a point or a comma, which the two readings of numbers read apart (kept while both hold). */
  private marked = false;
  /** The form every date so far is written in; null once a cell is none or another. */
  private dateForm: DateForm | null | undefined;
  private monthFirst = true;
  private dayFirst = true;
  /**
   * The cells but for strays, once a stray has made the column text: null before, and once
   * there are too many strays or the other cells are text too. Kept from the first stray
   * only, so a column of numbers or dates reads each cell once.
   */
  private butStrays: CellTypes | null = null;
  private readonly strays = new Set<string>();

  see(text: string) {
    if (text === '') return;
    this.any = true;
    if (this.butStrays !== null) return this.seeBesideStrays(text, this.butStrays);
    if (this.readsAsNone) return;
    const { numbers, commaNumbers, marked, dateForm } = this;
    if (numbers !== null || commaNumbers !== null) this.seeNumber(text);
    if (dateForm !== null) this.seeDate(text);
    // A stray changes nothing but these: the cells before it, as they were, go on without it.
    if (this.readsAsNone && isStray(text)) {
      const butStrays = Object.assign(new CellTypes(), this, { numbers, commaNumbers, marked, dateForm, butStrays: null, strays: new Set() });
      this.butStrays = butStrays;
      this.seeBesideStrays(text, butStrays);
    }
  }

  private get readsAsNone(): boolean {
    return this.numbers === null && this.commaNumbers === null && this.dateForm === null;
  }

  private seeBesideStrays(text: string, butStrays: CellTypes) {
    if (!isStray(text)) butStrays.see(text);
    else this.strays.add(text);
    if (this.strays.size > MAX_STRAYS || butStrays.readsAsNone) this.butStrays = null;
  }

  /**
   * A text column whose other cells all read as one type, but for a few different strays: that
   * type and the strays, in the order first seen; else null. Whether they are few enough is
   * counted in cells (nearType), which a column seen a distinct text at a time cannot count.
   */
  get typeButFewStrays(): NearType | null {
    const type = this.butStrays?.types[0];
    return type === undefined ? null : { type, strays: [...this.strays] };
  }

  private seeNumber(text: string) {
    const { numbers, commaNumbers } = this;
    const form = numbers === null ? undefined : numberFormOf(text);
    this.numbers = agreeing(numbers, form);
    if (commaNumbers === null) return;
    // A text with no point or comma reads alike either way: while the two readings agree alike (a column of whole numbers), one answer is both.
    const traded = decimalPointText(text);
    if (traded !== text) this.marked = true;
    this.commaNumbers = traded === text && commaNumbers === numbers ? this.numbers : agreeing(commaNumbers, traded === text && numbers !== null ? form : numberFormOf(traded));
  }

  private seeDate(text: string) {
    const form = this.dateForm ?? dateFormOf(text);
    const match = form?.pattern.exec(text);
    if (!form || !match) {
      this.dateForm = null;
      return;
    }
    this.dateForm = form;
    const monthFirst = this.monthFirst && matchValue(match, form.groups) !== undefined;
    // Only slash dates with the year last read otherwise day first.
    this.dayFirst = form.dayFirstGroups ? this.dayFirst && matchValue(match, form.dayFirstGroups) !== undefined : monthFirst;
    this.monthFirst = monthFirst;
    if (!this.monthFirst && !this.dayFirst) this.dateForm = null;
  }

  /** Every type the cells seen so far read as, in the order of TYPE_NAMES: none when every cell is empty. */
  get types(): ValueType[] {
    if (!this.any) return [];
    const dates: ValueType[] = this.dateForm ? [...(this.monthFirst ? (['date'] as const) : []), ...(this.dayFirst ? (['dateDayFirst'] as const) : [])] : [];
    const numbers: ValueType[] = [...(this.numbers ? (['number'] as const) : []), ...(this.commaNumbers ? (['numberDecimalComma'] as const) : [])];
    return [...numbers, ...dates];
  }

  /** Whether the cells are numbers with a point or a comma that read either way (`1,250`, `1.250`): read with a decimal point, they may have a decimal comma. */
  get numbersEitherWay(): boolean {
    return this.marked && this.numbers !== null && this.commaNumbers !== null;
  }

  /** Whether the cells are slash dates with the year last that read either way (no first or second field over 12): read month first, they may be day first. */
  get slashDatesEitherWay(): boolean {
    return this.types[0] === 'date' && this.dateForm?.dayFirstGroups !== undefined && this.dayFirst;
  }

  /** The other reading of cells that read either way (slashDatesEitherWay, numbersEitherWay), else null. */
  get otherReading(): OtherReading | null {
    return this.slashDatesEitherWay ? 'dateDayFirst' : this.numbersEitherWay ? 'numberDecimalComma' : null;
  }

  /** Whether no cell to come can give the column a type or a near type: the reading can stop. */
  get settledAsText(): boolean {
    return this.readsAsNone && this.butStrays === null;
  }

  /** The first of them, else the first type the cells but strays read as, whatever their count (a whole column's reading may find them few). */
  get typeButStrays(): ValueType | undefined {
    return this.types[0] ?? this.butStrays?.types[0];
  }

  /** The first of them, else text. */
  get type(): ColumnType {
    return this.types[0] ?? 'text';
  }
}

/**
 * A near type (typeButFewStrays) when the column's other non-empty cells outnumber its stray cells
 * three to one: a column of the scores 1 to 5 and a few `n/a` is scores, whichever texts repeat.
 */
export const nearType = (found: NearType | null, cells: { all: number; strays: number }): NearType | null => (found && cells.all - cells.strays >= 3 * cells.strays ? found : null);

export function typeOfCells(texts: Iterable<string>): ColumnType {
  const types = new CellTypes();
  for (const text of texts) types.see(text);
  return types.type;
}
