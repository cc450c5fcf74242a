/**
 * Which values of a column's list are ticked in its `Values of` dialog: every value but some
 * (how it opens on a column with no value list), or only some (how it opens on one with a list).
 * A value the list does not show keeps its state: ticking works on values, not on rows of the list.
 */
export type ValueChecks = { all: true; except: ReadonlySet<string> } | { all: false; only: ReadonlySet<string> };

/** How the dialog opens: the column's value list ticked, or, with none, every value. */
export const checksFor = (list: readonly string[] | null): ValueChecks => (list ? { all: false, only: new Set(list) } : { all: true, except: new Set() });

export const isChecked = (checks: ValueChecks, value: string): boolean => (checks.all ? !checks.except.has(value) : checks.only.has(value));

/**
 * Ticks or clears `values`; `every` for every value the column has (Select all and Clear
 * with no search: the values the list leaves out too).
 */
export function setChecked(checks: ValueChecks, values: readonly string[] | 'every', on: boolean): ValueChecks {
  if (values === 'every') return on ? { all: true, except: new Set() } : { all: false, only: new Set() };
  const changed = new Set(checks.all ? checks.except : checks.only);
  // In "all but" the set holds the cleared values; in "only", the ticked ones.
  const add = checks.all ? !on : on;
  for (const value of values) {
    if (add) changed.add(value);
    else changed.delete(value);
  }
  return checks.all ? { all: true, except: changed } : { all: false, only: changed };
}

export const toggled = (checks: ValueChecks, value: string): ValueChecks => setChecked(checks, [value], !isChecked(checks, value));

/**
 * What Apply filters by. With a search, the ticked values among those it `found` (as a
 * spreadsheet's filter search does). Without one: null (no filter) when every value is
 * ticked; else the ticked values, where "every value but some" lists the ticked ones among
 * `listed` (the column's list): values past the list's end are not ticked by name.
 */
export function appliedValues(checks: ValueChecks, listed: readonly string[], found: readonly string[] | null = null): string[] | null {
  if (found) return found.filter((value) => isChecked(checks, value));
  if (checks.all) return checks.except.size === 0 ? null : listed.filter((value) => !checks.except.has(value));
  return [...checks.only];
}

/** How many values are ticked among `listed` and the `more` the list leaves out (those count as ticked when every value is). */
export function checkedCount(checks: ValueChecks, listed: readonly string[], more: number): number {
  if (checks.all) return listed.filter((value) => !checks.except.has(value)).length + more;
  return checks.only.size;
}

/**
 * Whether Apply would leave out values the list does not show (`more` of them) that are ticked
 * now (appliedValues): with a search, those it found past the list's end; with every value but
 * some ticked, every value not listed. A list ticked by name (how the dialog opens on a value
 * list, or after Clear) keeps its ticked values, listed or not.
 */
export const leavesOutUnlisted = (checks: ValueChecks, more: number, search: string): boolean =>
  more > 0 && (search !== '' || (checks.all && checks.except.size > 0));
