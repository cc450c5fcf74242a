import { groupOf, totalsOf, type Row } from './row';

/** What TreeAria reads: the grid's row data by row id, and how many levels the rows are grouped by (0: not grouped). */
export interface TreeFacts {
  rowData: (rowId: string) => Row | undefined;
  levels: () => number;
}

/** A row's aria-level and aria-expanded while grouped (null: none), from its data: a row of the table is one level deeper than the deepest groups. */
export function treeAttributes(row: Row | undefined, levels: number): { level: string | null; expanded: string | null } {
  if (levels === 0 || !row || totalsOf(row)) return { level: null, expanded: null };
  const group = groupOf(row);
  return group ? { level: String(group.level), expanded: String(group.open) } : { level: String(levels + 1), expanded: null };
}

function put(element: Element, name: string, value: string | null) {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * While the rows are grouped the grid is a `treegrid` whose rows carry `aria-level` and group
 * rows `aria-expanded` (issue 34). AG Grid Community sets these only for its own (paid) row
 * grouping, and sets the role back to `grid` when its columns change: while grouped, this
 * watches the grid's element and stamps its rows after every change AG Grid makes to them;
 * ungrouped, it puts the role and rows back once and watches nothing.
 */
export class TreeAria {
  private readonly observer = new MutationObserver(() => this.stamp());
  private root: HTMLElement | null = null;

  constructor(private readonly facts: TreeFacts) {}

  /** The element around the grid (a React ref callback), or null once it is gone. */
  readonly attach = (root: HTMLElement | null) => {
    this.root = root;
    this.follow();
  };

  /** The grouping changed: the rows are watched while grouped, and stamped now. */
  follow() {
    this.observer.disconnect();
    if (this.root && this.facts.levels() > 0) {
      this.observer.observe(this.root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'row-id'] });
    }
    this.stamp();
  }

  /** Puts the role and the rows' levels right, as the rows and grouping are now. */
  stamp() {
    const root = this.root;
    if (!root) return;
    const levels = this.facts.levels();
    const body = root.querySelector('[role="grid"], [role="treegrid"]');
    if (body) put(body, 'role', levels > 0 ? 'treegrid' : 'grid');
    for (const row of root.querySelectorAll('.ag-row[row-id]')) {
      const { level, expanded } = treeAttributes(this.facts.rowData(row.getAttribute('row-id')!), levels);
      put(row, 'aria-level', level);
      put(row, 'aria-expanded', expanded);
    }
  }
}
