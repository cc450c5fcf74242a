import type { ColDef, IRowNode } from 'ag-grid-community';
import { fullNameOf, type Person } from '../data/person';
import { compareByRankThenText, compareNatural } from '../filtering/compare';
import {
  matchesCaseInsensitive,
  matchesCaseSensitive,
  matchesExact,
  matchesFuzzy,
} from '../filtering/matchers';
import { matcherFilter, TextFloatingFilter } from './matcherFilter';

/** What the Full Name column needs to sort by fuzzy rank. */
export interface FuzzySort {
  /** The Full Name filter's value (or '') whenever it changes, before the grid sorts. */
  setFullNameFilter(value: string): void;
  /** The term Full Name ranks against: its own filter when active, else the global search. */
  term(): string;
  rankOf(fullName: string, term: string): number;
}

type Node = IRowNode<Person>;

/** Equal cells keep a fixed order by id, so descending is the exact reverse of ascending. */
const byId = (a: Node, b: Node) => (a.data?.id ?? 0) - (b.data?.id ?? 0);

const compareText = (a: string, b: string, nodeA: Node, nodeB: Node) =>
  compareNatural(a, b) || byId(nodeA, nodeB);

export const defaultColDef: ColDef<Person> = {
  width: 150,
  minWidth: 20,
  resizable: true,
  sortable: true,
  floatingFilter: true,
  floatingFilterComponent: TextFloatingFilter,
  suppressFloatingFilterButton: true,
  suppressHeaderFilterButton: true,
  suppressHeaderMenuButton: true,
  // AG Grid keeps Tab among header cells; letting the browser have it moves focus into the
  // filter <input> of the focused floating-filter cell (header row 1), as a person expects.
  suppressHeaderKeyboardEvent: ({ event, headerRowIndex }) => event.key === 'Tab' && headerRowIndex === 1,
};

export function peopleColumns(fuzzySort: FuzzySort): ColDef<Person>[] {
  return [
    {
      colId: 'id',
      field: 'id',
      headerName: 'id',
      filter: matcherFilter(matchesExact),
      comparator: (a: number, b: number) => a - b,
    },
    {
      colId: 'firstName',
      field: 'firstName',
      headerName: 'firstName',
      filter: matcherFilter(matchesCaseSensitive),
      comparator: compareText,
    },
    {
      colId: 'lastName',
      field: 'lastName',
      headerName: 'Last Name',
      filter: matcherFilter(matchesCaseInsensitive),
      comparator: compareText,
    },
    {
      colId: 'fullName',
      headerName: 'Full Name',
      valueGetter: ({ data }) => (data ? fullNameOf(data) : ''),
      filter: matcherFilter(matchesFuzzy, (value) => fuzzySort.setFullNameFilter(value)),
      comparator: (a: string, b: string, nodeA: Node, nodeB: Node) => {
        const term = fuzzySort.term();
        return compareByRankThenText(a, b, term, (text) => fuzzySort.rankOf(text, term)) || byId(nodeA, nodeB);
      },
    },
  ];
}
