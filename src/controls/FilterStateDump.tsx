import { filterStateJson } from '../view/filterState';
import type { ColumnFilter } from '../model/query';

export function FilterStateDump({ filters, globalFilter }: { filters: readonly ColumnFilter[]; globalFilter: string }) {
  return (
    // A <pre> is a generic element, whose aria-label assistive technology may ignore (ARIA 1.2
    // prohibits naming generics; axe flags it for review). As a region the name is announced
    // and the dump is a landmark a screen-reader user can jump to.
    <pre className="filter-state" role="region" aria-label="Filter state">
      {filterStateJson(filters, globalFilter)}
    </pre>
  );
}
