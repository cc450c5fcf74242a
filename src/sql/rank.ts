import { rankings } from 'match-sorter';
import { prepare } from '../engine/rank';
import { foldedOf, textOf } from './cells';
import { foldSql } from './fold';
import { inOrderSql } from './search';
import { ACRONYM_LETTERS, lazyInOrder } from './patterns';
import type { SqlColumn } from './sqlTable';
import type { Writer } from './statement';

/**
 * match-sorter's rank of the cell for `term`, as src/engine/rank.ts fuzzyRank computes it on
 * prepared strings: each branch is one of its steps, in the same order.
 */
export function rankSql(writer: Writer, column: SqlColumn, term: string): string {
  const { dialect, bind } = writer;
  const { prepared, lower } = prepare(term);
  const folded = foldedOf(writer, column);
  const exactCase = `CASE WHEN ${foldSql(dialect, textOf(writer, column))} = ${bind(prepared)} THEN ${rankings.CASE_SENSITIVE_EQUAL} ELSE ${rankings.EQUAL} END`;
  // Bound only where used: a placeholder with no value fails.
  const spread = () => `(${dialect.length(dialect.firstMatch(folded, bind(lazyInOrder(lower))))} - 1)`;
  const branches: [condition: string, rank: string][] = [
    [`${dialect.length(folded)} < ${bind(prepared.length)}`, `${rankings.NO_MATCH}`],
    [`${folded} = ${bind(lower)}`, exactCase],
    [dialect.startsWith(folded, bind(lower)), `${rankings.STARTS_WITH}`],
    [dialect.contains(folded, bind(` ${lower}`)), `${rankings.WORD_STARTS_WITH}`],
    [dialect.contains(folded, bind(lower)), `${rankings.CONTAINS}`],
    // A one-character term must be contained (match-sorter's rule).
    ...(lower.length === 1
      ? []
      : ([
          [dialect.contains(dialect.joinedCaptures(folded, dialect.literal(ACRONYM_LETTERS)), bind(lower)), `${rankings.ACRONYM}`],
          [inOrderSql(writer, folded, lower), `${rankings.MATCHES} + 1.0 / ${spread()}`],
        ] as [string, string][])),
  ];
  return `CASE ${branches.map(([condition, rank]) => `WHEN ${condition} THEN ${rank}`).join(' ')} ELSE ${rankings.NO_MATCH} END`;
}
