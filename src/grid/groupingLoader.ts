import { type ComponentProps, createElement } from 'react';
import { loadOnce } from '../model/loadOnce';
import { errorMessage } from '../model/errorMessage';
import { isGrouped } from '../model/query';
import type { DataClient } from '../data/dataClient';
import type { TreeFacts } from './treeAria';

type Parts = typeof import('./groupingParts');

let parts: Parts | null = null;

/** The Group column's cell renderer once loaded; until then its cells stay empty (the column shows only while grouped). */
export const groupCellRenderer = () => (parts ? { component: parts.GroupCell } : undefined);

/** The `Row groups` toolbar once loaded (nothing before): it comes with the grouped rows, which wait for this code. */
export const rowGroupsBar = (props: ComponentProps<Parts['RowGroupsBar']>) => parts && createElement(parts.RowGroupsBar, props);

/**
 * Loads the grouping pieces with the first grouping (or a view put back grouped), then the
 * Group column's cells are drawn and the tree's ARIA follows the grid's element (`root`).
 */
export class GroupingLoader {
  private root: HTMLElement | null = null;
  private tree: { attach: (root: HTMLElement | null) => void; follow: () => void } | null = null;
  /** Whether grouped rows asked for the pieces: from then on only they ask (a failed fetch is told, and the next change tries again). */
  private askedByRows = false;

  constructor(
    private readonly facts: TreeFacts,
    /** Draws the Group column's cells again, once its renderer is there. */
    private readonly loaded: () => void,
  ) {}

  /** The element around the grid (a React ref callback). */
  readonly attach = (root: HTMLElement | null) => {
    this.root = root;
    this.tree?.attach(root);
  };

  /** The grouping changed: the tree's ARIA follows it (once loaded). */
  changed() {
    this.tree?.follow();
  }

  /**
   * The data's rows, grouped or aggregated ones once this code is there: drawn before it, a group
   * row would show its aggregates without its key or its level. Without the code (its fetch
   * failed), they come bare, `notify` says so, and the next grouped rows asked try the fetch again.
   */
  withTheirCells(client: Pick<DataClient, 'rows'>, notify: (message: string) => void): Pick<DataClient, 'rows'> {
    return {
      rows: (datasetKey, query, start, end) => {
        const rows = client.rows(datasetKey, query, start, end);
        if (!isGrouped(query)) return rows;
        this.askedByRows = true;
        return this.load().then(
          () => rows,
          (error: unknown) => {
            notify(`The grid's grouping code did not load (${errorMessage(error)}): group rows show without names, and no Row groups toolbar. The next change tries again, or reload the page.`);
            return rows;
          },
        );
      },
    };
  }

  /**
   * Loads the pieces ahead of a first grouping, in idle time, unless grouped rows asked for them
   * already: after their failed fetch the toolbar comes with the next change, as the notice says,
   * not by itself later, moving the grid under the person's pointer.
   */
  readonly preload = () => {
    if (!this.askedByRows) this.load().catch(() => undefined);
  };

  /** Loads the pieces, once (again after a failed fetch). */
  readonly load = loadOnce(() =>
    import('./groupingParts').then((loaded) => {
      parts = loaded;
      const tree = new loaded.TreeAria(this.facts);
      this.tree = tree;
      tree.attach(this.root);
      this.loaded();
    }),
  );
}
