import type { TableNotice } from '../../model/tableNotice';
import type { DuckDBConnection } from '@duckdb/node-api';
import type { ColumnType } from '../../model/columns';
import { extname } from 'node:path';
import { DUCKDB } from '../../sql/dialect';
import type { ServedKind } from '../servedFiles';

/**
 * How DuckDB reads a kind of file: its table function (`$1` is the file's path, bound), and
 * whether the file's schema types its columns; a JSON file's layout (`lines`: one object a line;
 * `sniff`: told from its start, as the tab tells it), its records read as JSON texts (src/server/duckdb/jsonSource.ts).
 */
export interface FileReader {
  readonly sql: string;
  readonly typed: boolean;
  readonly json?: 'lines' | 'sniff';
  /** Read by the tab's own reader (src/server/duckdb/tabFileSource.ts): DuckDB has none for it here. */
  readonly tab?: true;
  /** A CSV's or TSV's records read with no header row: the first one holds the names as written (DuckDB's header renames a repeated or empty one its own way); read by csvSource.ts. */
  readonly records?: string;
}

/** A CSV's cells as texts, read as RFC 4180 writes them (`"` quotes a field and doubles inside one) and nothing else: a record DuckDB cannot read so is an error, and the tab's reader reads the file (csvSource.ts). */
const STRICT = `all_varchar = true, quote = '"', escape = '"', strict_mode = true, null_padding = false`;

/**
 * How DuckDB reads each kind of file, by extension: a CSV's or TSV's every cell as its text
 * (the tab reads them as text too, and types them from the cells); a Parquet file by its schema;
 * a JSON file's values as the tab's texts of them, typed from the cells as a CSV's.
 */
const READERS: Readonly<Record<ServedKind, FileReader>> = {
  '.csv': { sql: `read_csv($1, ${STRICT}, header = true)`, typed: false, records: `read_csv($1, ${STRICT}, header = false)` },
  '.tsv': { sql: `read_csv($1, ${STRICT}, header = true, delim = '\t')`, typed: false, records: `read_csv($1, ${STRICT}, header = false, delim = '\t')` },
  '.parquet': { sql: `read_parquet($1)`, typed: true },
  '.json': { sql: `read_json_objects($1)`, typed: false, json: 'sniff' },
  '.ndjson': { sql: `read_json_objects($1, format := 'newline_delimited')`, typed: false, json: 'lines' },
  '.jsonl': { sql: `read_json_objects($1, format := 'newline_delimited')`, typed: false, json: 'lines' },
  '.xlsx': { sql: '', typed: false, tab: true },
  '.xlsm': { sql: '', typed: false, tab: true },
  '.arrow': { sql: '', typed: false, tab: true },
  '.feather': { sql: '', typed: false, tab: true },
  '.arrows': { sql: '', typed: false, tab: true },
};

/**
 * A file's path as DuckDB's readers take it for that file alone: they read `*`, `?` and `[` as a
 * glob, so `b[1].csv` would read `b1.csv` (a file the server was not given) and `sales?.csv`
 * every `sales1.csv`; each is put in brackets, where it stands for itself.
 */
export const filePattern = (path: string) => path.replace(/[*?[]/g, '[$&]');

/** The reader of a file, or an error naming the kinds it can read. */
export function fileReader(path: string): FileReader {
  const reader = (READERS as Readonly<Record<string, FileReader>>)[extname(path).toLowerCase()];
  if (!reader) throw new Error(`Cannot read ${extname(path) || 'a file without an extension'}: the server reads ${Object.keys(READERS).join(', ')} files`);
  return reader;
}

/**
 * The columns of a Parquet file whose timestamps are UTC instants, as the tab reads the schema
 * (src/data/files/parquet.ts): a logical TIMESTAMP says so itself; a TIMESTAMP_MILLIS or _MICROS
 * converted type or an INT96 is one. DuckDB reads some of those as plain TIMESTAMP.
 */
export async function utcTimestampColumns(connection: DuckDBConnection, path: string): Promise<Set<string>> {
  const schema = await connection.runAndReadAll(`SELECT name, type, converted_type, CAST(logical_type AS VARCHAR) FROM parquet_schema($1)`, [filePattern(path)]);
  const isUtc = ([, type, converted, logical]: (string | null)[]) =>
    logical?.includes('TimestampType') ? /isAdjustedToUTC=(1|true)/i.test(logical) : type === 'INT96' || /^TIMESTAMP_(MILLIS|MICROS)$/.test(converted ?? '');
  return new Set((schema.getRowsJS() as (string | null)[][]).filter(isUtc).map(([name]) => name!));
}

/**
 * A file's columns as the view reads them: the headers; the relation (`s`), which has `"row"`
 * (the record's number in the file, from 0) and each column's text as `c0`, `c1`… ('' for
 * empty); the type each column's schema gives it (a Parquet or Arrow file's), with SQL for its value
 * read straight from the typed cell where that equals the tab's reading of the text; the
 * table the relation was staged into (a CSV's, JSON file's or workbook's, read once), if any;
 * and what the person is told of the file as the tab tells it.
 */
export interface FileSource {
  readonly headers: string[];
  readonly relation: string;
  readonly schemaTypes: readonly (ColumnType | undefined)[];
  readonly typedValues: readonly (string | undefined)[];
  /** Each column's alphabet as its schema's type writes it (SqlColumn.alphabet), if known. */
  readonly alphabets: readonly (string | undefined)[];
  readonly staging?: string;
  /** The columns the tab names itself; a file the tab's reader reads, all it says (its few stray cells too). */
  readonly notices: readonly TableNotice[];
}

/** A file whose texts are staged in table `staging` in file order (its row ids are the records' numbers). */
export const stagedTexts = (headers: string[], staging: string, notices: readonly TableNotice[], schemaTypes: readonly ColumnType[] = []): FileSource => ({
  headers,
  relation: `(SELECT rowid AS "row", * FROM ${DUCKDB.quote(staging)})`,
  schemaTypes,
  typedValues: [],
  alphabets: [],
  staging,
  notices,
});

/** The headers of a file as DuckDB reads them (duplicates made unique), and DuckDB's types of its columns. */
export async function headersOf(connection: DuckDBConnection, reader: string, path: string): Promise<{ headers: string[]; types: string[] }> {
  const [headers = [], types = []] = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${reader}`, [filePattern(path)])).getColumnsJS() as string[][];
  return { headers, types };
}

/** The largest whole number a double holds exactly, and every one below it (Number.MAX_SAFE_INTEGER). */
const MAX_EXACT = '9007199254740991';

/**
 * The 64-bit (or wider) integer columns and the decimal columns of no fraction of a typed file
 * that hold a whole number past 2^53: the tab reads such a column as text, as a CSV file's
 * (src/data/files/tableBuilder.ts setValueAt).
 */
export async function wholesPastDouble(connection: DuckDBConnection, reader: string, path: string, headers: readonly string[], types: readonly string[]): Promise<Set<string>> {
  const wide = headers.filter((_, i) => /^(U?(BIGINT|HUGEINT)|DECIMAL\(\d+,0\))$/.test(types[i]!));
  if (wide.length === 0) return new Set();
  const past = wide.map((header) => `bool_or(${DUCKDB.quote(header)} > ${MAX_EXACT} OR ${DUCKDB.quote(header)} < -${MAX_EXACT})`);
  const [row = []] = (await connection.runAndReadAll(`SELECT ${past.join(', ')} FROM ${reader}`, [filePattern(path)])).getRowsJS();
  return new Set(wide.filter((_, i) => row[i] === true));
}
