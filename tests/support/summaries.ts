import { expect } from 'vitest';
import { columnValues } from '../../src/engine/columnValues';
import type { ColumnSummary } from '../../src/model/summary';
import type { RowIndex } from '../../src/engine/rowIndex';
import { runToEnd } from '../../src/engine/steps';
import { othersThan, type RowQuery } from '../../src/model/query';
import type { DuckDbSession } from '../../src/server/duckdb/duckDbSession';

/** The `Values of` dialog's summary of column `colId` under `query` from both engines, the query made by othersThan as the dialog makes it. */
export async function summariesOf(index: RowIndex, duck: DuckDbSession, query: RowQuery, colId: string, search: string, limit?: number): Promise<{ tab: ColumnSummary; duck: ColumnSummary }> {
  const others = othersThan(query, colId);
  return { tab: runToEnd(columnValues(index, others, colId, search, limit)), duck: await duck.values(others, colId, search, limit) };
}

/**
 * Two summaries are the same: every figure, bin and listed value. The mean but to the last few
 * bits: both engines add value × count over the distinct values, the tab in its ids' order and
 * DuckDB in its own, and float addition's rounding depends on the order (0.1 steps differ in
 * the last bit; tests/server/duckdb/duckDbValues.test.ts finds such a column). Min, max and the
 * bins are exact.
 */
export function expectSameSummary(actual: ColumnSummary, expected: ColumnSummary, message?: string): void {
  const { mean, ...rest } = actual;
  const { mean: expectedMean, ...expectedRest } = expected;
  expect(rest, message).toEqual(expectedRest);
  if (expectedMean === undefined) expect(mean, message).toBeUndefined();
  else expect(Math.abs(mean! - expectedMean), message).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expectedMean)));
}
