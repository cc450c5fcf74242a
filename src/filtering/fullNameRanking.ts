import { RankCache } from './rankCache';

/**
 * Which term Full Name sorts by, and the ranks for it: the Full Name filter when it is
 * active, else the global search. Both values arrive before the grid re-sorts with them.
 */
export class FullNameRanking {
  fullNameFilter = '';
  globalFilter = '';
  private readonly cache = new RankCache();

  setFullNameFilter(value: string) {
    this.fullNameFilter = value;
  }

  term(): string {
    return this.fullNameFilter !== '' ? this.fullNameFilter : this.globalFilter;
  }

  rankOf(fullName: string, term: string): number {
    return this.cache.rankOf(fullName, term);
  }
}
