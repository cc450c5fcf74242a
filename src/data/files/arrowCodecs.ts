// The codecs of compressed Arrow IPC bodies (pyarrow's and R's Feather files are LZ4 by
// default), in JavaScript: the page's Content-Security-Policy runs no WebAssembly.
import { CompressionType, setCompressionCodec } from '@uwdata/flechette';
import { decompress as decompressZstd } from 'fzstd';

const LZ4_FRAME_MAGIC = 0x184d2204;

const unsupported = () => {
  throw new Error('writing compressed Arrow is not supported');
};

/**
 * Decodes an LZ4 block into `output` from `at`; matches may reach back into earlier blocks of
 * the frame (linked blocks, LZ4's default). Returns where the block's output ends.
 */
function lz4Block(input: Uint8Array, output: Uint8Array, at: number): number {
  let out = at;
  for (let i = 0; i < input.length; ) {
    const token = input[i++]!;
    let literals = token >> 4;
    if (literals === 15) for (let byte = 255; byte === 255; ) literals += byte = input[i++]!;
    output.set(input.subarray(i, i + literals), out);
    out += literals;
    i += literals;
    if (i >= input.length) break; // the last sequence has literals only
    const offset = input[i++]! | (input[i++]! << 8);
    if (offset === 0 || offset > out) throw new Error(`LZ4 data is corrupt (offset ${offset})`);
    let length = token & 15;
    if (length === 15) for (let byte = 255; byte === 255; ) length += byte = input[i++]!;
    length += 4;
    // Byte by byte: a match may overlap the bytes it writes.
    for (let from = out - offset, end = out + length; out < end; ) output[out++] = output[from++]!;
  }
  return out;
}

/** An LZ4 frame (the format Arrow's LZ4_FRAME compression writes) decoded into `length` bytes. */
export function decompressLz4Frame(input: Uint8Array, length: number): Uint8Array {
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  if (input.length < 7 || view.getUint32(0, true) !== LZ4_FRAME_MAGIC) throw new Error('LZ4 data does not start with a frame header');
  const flags = input[4]!;
  const blockChecksums = (flags & 0x10) !== 0;
  // Magic, FLG, BD, the content size and dictionary id when present, the header checksum.
  let i = 4 + 2 + ((flags & 0x08) !== 0 ? 8 : 0) + ((flags & 0x01) !== 0 ? 4 : 0) + 1;
  const output = new Uint8Array(length);
  let out = 0;
  for (;;) {
    const size = view.getUint32(i, true);
    i += 4;
    if (size === 0) break;
    const stored = (size & 0x80000000) !== 0;
    const block = input.subarray(i, i + (size & 0x7fffffff));
    if (stored) {
      output.set(block, out);
      out += block.length;
    } else out = lz4Block(block, output, out);
    i += block.length + (blockChecksums ? 4 : 0);
  }
  if (out !== length) throw new Error(`LZ4 data holds ${out} bytes where ${length} were expected`);
  return output;
}

let registered = false;

/** Makes flechette read ZSTD and LZ4 bodies (once). */
export function registerArrowCodecs() {
  if (registered) return;
  registered = true;
  setCompressionCodec(CompressionType.ZSTD, { decode: (bytes) => decompressZstd(bytes), encode: unsupported });
  setCompressionCodec(CompressionType.LZ4_FRAME, { decode: decompressLz4Frame, encode: unsupported });
}
