import { extname } from 'node:path';

/**
 * How DuckDB reads each kind of file, by extension: every CSV or TSV cell as its text (the tab
 * reads them as text too, and types them itself). `$1` is the file's path, bound.
 */
const READERS: Readonly<Record<string, string>> = {
  '.csv': `read_csv($1, all_varchar = true, header = true)`,
  '.tsv': `read_csv($1, all_varchar = true, header = true, delim = '\t')`,
  '.parquet': `read_parquet($1)`,
  '.json': `read_json_auto($1)`,
  '.ndjson': `read_json_auto($1, format = 'newline_delimited')`,
};

/** The table function that reads a file, or an error naming the kinds it can read. */
export function fileReader(path: string): string {
  const reader = READERS[extname(path).toLowerCase()];
  if (!reader) throw new Error(`Cannot read ${extname(path) || 'a file without an extension'}: the server reads ${Object.keys(READERS).join(', ')} files`);
  return reader;
}
