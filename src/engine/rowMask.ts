/** One byte per row: 1 when the row passes. */
export type RowMask = Uint8Array;
