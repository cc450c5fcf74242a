import type { ColumnSpec } from '../model/columns';
import type { ColumnFilter } from '../model/query';
import { filterStateJson } from '../view/filterState';
import type { Grouping } from '../model/grouping';

interface Props {
  filters: readonly ColumnFilter[];
  globalFilter: string;
  /** The dataset's columns: a comparison's value shows as its model, by the column's type. */
  columns: readonly ColumnSpec[];
  grouping: Grouping;
}

export function FilterStateDump({ filters, globalFilter, columns, grouping }: Props) {
  return (
    // A <pre> is a generic element, whose aria-label assistive technology may ignore (ARIA 1.2
    // prohibits naming generics; axe flags it for review). As a region the name is announced
    // and the dump is a landmark a screen-reader user can jump to.
    <pre className="filter-state" role="region" aria-label="Filter state">
      {filterStateJson(filters, globalFilter, columns, grouping)}
    </pre>
  );
}
