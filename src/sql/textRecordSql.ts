import { TEXT_LINES } from '../engine/csv';
import type { TextFormat } from '../model/protocol';
import type { Dialect } from './dialect';

/**
 * A text format's record (src/engine/csv.ts TEXT_LINES: the line break before it, then its
 * fields) written in SQL, so the engine makes the export's text and Node only joins whole
 * records: a server's export decoded every cell into JS and quoted it there (the benchmark log).
 * The tab's csv.ts stays the reference: the engines' exports are tested byte for byte against it.
 */
const RECORDS: Record<TextFormat, { separator: string; field: (dialect: Dialect, text: string) => string }> = {
  // Always quoted, inner quotes doubled.
  csv: { separator: ',', field: quoted },
  // As it is, unless a tab or a line break in it or a quote at its start would be misread.
  tsv: {
    separator: '\t',
    field: (dialect, text) => {
      const misread = [...['\t', '\r', '\n'].map((mark) => dialect.contains(text, dialect.literal(mark))), dialect.startsWith(text, dialect.literal('"'))];
      return `CASE WHEN ${misread.join(' OR ')} THEN ${quoted(dialect, text)} ELSE ${text} END`;
    },
  },
};

function quoted(dialect: Dialect, text: string): string {
  return `concat('"', ${dialect.replace(text, `'"'`, `'""'`)}, '"')`;
}

/** The SQL of one record of `texts` (text columns, quoted names) as `format` writes it after the line before it. */
export function textRecordSql(dialect: Dialect, format: TextFormat, texts: readonly string[]): string {
  const { separator, field } = RECORDS[format];
  const { between } = TEXT_LINES[format];
  const parts = texts.flatMap((text, i) => [...(i === 0 ? [] : [dialect.literal(separator)]), field(dialect, `coalesce(${text}, '')`)]);
  return `concat(${[dialect.literal(between), ...parts].join(', ')})`;
}
