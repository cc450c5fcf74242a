import { fuzzyRank } from './fuzzy';

/**
 * Ranks each text once per term. A sort compares every row about log2(n) times; ranking
 * inside each comparison would redo match-sorter's work 16 times per row at 50000 rows.
 */
export class RankCache {
  private term = '';
  private ranks = new Map<string, number>();

  rankOf(text: string, term: string): number {
    if (term !== this.term) {
      this.term = term;
      this.ranks = new Map();
    }
    let rank = this.ranks.get(text);
    if (rank === undefined) {
      rank = fuzzyRank(text, term);
      this.ranks.set(text, rank);
    }
    return rank;
  }
}
