import type { RowIndex } from '../../engine/rowIndex';
import { TableIndex } from '../../engine/tableIndex';
import { fileColumns } from '../../model/fileColumns';
import type { FileRead } from '../../model/protocol';
import { Superseded } from '../scheduler';
import { FileReadError, isAbortError } from './errors';
import { fileAsTable } from './fileTable';

const count = (n: number) => n.toLocaleString('en-US');
const leftOutNotice = (name: string, kept: number, leftOut: number) =>
  `“${name}” holds ${count(kept + leftOut)} records; the grid opened the first ${count(kept)} (the most it holds) and left out the last ${count(leftOut)}.`;

/**
 * The visitor's files as the server holds them: the one being read (Cancel or a newer file
 * stops it), the one read and not shown yet (it waits for the page's `load` naming its
 * ticket), and the one shown last.
 */
export class VisitorFiles {
  /** The file shown last: kept, so that going back to it from another dataset needs no second read. */
  private shownLast: RowIndex | null = null;
  /** A file read and not shown yet, by the request that read it: the page shows it (or cancels it, or reads another). */
  private readNotShown: { ticket: number; index: RowIndex } | null = null;
  /** Files being read, by request: Cancel (or a newer file) aborts one. */
  private readonly reading = new Map<number, AbortController>();

  /**
   * Reads a file into a table, a chunk at a time (queries on the data on screen go on between
   * chunks); request `requestId` is its ticket. `sheet`: a workbook's sheet, by name. The data on screen stays: the page shows the
   * file with a `load` of it. A file that cannot be read gives a sentence for the visitor; a
   * read cancelled or overtaken by a newer file throws Superseded.
   */
  async read(requestId: number, file: File, onProgress: (done: number, total: number) => void, sheet?: string): Promise<FileRead | { rejected: string }> {
    for (const reading of this.reading.values()) reading.abort(); // one file at a time: the newest
    this.readNotShown = null;
    const reading = new AbortController();
    this.reading.set(requestId, reading);
    try {
      // Only a visitor who opens a file needs the code that reads one: it is not loaded before the first rows.
      const { readTableFile } = await import('./readTableFile');
      const parsed = await readTableFile(file, { signal: reading.signal, onProgress, sheet });
      const columns = fileColumns(parsed.headers, parsed.types);
      const index = new TableIndex(fileAsTable(parsed, columns));
      if (reading.signal.aborted) throw new Superseded();
      this.readNotShown = { ticket: requestId, index };
      const notices = parsed.leftOut > 0 ? [...parsed.notices, leftOutNotice(file.name, parsed.count, parsed.leftOut)] : parsed.notices;
      const sheets = parsed.sheets ? { sheets: parsed.sheets, sheet: parsed.sheet } : {};
      return { count: parsed.count, columns, notices, ...sheets };
    } catch (error) {
      if (isAbortError(error)) throw new Superseded();
      if (error instanceof FileReadError) return { rejected: error.message };
      throw error;
    } finally {
      this.reading.delete(requestId);
    }
  }

  /** Stops the read of request `ticket`, or forgets the file it read if not shown yet. */
  cancel(ticket: number) {
    this.reading.get(ticket)?.abort();
    if (this.readNotShown?.ticket === ticket) this.readNotShown = null;
  }

  /**
   * The rows of the file to show: the one read by request `ticket` if it waits to be shown
   * (it is the file shown last from now on), or else the file shown last.
   */
  toShow(ticket: number | undefined): RowIndex {
    if (ticket !== undefined && this.readNotShown?.ticket === ticket) {
      this.shownLast = this.readNotShown.index;
      this.readNotShown = null;
    }
    if (!this.shownLast) throw new Error('No file is open.');
    return this.shownLast;
  }
}
