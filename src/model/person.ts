export type Status = 'relationship' | 'complicated' | 'single';

export const STATUSES: readonly Status[] = ['relationship', 'complicated', 'single'];

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  visits: number;
  progress: number;
  status: Status;
  subRows?: Person[];
}

/** Rows on screen at first load, unless `?rows=` says otherwise. */
export const FIRST_SET_SIZE = 5000;
/** Rows made by each "Refresh Data". */
export const REFRESH_SET_SIZE = 50000;
/** The largest `?rows=` the page accepts: beyond it a browser tab runs out of memory. */
export const MAX_ROWS = 1_000_000;

export const fullNameOf = (person: Pick<Person, 'firstName' | 'lastName'>): string =>
  `${person.firstName} ${person.lastName}`;
