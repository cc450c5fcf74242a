declare module 'virtual:faker-en-person' {
  interface BySex<T> {
    generic?: T[];
    female?: T[];
    male?: T[];
  }
  /** faker's English `person.first_name`, `person.last_name` and `person.last_name_pattern`. */
  const person: {
    first_name: BySex<string>;
    last_name: BySex<string>;
    last_name_pattern?: BySex<{ value: string; weight: number }>;
  };
  export default person;
}

declare module 'virtual:faker-en-reference' {
  /** faker's English reference lists, whole and in faker's order. */
  const lists: {
    airlines: { name: string; iataCode: string }[];
    airplanes: { name: string; iataTypeCode: string }[];
    airports: { name: string; iataCode: string }[];
    animals: Record<string, string[]>;
  };
  export default lists;
}

declare module 'virtual:faker-en-reference-index' {
  /** How many entries each of faker's English reference lists holds. */
  const sizes: { airlines: number; airplanes: number; airports: number; animals: Record<string, number> };
  export default sizes;
}

// hyparquet-compressors' JavaScript codecs, imported one by one (its index loads WebAssembly).
declare module 'hyparquet-compressors/src/brotli.js' {
  export function decompressBrotli(input: Uint8Array, outputLength: number): Uint8Array;
}
declare module 'hyparquet-compressors/src/gzip.js' {
  export function gunzip(input: Uint8Array, output: Uint8Array): Uint8Array;
}
declare module 'hyparquet-compressors/src/lz4.js' {
  export function decompressLz4(input: Uint8Array, outputLength: number): Uint8Array;
  export function decompressLz4Raw(input: Uint8Array, outputLength: number): Uint8Array;
}
