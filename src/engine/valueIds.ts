import type { Codes, NumberArray } from '../model/textLists';

/**
 * A column's values as small whole numbers, for counting: rows with equal texts share an id.
 * Made by the column's index (IndexedColumn.valueIds); summarizeIds reads it.
 */
export interface ValueIds {
  /** Ids run from 0 to size - 1. */
  size: number;
  /** Each row's id; null when each row is its own id. */
  ids: Codes | null;
  /** With no ids: rows may hold the same text (a file's column of many values), to be merged by text. */
  repeats?: boolean;
  text: (id: number) => string;
  /** An id's place in natural order (texts that compare equal share one); without it, texts are compared. */
  place?: (id: number) => number;
  /** Each id's value read as the column's type (NaN: blank); null for text. */
  typed: NumberArray | null;
}
