import { type FilterState, filterStateJson } from '../filtering/filterState';

export function FilterStateDump({ state }: { state: FilterState }) {
  return (
    <pre className="filter-state" aria-label="Filter state">
      {filterStateJson(state)}
    </pre>
  );
}
