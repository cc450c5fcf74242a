export interface ColumnFilterEntry {
  id: string;
  value: string;
}

export interface FilterState {
  columnFilters: ColumnFilterEntry[];
  globalFilter: string;
}

/**
 * The active column filters in order of activation. `active` lists every column filter that
 * is active now (in any order); an entry already active keeps its place with its new value,
 * a cleared one drops out, and a newly active one is appended, in the order of `active`.
 */
export function reconcileColumnFilters(
  previous: readonly ColumnFilterEntry[],
  active: readonly ColumnFilterEntry[],
): ColumnFilterEntry[] {
  const valueById = new Map(active.map((entry) => [entry.id, entry.value]));
  const kept = previous
    .filter((entry) => valueById.has(entry.id))
    .map((entry) => ({ id: entry.id, value: valueById.get(entry.id)! }));
  const keptIds = new Set(kept.map((entry) => entry.id));
  const added = active.filter((entry) => !keptIds.has(entry.id));
  return [...kept, ...added];
}

/** The text of the `Filter state` dump. */
export function filterStateJson(state: FilterState): string {
  const { columnFilters, globalFilter } = state;
  return JSON.stringify(
    { columnFilters: columnFilters.map(({ id, value }) => ({ id, value })), globalFilter },
    null,
    2,
  );
}
