import { type TextList, textArray } from '../../model/textLists';

/**
 * A dict column's distinct values as fuzzy matching reads them (rank.ts, Prepared): accents
 * removed, and that lower-cased. Where every value has no accent (or every form is lower case
 * already) the array is the one before it, not a copy: a column of a million ids or emails
 * keeps no forms at all.
 */
export interface Forms {
  prepared: TextList;
  lower: TextList;
}

/** Forms pushed in code order, as an array: `same()` itself while each form is its entry, a copy from the first that is not. */
export class FormsBuilder {
  private own: string[] | null = null;
  constructor(private readonly same: () => TextList) {}
  push(code: number, form: string) {
    if (this.own) this.own.push(form);
    else if (form !== this.same().at(code)) (this.own = textArray(this.same()).slice(0, code)).push(form);
  }
  get forms(): TextList {
    return this.own ?? this.same();
  }
}
