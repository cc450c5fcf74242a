import type { ValueType } from '../../model/columns';

/**
 * The stored columns of a displayed column, named from a base of the engine's own (`c3` for a
 * file's fourth column, `r` for the row number), so no header text reaches SQL: its text, its
 * folded form, its values per type, its natural order, its lower-cased form where SQL's differs.
 */
export const storedNames = (base: string) => ({
  text: base,
  folded: `${base}_folded`,
  value: (type: ValueType) => `${base}_${type}`,
  order: `${base}_order`,
  lowered: `${base}_lowered`,
});

/** The base of the `i`th column of a file. */
export const fileColumnBase = (i: number): string => `c${i}`;
