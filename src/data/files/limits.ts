import { FileReadError, quoted } from './errors';

/** The most records a file shows; the rest are counted (`leftOut`). */
export const DEFAULT_MAX_RECORDS = 1_000_000;

/**
 * The longest record (a line, or lines joined by line breaks inside quotes), in characters:
 * 1 MB of ASCII, and at least 1 MB of any UTF-8. A record that long is almost certainly not a
 * table row (most often it is a quote that is never closed), and a grid cannot show it usefully.
 */
export const MAX_RECORD_LENGTH = 1 << 20;

/** `where`: "Line 12", "Item 3 of the array". Delimited text gets the likeliest cause. */
export const longRecordError = (name: string, where: string, delimited: boolean) =>
  new FileReadError(
    `${where} of ${quoted(name)} holds a record longer than 1 MB, too long for a table. ` +
      (delimited ? 'Most often a quote (") opens a cell and is never closed; else the file is not a table.' : 'A grid cannot show a record that long.'),
  );
