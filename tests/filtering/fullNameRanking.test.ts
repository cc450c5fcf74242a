import { describe, expect, it } from 'vitest';
import { FullNameRanking } from '../../src/filtering/fullNameRanking';

describe('FullNameRanking.term', () => {
  it.each([
    ['', '', ''],
    ['', 'ann', 'ann'], // only the global search: it ranks
    ['bo', 'ann', 'bo'], // the Full Name filter wins
    ['bo', '', 'bo'],
  ])('filter %j, global %j -> %j', (fullNameFilter, globalFilter, term) => {
    const ranking = new FullNameRanking();
    ranking.setFullNameFilter(fullNameFilter);
    ranking.globalFilter = globalFilter;
    expect(ranking.term()).toBe(term);
  });

  it('ranks against the term it is given, also after the term changes', () => {
    const ranking = new FullNameRanking();
    expect(ranking.rankOf('Ann Lee', 'ann')).toBe(5);
    expect(ranking.rankOf('Ann Lee', 'lee')).toBe(4);
    expect(ranking.rankOf('Ann Lee', 'ann')).toBe(5);
    expect(ranking.rankOf('Ann Lee', 'zz')).toBe(0);
  });
});
