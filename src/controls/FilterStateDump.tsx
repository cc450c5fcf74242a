import { type FilterState, filterStateJson } from '../filtering/filterState';

export function FilterStateDump({ state }: { state: FilterState }) {
  return (
    // A <pre> is a generic element, whose aria-label assistive technology may ignore (ARIA 1.2
    // prohibits naming generics; axe flags it for review). As a region the name is announced
    // and the dump is a landmark a screen-reader user can jump to.
    <pre className="filter-state" role="region" aria-label="Filter state">
      {filterStateJson(state)}
    </pre>
  );
}
