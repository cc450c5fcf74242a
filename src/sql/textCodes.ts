import type { Writer } from './statement';

/**
 * A column of few texts read at load with its stored codes: each text's place in natural order
 * (its `order` column), so a fuzzy term is worked out once per text here, and the rows found by
 * their codes written into the statement as a list of whole numbers (no LIKE on every row).
 */
export interface TextCodes {
  /** The stored column of codes: the text's place in natural order, NULL for an empty text. */
  readonly column: string;
  /** Each code (null: the empty text's) with a folded text that has it (texts the collator finds equal share a code) and how many rows hold that text. */
  readonly texts: readonly (readonly [code: number | null, folded: string, rows: number])[];
}

/** The most different texts a column's codes are read for: a list of half of them at most goes into a statement. */
export const MAX_CODED_TEXTS = 2_000;

/** A term's codes: those whose texts pass and those whose texts fail, and how many rows each side holds. */
export interface CodeSplit {
  readonly pass: readonly number[];
  readonly fail: readonly number[];
  readonly passRows: number;
  readonly failRows: number;
}

/** Whether `text` holds `term`'s characters (code points) in order: `text LIKE '%a%n%n%'` (patterns.ts inOrderLike) without the engine. */
export function holdsInOrder(text: string, term: string): boolean {
  let at = 0;
  for (const char of term) {
    const found = text.indexOf(char, at);
    if (found < 0) return false;
    at = found + char.length;
  }
  return true;
}

/**
 * The codes whose folded texts hold `lower` in order, and the others; undefined when a code's
 * texts disagree (then no list of codes stands for the condition) or a row with no code passes.
 */
export function splitCodes(codes: TextCodes, lower: string): CodeSplit | undefined {
  const passes = new Map<number | null, boolean>();
  let passRows = 0;
  let failRows = 0;
  for (const [code, folded, rows] of codes.texts) {
    const passing = holdsInOrder(folded, lower);
    if (passes.get(code) === !passing || (code === null && passing)) return undefined;
    passes.set(code, passing);
    if (passing) passRows += rows;
    else failRows += rows;
  }
  const [pass, fail] = [true, false].map((side) => [...passes].flatMap(([code, passing]) => (code !== null && passing === side ? [code] : [])));
  return { pass: pass!, fail: fail!, passRows, failRows };
}

/**
 * The rows whose code is one of `codes` (`=` for one), or, when `others` (the rest of the codes) is
 * one code, not that one (`<>`): DuckDB 1.5 reads a long NOT IN ten times slower than IN (each
 * value compared in turn), so no longer list is written that way. The codes are the table's own
 * whole numbers, written as such; a NULL code is neither.
 */
function oneOf(column: string, codes: readonly number[], others: readonly number[]): string {
  const number = (code: number) => String(Math.trunc(code));
  if (others.length === 1 && codes.length > 1) return `${column} <> ${number(others[0]!)}`;
  if (codes.length === 1) return `${column} = ${number(codes[0]!)}`;
  return `${column} IN (${codes.map(number).join(', ')})`;
}

/** How many codes passingCodesSql writes for a split. */
export const listedCodes = (split: CodeSplit): number => (split.pass.length === 0 || split.fail.length === 0 || (split.fail.length === 1 && split.pass.length > 1) ? 1 : split.pass.length);

/** The rows whose code passes (a NULL code, an empty text's, does not). */
export function passingCodesSql(writer: Writer, codes: TextCodes, split: CodeSplit): string {
  const column = writer.dialect.quote(codes.column);
  if (split.pass.length === 0) return 'FALSE';
  if (split.fail.length === 0) return `${column} IS NOT NULL`;
  return oneOf(column, split.pass, split.fail);
}

/** The rows whose code fails; for a column with no empty text (no NULL code) only. */
export function failingCodesSql(writer: Writer, codes: TextCodes, split: CodeSplit): string {
  const column = writer.dialect.quote(codes.column);
  if (split.fail.length === 0) return 'FALSE';
  if (split.pass.length === 0) return 'TRUE';
  return oneOf(column, split.fail, split.pass);
}
