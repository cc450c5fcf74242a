// The entries of a zip archive (an .xlsx workbook is one), read from a Blob on demand: the
// central directory at the end says where each entry is, and an entry is inflated as it is
// read by the platform's DecompressionStream (zlib in the browser and in Node: no code of ours).
import { throwIfAborted } from './errors';
import { errorMessage } from '../../model/errorMessage';

/** An entry of the archive: where its bytes are and how they are stored. */
export interface ZipEntry {
  readonly name: string;
  /** 0: stored; 8: deflated. */
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  /** Where its local header starts. */
  readonly offset: number;
  readonly encrypted: boolean;
}

/** The zip archive cannot be read: its message says why, for a sentence to the person. */
export class ZipError extends Error {
  override readonly name = 'ZipError';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record (22 bytes) and the longest comment after it. */
const END_SEARCH = 22 + 0xffff;

/** Inflated chunks read ahead of the parser. */
const INFLATED_AHEAD = 32;

const bytesOf = async (file: Blob, start: number, end: number) => new Uint8Array(await file.slice(start, end).arrayBuffer());

/** The archive's entries by name, from its central directory. */
export async function zipEntries(file: Blob): Promise<Map<string, ZipEntry>> {
  const tailStart = Math.max(0, file.size - END_SEARCH);
  const tail = await bytesOf(file, tailStart, file.size);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0 && end === -1; i--) if (view.getUint32(i, true) === END_OF_DIRECTORY) end = i;
  if (end === -1) throw new ZipError('it is not a zip archive');
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0xffff || start === 0xffffffff) throw new ZipError('it is a ZIP64 archive, too large for a workbook');
  if (start + size > file.size) throw new ZipError('its directory lies past its end: the file is cut short');
  const directory = await bytesOf(file, start, start + size);
  const entries = new Map<string, ZipEntry>();
  const names = new TextDecoder();
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  for (let at = 0, i = 0; i < count; i++) {
    if (at + 46 > directory.length || dir.getUint32(at, true) !== DIRECTORY_ENTRY) throw new ZipError('its directory is damaged');
    const nameLength = dir.getUint16(at + 28, true);
    const name = names.decode(directory.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      name,
      method: dir.getUint16(at + 10, true),
      encrypted: (dir.getUint16(at + 8, true) & 1) !== 0,
      compressedSize: dir.getUint32(at + 20, true),
      size: dir.getUint32(at + 24, true),
      offset: dir.getUint32(at + 42, true),
    });
    at += 46 + nameLength + dir.getUint16(at + 30, true) + dir.getUint16(at + 32, true);
  }
  return entries;
}

export interface EntryReading {
  signal?: AbortSignal;
  /** The file's name, for the AbortError. */
  fileName: string;
  /** Called as compressed bytes are read: how many of the entry's so far. */
  onBytes?(read: number): void;
}

/** An entry's bytes as a stream of its inflated content. */
async function entryStream(file: Blob, entry: ZipEntry, onBytes?: (read: number) => void): Promise<ReadableStream<Uint8Array>> {
  if (entry.encrypted) throw new ZipError(`its part ${entry.name} is encrypted`);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipError(`its part ${entry.name} is compressed in a way zip readers rarely meet (method ${entry.method})`);
  const header = await bytesOf(file, entry.offset, entry.offset + 30);
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < 30 || view.getUint32(0, true) !== LOCAL_HEADER) throw new ZipError(`its part ${entry.name} is damaged`);
  const start = entry.offset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  let read = 0;
  const counted = file
    .slice(start, start + entry.compressedSize)
    .stream()
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.length;
          onBytes?.(read);
          controller.enqueue(chunk);
        },
      }),
    );
  const inflated = entry.method === 8 ? counted.pipeThrough(new DecompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>) : counted;
  // Room for chunks inflated ahead, so that inflating (zlib, off this thread in Node) goes on while the text is parsed.
  return inflated.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({}, undefined, new CountQueuingStrategy({ highWaterMark: INFLATED_AHEAD })));
}

/** An entry's content as text, a chunk at a time (UTF-8; chunks as the inflater gives them). */
export async function* entryText(file: Blob, entry: ZipEntry, reading: EntryReading): AsyncGenerator<string> {
  const reader = (await entryStream(file, entry, (read) => reading.onBytes?.(read))).getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      throwIfAborted(reading.signal, reading.fileName);
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw new ZipError(`its part ${entry.name} cannot be inflated (${errorMessage(error)})`);
      }
      if (chunk.done) break;
      yield decoder.decode(chunk.value, { stream: true });
    }
    const last = decoder.decode();
    if (last) yield last;
  } finally {
    void reader.cancel().catch(() => {});
  }
}
