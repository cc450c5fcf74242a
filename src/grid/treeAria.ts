import { ColumnGoneFocus } from './columnGoneFocus';
import { groupOf, totalsOf, type Row } from './row';

/** What TreeAria reads: the grid's row data by row id, how many levels the rows are grouped by (0: not grouped), and whether they are nested people's rows with their sub rows. */
export interface TreeFacts {
  rowData: (rowId: string) => Row | undefined;
  levels: () => number;
  nested: () => boolean;
}

/**
 * A row's aria-level and aria-expanded (null: none), from its data. Grouped: a group row's level,
 * a row of the table one level deeper than the deepest groups. Nested people: a row's depth, from
 * level 1, and whether its sub rows are open when it has some.
 */
export function treeAttributes(row: Row | undefined, levels: number, nested = false): { level: string | null; expanded: string | null } {
  if (!row || totalsOf(row)) return { level: null, expanded: null };
  if (levels > 0) {
    const group = groupOf(row);
    return group ? { level: String(group.level), expanded: String(group.open) } : { level: String(levels + 1), expanded: null };
  }
  if (!nested || typeof row.depth !== 'number') return { level: null, expanded: null };
  return { level: String(row.depth + 1), expanded: row.hasChildren ? String(row.expanded === true) : null };
}

function put(element: Element, name: string, value: string | null) {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * While the rows are grouped, or nested people's rows show their sub rows, the grid is a
 * `treegrid` whose rows carry `aria-level` and group rows (rows with sub rows) `aria-expanded`
 * (issue 34). AG Grid Community sets these only for its own (paid) row grouping and tree data,
 * and sets the role back to `grid` when its columns change: while a tree, this watches the
 * grid's element and stamps its rows after every change AG Grid makes to them; otherwise it
 * puts the role and rows back once and watches nothing.
 */
export class TreeAria {
  private readonly observer = new MutationObserver(() => this.stamp());
  private root: HTMLElement | null = null;
  /** The focus in the Group column, which goes when the tree does. */
  private readonly columnGoneFocus = new ColumnGoneFocus();

  constructor(private readonly facts: TreeFacts) {}

  /** The element around the grid (a React ref callback), or null once it is gone. */
  readonly attach = (root: HTMLElement | null) => {
    this.columnGoneFocus.attach(root);
    this.root = root;
    this.follow();
  };

  private isTree = () => this.facts.levels() > 0 || this.facts.nested();

  /** The grouping or the nesting changed: the rows are watched while a tree, and stamped now. */
  follow() {
    this.observer.disconnect();
    if (this.root && this.isTree()) {
      this.observer.observe(this.root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'row-id'] });
    }
    this.stamp();
  }

  /** Puts the role and the rows' levels right, as the rows and grouping are now. */
  stamp() {
    const root = this.root;
    if (!root) return;
    const [levels, nested] = [this.facts.levels(), this.facts.nested()];
    const body = root.querySelector('[role="grid"], [role="treegrid"]');
    if (body) put(body, 'role', levels > 0 || nested ? 'treegrid' : 'grid');
    for (const row of root.querySelectorAll('.ag-row[row-id]')) {
      const { level, expanded } = treeAttributes(this.facts.rowData(row.getAttribute('row-id')!), levels, nested);
      put(row, 'aria-level', level);
      put(row, 'aria-expanded', expanded);
    }
  }
}
