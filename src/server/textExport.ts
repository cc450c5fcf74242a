import type { TextFormat } from '../model/protocol';
import { headerText, TEXT_LINES } from '../engine/csv';

/** A column of an export: its id, and the header its line gives it. */
export interface ExportColumn {
  readonly colId: string;
  readonly header: string;
}

export interface TextOptions {
  /** Records per piece of text yielded (10,000 unless told). */
  readonly chunkRows?: number;
}

/** Records per piece of text unless told. */
export const CHUNK_ROWS = 10_000;

/** A session's exports under way, each with its way to stop: a closing session stops them all. */
export class ExportsUnderWay {
  private readonly stops = new Set<() => void>();

  /** Keeps `stop` until the export is done (the function it gives). */
  add(stop: () => void): () => void {
    this.stops.add(stop);
    return () => void this.stops.delete(stop);
  }

  stopAll(): void {
    for (const stop of this.stops) stop();
  }
}

/** The row numbers of a selection, checked: whole numbers from 0 (a request's, so never trusted), else a RangeError. */
export function rowNumbers(only: readonly number[]): readonly number[] {
  const bad = only.find((row) => !Number.isSafeInteger(row) || row < 0);
  if (bad !== undefined) throw new RangeError(`A selected row must be a whole number from 0, not ${String(bad)}`);
  return only;
}

/**
 * The text of rows an engine reads a batch at a time, each row its number and then its record
 * (orderedRecordsSql's columns, the record already written by the engine): the header line
 * first, then the records `chunkRows` at a time, byte for byte the tab's (src/engine/csv.ts).
 * `keep`: only the rows whose numbers it holds.
 */
export async function* textOfRecords(
  batches: AsyncIterable<readonly (readonly unknown[])[]> | Iterable<readonly (readonly unknown[])[]>,
  columns: readonly ExportColumn[],
  format: TextFormat,
  chunkRows = CHUNK_ROWS,
  keep?: ReadonlySet<number>,
): AsyncGenerator<string, void, undefined> {
  yield headerText(TEXT_LINES[format], columns.map(({ header }) => header));
  let records: string[] = [];
  for await (const rows of batches) {
    for (const [row, record] of rows) {
      if (keep && !keep.has(Number(row))) continue;
      records.push(record as string);
      if (records.length >= chunkRows) {
        yield records.join('');
        records = [];
      }
    }
  }
  if (records.length > 0) yield records.join('');
}
