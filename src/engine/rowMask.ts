import { AllRows } from './rowIndex';

/** One byte per row: 1 when the row passes. */
export type RowMask = Uint8Array;

/** The rows a mask passes, in row order (null: all `count` rows). */
export function rowsPassing(mask: RowMask | null, count: number): Uint32Array {
  if (mask === null) return new AllRows(count).slice();
  let kept = 0;
  for (let row = 0; row < count; row++) kept += mask[row]!;
  const rows = new Uint32Array(kept);
  for (let row = 0, i = 0; row < count; row++) if (mask[row]) rows[i++] = row;
  return rows;
}
