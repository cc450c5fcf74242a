import type { ExpandedRows } from '../model/query';

/** Nested people: which rows are open, as "all but" or "only" the toggled ids. */
export class OpenRows {
  private all = false;
  private toggled = new Set<string>();

  /** Whether a row's sub rows are open, as the worker is asked. */
  isOpen(id: string): boolean {
    return this.all !== this.toggled.has(id);
  }

  toggle(id: string) {
    if (!this.toggled.delete(id)) this.toggled.add(id);
  }

  /** Expand all (true) or Collapse all (false): every row open or closed, none toggled. */
  reset(all: boolean) {
    this.all = all;
    this.toggled = new Set();
  }

  /** As the worker is asked: the toggled ids sorted, so the same open rows make the same query. */
  get query(): ExpandedRows {
    return { all: this.all, toggled: [...this.toggled].sort() };
  }
}
