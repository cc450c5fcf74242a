import type { Dialect } from './dialect';

/**
 * SQL that reads a cell's text as the tab's readers do (src/engine/typedValues.ts), from the
 * same patterns: NULL for a blank cell or one the type cannot read. In three steps, so that
 * what is costly is done once per cell: its parts, read from the text (an inner SELECT's
 * columns); its fields, worked out from the parts (a middle SELECT's); then the value.
 */
export interface ValueSql {
  readonly parts: (dialect: Dialect, text: string) => string[];
  /** The fields from the parts (the inner SELECT's column names, in order). */
  readonly fields: (dialect: Dialect, parts: readonly string[]) => string[];
  /** The value from the text, the parts and the fields (the names of the SELECTs' columns). */
  readonly value: (dialect: Dialect, text: string, names: ReadingNames) => string;
  /**
   * What the automatic reading asks of a column beyond a value for each non-empty cell
   * (CellTypes): a condition each meets, and forms on which they all agree (NULLs aside).
   */
  readonly typing: (dialect: Dialect, text: string, names: ReadingNames) => { holds: string; forms: readonly string[] };
  /**
   * The usual text of the type, cheap to tell (one pattern): it reads, meets the typing's
   * condition, and has the forms of every other usual text, so one of them stands for all when
   * a column's typing is checked.
   */
  readonly usual?: (dialect: Dialect, text: string) => string;
}

/** The names of a reading's parts and fields in the SELECTs that hold them. */
export interface ReadingNames {
  readonly parts: readonly string[];
  readonly fields: readonly string[];
}

/** A reading written out: the inner SELECT's and the middle SELECT's columns (`expression AS name`), and the value and the typing over them. */
export interface NamedReading {
  readonly parts: readonly string[];
  readonly fields: readonly string[];
  readonly value: string;
  readonly typing: { holds: string; forms: readonly string[] };
}

/**
 * `reader`'s SQL for a text: its parts read from `innerText` (the text in the inner SELECT),
 * named `name(0)`, `name(1)`… (quoted), then its fields; the value and the typing read `text`
 * (the text's name in the outer SELECT).
 */
export function namedReading(reader: ValueSql, dialect: Dialect, innerText: string, text: string, name: (k: number) => string): NamedReading {
  const parts = reader.parts(dialect, innerText);
  const partNames = parts.map((_part, k) => name(k));
  const fields = reader.fields(dialect, partNames);
  const names = { parts: partNames, fields: fields.map((_field, k) => name(parts.length + k)) };
  return {
    parts: parts.map((part, k) => `${part} AS ${names.parts[k]}`),
    fields: fields.map((field, k) => `${field} AS ${names.fields[k]}`),
    value: reader.value(dialect, text, names),
    typing: reader.typing(dialect, text, names),
  };
}
