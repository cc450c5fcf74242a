import type { ColumnType, ValueType } from '../model/columns';
import { type DateForm, dateFormOf, matchValue } from './writtenDates';
import { numberFormOf } from './writtenNumbers';

/**
 * The type a file's column gets from its cells, seen one at a time (each distinct text once
 * where the column keeps a dictionary): number when every non-empty cell reads as a number of
 * one form (one currency or percent sign or none, one group separator where any), none has
 * a leading zero, none is a whole number past 2^53 (ids: NumberForm) and none is past a
 * double's range (`1e400`); else date when every one is a date of one form, month first where slash dates
 * with the year last read either way, else day first; else text (also when every cell is empty).
 * src/sql/values.ts asks the same of a served file's cells.
 */
export class CellTypes {
  private any = false;
  private number = true;
  private affix: string | undefined;
  private separator = '';
  /** The form every date so far is written in; null once a cell is none or another. */
  private dateForm: DateForm | null | undefined;
  private monthFirst = true;
  private dayFirst = true;

  see(text: string) {
    if (text === '') return;
    this.any = true;
    if (this.number) this.seeNumber(text);
    if (this.dateForm !== null) this.seeDate(text);
  }

  private seeNumber(text: string) {
    const form = numberFormOf(text);
    if (!form || form.leadingZero || form.roughWhole || (this.affix !== undefined && form.affix !== this.affix) || (form.separator !== '' && this.separator !== '' && form.separator !== this.separator)) {
      this.number = false;
      return;
    }
    this.affix = form.affix;
    if (form.separator !== '') this.separator = form.separator;
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
    return this.number ? ['number', ...dates] : dates;
  }

  /** The first of them, else text. */
  get type(): ColumnType {
    return this.types[0] ?? 'text';
  }
}

export function typeOfCells(texts: Iterable<string>): ColumnType {
  const types = new CellTypes();
  for (const text of texts) types.see(text);
  return types.type;
}
