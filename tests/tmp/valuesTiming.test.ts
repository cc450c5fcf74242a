import { it } from 'vitest';
import { columnValues } from '../../src/engine/columnValues';
import { runToEnd } from '../../src/engine/steps';
import { TableIndex } from '../../src/engine/tableIndex';
import { dictColumn } from '../../src/model/table';
import { EMPTY_QUERY } from '../../src/model/query';

it('timing', () => {
  const n = 1_000_000;
  const cities = Array.from({ length: 30 }, (_, i) => `City ${i}`);
  const table = {
    count: n,
    columns: {
      city: dictColumn(Array.from({ length: n }, (_, i) => cities[(i * 7919) % 30]!)),
      email: dictColumn(Array.from({ length: n }, (_, i) => `person.${(i * 104729) % n}@example.com`)),
      amount: dictColumn(Array.from({ length: n }, (_, i) => ((i * 7919) % 2_000_000 / 100).toFixed(2)), 'number'),
    },
  };
  const index = new TableIndex(table);
  for (const col of ['city', 'city', 'email', 'email', 'amount', 'amount']) {
    const t = performance.now();
    const s = runToEnd(columnValues(index, EMPTY_QUERY, col, ''));
    console.log(col, (performance.now() - t).toFixed(0), 'ms', s.distinct, s.values.length);
  }
}, 120_000);
