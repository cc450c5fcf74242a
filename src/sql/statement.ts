import type { Dialect, SqlValue } from './dialect';

/** SQL text with its bound values, in placeholder order. */
export interface Statement {
  readonly sql: string;
  readonly values: readonly SqlValue[];
}

/** Binds a value and gives its placeholder: every value a person typed reaches SQL this way. */
export type Bind = (value: SqlValue) => string;

/** What a piece of the writer needs: the engine's dialect, and where to bind values. */
export interface Writer {
  readonly dialect: Dialect;
  readonly bind: Bind;
}

/** A writer whose bound values are collected in order; a value bound twice shares one placeholder. */
export function writerFor(dialect: Dialect): Writer & { values: SqlValue[] } {
  const values: SqlValue[] = [];
  const placeholders = new Map<string, string>();
  const bind: Bind = (value) => {
    const key = `${typeof value}:${value}`;
    let placeholder = placeholders.get(key);
    if (!placeholder) {
      values.push(value);
      placeholder = dialect.placeholder(values.length, value);
      placeholders.set(key, placeholder);
    }
    return placeholder;
  };
  return { dialect, bind, values };
}
