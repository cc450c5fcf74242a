/** A row as the worker sends it: its displayed columns' values by colId (and tree facts for nested people). */
export type Row = Record<string, unknown>;
