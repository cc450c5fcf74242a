import { dateDay, decimal, dictionary, float32, int64, tableFromArrays, tableToIPC, timestamp, TimeUnit, utf8 } from '@uwdata/flechette';
import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd } from '../../../src/engine/steps';
import { TableIndex } from '../../../src/engine/tableIndex';
import { canRead } from '../../../src/server/servedFiles';
import { tempFolder } from '../../support/csvTable';
import { expectServedAsTheTab, fileOpenedByBoth, termsFor } from '../../support/equivalence';
import { read } from '../../support/files';
import { randomFrom } from '../../support/random';
import { randomQuery } from '../../support/randomQuery';
import { workbook } from '../../support/workbooks';
import { dropStaged, stageTable } from '../../../src/server/duckdb/loadTable';
import { withConnection } from '../../support/duckDb';

const files = tempFolder();
afterAll(() => files.remove());

/** Random cells of every kind a person's workbook holds: numbers, dates, date-times, booleans, texts that read as numbers or not, empty cells. */
function randomBook(seed: number, count: number): Promise<Uint8Array> {
  const random = randomFrom(seed);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const maybe = <T>(value: T): T | null => (random.next() < 0.1 ? null : value);
  return workbook((book) => {
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['n', 'amount', 'day', 'at', 'ok', 'code', 'name', 'mixed']);
    for (let i = 0; i < count; i++) {
      sheet.addRow([
        maybe(int(-50, 50)),
        maybe(int(-5000, 5000) / random.pick([1, 4, 100])),
        maybe(new Date(Date.UTC(int(1950, 2030), int(0, 11), int(1, 28)))),
        maybe(new Date(Date.UTC(int(1950, 2030), int(0, 11), int(1, 28), int(0, 23), int(0, 59), int(0, 59)))),
        maybe(random.next() < 0.5),
        maybe(random.pick(['007', '12', '00501'])),
        maybe(random.pick(['Zoë', 'zoe', 'Łódź', 'Ann', 'ann 12', '2014', '12'])),
        maybe(random.pick<string | number>([1, 'x', 2.5])),
      ]);
    }
    sheet.getColumn(3).numFmt = 'yyyy-mm-dd';
    sheet.getColumn(4).numFmt = 'yyyy-mm-dd hh:mm:ss';
  });
}

/** Random typed Arrow columns: 64-bit integers, a dictionary, decimals, days, UTC timestamps, 32-bit floats, with nulls. */
function randomArrow(seed: number, count: number, format: 'file' | 'stream'): Uint8Array {
  const random = randomFrom(seed);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const column = <T>(make: () => T) => Array.from({ length: count }, () => (random.next() < 0.1 ? null : make()));
  const table = tableFromArrays(
    {
      big: column(() => BigInt(int(-1e6, 1e6)) * 1_000_003n),
      city: column(() => random.pick(['Zoë', 'zoe', 'Łódź', 'Ann', '2014'])),
      price: column(() => BigInt(int(-99999, 99999))),
      day: column(() => new Date(Date.UTC(int(1950, 2030), int(0, 11), int(1, 28)))),
      at: column(() => new Date(Date.UTC(int(1950, 2030), int(0, 11), int(1, 28), int(0, 23), int(0, 59), int(0, 59), random.pick([0, 250])))),
      ratio: column(() => int(-100, 100) / 10),
    },
    { types: { big: int64(), city: dictionary(utf8()), price: decimal(9, 2, 64), day: dateDay(), at: timestamp(TimeUnit.MILLISECOND, 'UTC'), ratio: float32() }, maxBatchRows: 50 },
  );
  return tableToIPC(table, { format })!;
}

describe('the data server reads workbooks and Arrow files with the tab’s readers', () => {
  it.each(['a.xlsx', 'a.xlsm', 'a.arrow', 'a.feather', 'a.arrows', 'A.XLSX'])('serves %s', (name) => {
    expect(canRead(name)).toBe(true);
  });

  it('leaves out the lock file Excel keeps beside an open workbook', () => {
    expect(canRead('reports/~$book.xlsx')).toBe(false);
  });

  it.each<[string, () => Promise<Uint8Array> | Uint8Array]>([
    ['book.xlsx', () => randomBook(3, 40)],
    ['typed.arrow', () => randomArrow(3, 40, 'file')],
    ['typed.arrows', () => randomArrow(4, 40, 'stream')],
  ])('%s: the same columns, types and cells as the tab', async (name, make) => {
    const bytes = await make();
    await expectServedAsTheTab(files.write(name, bytes), await read(name, bytes));
  });

  it.each<[string, () => Promise<Uint8Array> | Uint8Array]>([
    ['random.xlsx', () => randomBook(5, 150)],
    ['random.arrow', () => randomArrow(5, 150, 'file')],
  ])('%s answers random queries as the tab’s TableIndex does', async (name, make) => {
    const { tab, duck } = await fileOpenedByBoth(name, await make(), files.write);
    try {
      const index = new TableIndex(tab);
      const random = randomFrom(9);
      const terms = termsFor(tab, random);
      for (let i = 0; i < 60; i++) {
        const query = randomQuery(random, tab, terms);
        const expected = [...runToEnd(index.run(query)).rows];
        const page = await duck.rows(query, 0, tab.count + 1);
        expect(page.rows.map(({ row }) => row), JSON.stringify(query)).toEqual(expected);
      }
    } finally {
      await duck.close();
    }
  });
});

describe('a served workbook tells what the tab tells of it', () => {
  it('its columns with no name or a repeated one, and the few stray cells of a number column: the same notices, once each', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Sheet1');
      sheet.addRow(['name', 'price', 'name', null]);
      for (let i = 0; i < 30; i++) sheet.addRow([`n${i}`, i === 3 ? 'n/a' : i * 1.5, `m${i}`, 'x']);
    });
    const parsed = await read('renamed.xlsx', bytes);
    expect(parsed.notices.length).toBe(2); // the renamed columns and the stray cell: what this test is about
    await withConnection(async (connection) => {
      const staged = await stageTable(connection, files.write('renamed.xlsx', bytes), 'renamed');
      expect(staged.notices).toEqual(parsed.notices);
      await dropStaged(connection, staged.staged);
    });
  });
});
