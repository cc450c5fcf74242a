/**
 * Texts by position: a plain array of strings, or a packed list (NumberTexts below, ChunkedTexts
 * in data/files/packing.ts, which packs a file's columns). A column of nearly all
 * different values (a million emails, ids or amounts) is most of a table's memory as one
 * JavaScript string per value; the packed lists hold the same texts in a fraction of it.
 */
export interface TextList {
  readonly length: number;
  at(index: number): string | undefined;
}

/** Each row's code in a dictionary: the narrowest array its number of values allows. */
export type Codes = Uint8Array | Uint16Array | Uint32Array;

/** Numbers by position: 32-bit integers where every one is such an integer (none empty), else doubles (NaN: empty). */
export type NumberArray = Float64Array | Int32Array;

/**
 * Numbers, each read as the text JavaScript writes for it (`String(n)`; NaN is an empty cell):
 * a Parquet file's number columns, whose cells show exactly that. 4 or 8 bytes a value.
 */
export class NumberTexts implements TextList {
  constructor(readonly numbers: NumberArray) {}

  /** Whether some number's text, lower-cased, may hold these characters (`1e+21`, `-0.5`, `Infinity`). */
  static mayHold(lower: string): boolean {
    return /^[\d.+\-einfty]*$/.test(lower);
  }

  get length() {
    return this.numbers.length;
  }

  at(index: number): string | undefined {
    if (!(index >= 0 && index < this.numbers.length)) return undefined;
    const number = this.numbers[index]!;
    return Number.isNaN(number) ? '' : String(number);
  }
}

/** Whether some text of the list passes `test`. */
export function someText(texts: TextList, test: (text: string) => boolean): boolean {
  for (let i = 0; i < texts.length; i++) if (test(texts.at(i)!)) return true;
  return false;
}

/** The texts as an array of strings (the list itself when it is one). */
export function textArray(texts: TextList): readonly string[] {
  if (Array.isArray(texts)) return texts as readonly string[];
  return Array.from({ length: texts.length }, (_, i) => texts.at(i)!);
}
