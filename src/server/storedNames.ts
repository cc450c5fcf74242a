import type { ValueType } from '../model/columns';

/**
 * The stored columns of the `i`th displayed column, named by position so that no header text
 * reaches SQL: its text, its folded form, its values per type, its natural order.
 */
export const storedNames = (i: number) => ({
  text: `c${i}`,
  folded: `f${i}`,
  value: (type: ValueType) => `v${i}_${type}`,
  order: `o${i}`,
});
