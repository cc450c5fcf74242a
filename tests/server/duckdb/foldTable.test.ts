import { afterAll, describe, expect, it } from 'vitest';
import { prepare } from '../../../src/engine/rank';
import { dropStaged, stageTable } from '../../../src/server/duckdb/loadTable';
import { asciiColumns } from '../../../src/server/duckdb/foldTable';
import { DUCKDB } from '../../../src/sql/dialect';
import { tempFolder } from '../../support/csvTable';
import { withConnection } from '../../support/duckDb';

const files = tempFolder();
afterAll(() => files.remove());

const ROWS = 300_000;
const LATE = 250_000;

describe('a staged column DuckDB\'s statistics call ASCII is not read for folds; any other is, to its last row', () => {
  // Each column: its text in every row but row LATE, which holds the late text.
  const columns: [name: string, text: string, late: string, ascii: boolean][] = [
    ['plain', 'anna', 'Bob', true],
    ['lateAccent', 'anna', 'Émile', false],
    ['lateSigma', 'x', 'ΣΑΣ', false],
    ['accented', 'Łukasz', 'bob', false],
    ['blank', '', '', true],
  ];

  it('the staged texts: ASCII columns by the statistics, and each late text folded as the tab folds it (prepare)', async () => {
    const csv = [columns.map(([name]) => name).join(','), ...Array.from({ length: ROWS }, (_, row) => columns.map(([, text, late]) => (row === LATE ? late : text)).join(','))].join('\n');
    await withConnection(async (connection) => {
      const staged = await stageTable(connection, files.write('late.csv', csv), 'late');
      const ascii = await asciiColumns(connection, 'late_staged');
      expect(columns.map((_column, i) => ascii.has(`c${i}`))).toEqual(columns.map(([, , , isAscii]) => isAscii));
      const folded = staged.table.columns.slice(1).map(({ folded, text }) => `coalesce(${DUCKDB.quote(folded)}, ${DUCKDB.quote(text)})`);
      const [row] = (await connection.runAndReadAll(`SELECT ${folded.join(', ')} FROM ${DUCKDB.quote(staged.table.name)} WHERE "row" = ${LATE}`)).getRowsJS();
      expect(row).toEqual(columns.map(([, , late]) => prepare(late).lower));
      await dropStaged(connection, staged.staged);
    });
  });
});
