import { FileReadError, quoted, throwIfAborted } from './errors';

/** A file as the reader takes it: a Blob (a File in the browser) with a name. */
export type NamedBlob = Blob & { readonly name: string };

export interface ReadOptions {
  /** Called after each chunk with the bytes read so far and the file's size. */
  onProgress?(bytesRead: number, totalBytes: number): void;
  /** Checked before each chunk is read; an aborted signal stops the read with an AbortError. */
  signal?: AbortSignal;
}

/**
 * Bytes read at a time. Each chunk is decoded, parsed and added to the columns in one
 * synchronous step, and the worker takes messages, a cancel among them, between two chunks:
 * small, so that a cancel is not kept waiting.
 */
export const CHUNK_BYTES = 256 * 1024;

/** Every kind of file the grid opens, as the messages name them. */
export const OPENED_KINDS = 'CSV, TSV or TXT text, JSON, NDJSON or JSONL, Parquet, Arrow or Feather (.arrow, .feather, .arrows), or an Excel workbook (.xlsx)';

/** git and file(1) call a file binary when its first 8 KB hold a zero byte; so do we. */
const SNIFF_BYTES = 8192;

const UTF16_LE_BOM = [0xff, 0xfe];
const UTF16_BE_BOM = [0xfe, 0xff];
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/**
 * Reads a Blob as text, a chunk at a time, without ever holding more than a chunk of it.
 *
 * UTF-8, with or without a byte order mark (the decoder drops it). UTF-16 with a byte order
 * mark is read too: it is what Excel's "Unicode Text" export writes. Bytes that are not valid
 * UTF-8 become U+FFFD (the decoder is not `fatal`: one bad byte must not lose a whole file) and
 * are counted in `invalidSequences`, so the person can be told.
 */
export class TextReader {
  bytesRead = 0;
  /**
   * How many invalid UTF-8 sequences were replaced by U+FFFD. A file may hold U+FFFD itself
   * (bytes EF BF BD), so the count is the U+FFFD characters decoded minus the EF BF BD
   * sequences in the bytes. An EF byte is never a continuation byte, so EF BF BD is always
   * one whole, valid U+FFFD; every other U+FFFD comes from bytes the decoder could not read.
   * Both are counted only in chunks whose text holds a U+FFFD (`indexOf` is nearly free).
   */
  invalidSequences = 0;
  /** Whether the text so far holds anything but white space (an empty file is an error). */
  sawText = false;
  private decoder: TextDecoder | null = null;
  private utf8 = true;
  /** The last two bytes read before this chunk, for an EF BF BD split between chunks. */
  private tail = new Uint8Array(0);
  /** Whether every byte has been read. */
  private done = false;
  /** Chunks read ahead by `sample`, given again by `next`. */
  private readonly ahead: string[] = [];

  constructor(
    readonly file: NamedBlob,
    private readonly options: ReadOptions = {},
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  get totalBytes() {
    return this.file.size;
  }

  /** Whether `next` has given the last chunk. */
  get finished() {
    return this.done && this.ahead.length === 0;
  }

  /** Whether the whole file has been read (by `sample`, maybe). */
  get exhausted() {
    return this.done;
  }

  /**
   * The first `length` characters of text or more (or the whole file), read ahead: `next`
   * gives the same chunks again, so chunk ends stay where they are. White space before the
   * first text, beyond `length`, is dropped: the sniffing needs the first character that is
   * not white space, and a file that starts with that much blank space loses nothing but
   * exact line numbers.
   */
  async sample(length: number): Promise<string> {
    let sample = '';
    while (!this.done && (sample.length < length || !this.sawText)) {
      const chunk = await this.read();
      if (!this.sawText && sample.length >= length) {
        this.ahead.length = 0;
        sample = '';
      }
      this.ahead.push(chunk);
      sample += chunk;
    }
    return sample;
  }

  /** The next chunk of text (possibly empty), or null after the last. */
  async next(): Promise<string | null> {
    if (this.ahead.length > 0) return this.ahead.shift()!;
    return this.done ? null : this.read();
  }

  private async read(): Promise<string> {
    const { file, options } = this;
    throwIfAborted(options.signal, file.name);
    // The first bytes tell binary from text and UTF-16 from UTF-8 (read apart, so that chunks
    // stay the size asked for).
    this.decoder ??= this.startDecoding(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    const start = this.bytesRead;
    const end = Math.min(file.size, start + this.chunkBytes);
    const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
    throwIfAborted(options.signal, file.name);
    this.bytesRead = end;
    const last = end >= file.size;
    // The last decode, without `stream`, flushes: a sequence cut short by the end of the file
    // comes out as U+FFFD with it and is counted like any other.
    const text = this.decoder.decode(bytes, { stream: !last });
    if (this.utf8) this.countInvalid(text, bytes);
    this.done = last;
    if (!this.sawText) this.sawText = /\S/.test(text);
    options.onProgress?.(this.bytesRead, file.size);
    return text;
  }

  /** Picks the decoder from the first bytes, and refuses binary files. */
  private startDecoding(first: Uint8Array): TextDecoder {
    throwIfAborted(this.options.signal, this.file.name);
    if (startsWith(first, UTF16_LE_BOM) || startsWith(first, UTF16_BE_BOM)) {
      this.utf8 = false;
      return new TextDecoder(startsWith(first, UTF16_LE_BOM) ? 'utf-16le' : 'utf-16be');
    }
    if (first.subarray(0, SNIFF_BYTES).includes(0)) {
      throw new FileReadError(
        `${quoted(this.file.name)} looks like a binary file, not text: it holds zero bytes near its start. ` +
          `Choose a file of a kind the grid opens: ${OPENED_KINDS}.`,
      );
    }
    return new TextDecoder('utf-8');
  }

  private countInvalid(text: string, bytes: Uint8Array) {
    let replaced = 0;
    for (let i = text.indexOf('\uFFFD'); i !== -1; i = text.indexOf('\uFFFD', i + 1)) replaced++;
    if (replaced > 0) {
      // EF BF BD sequences that end in this chunk: the decoder gives their U+FFFD with this chunk.
      const joined = new Uint8Array(this.tail.length + bytes.length);
      joined.set(this.tail);
      joined.set(bytes, this.tail.length);
      for (let i = joined.indexOf(0xef); i !== -1 && i + 2 < joined.length; i = joined.indexOf(0xef, i + 1)) {
        if (joined[i + 1] === 0xbf && joined[i + 2] === 0xbd) replaced--;
      }
      this.invalidSequences += replaced;
    }
    this.tail = bytes.length >= 2 ? bytes.slice(-2) : Uint8Array.from([...this.tail, ...bytes].slice(-2));
  }
}
