import { describe, expect, it } from 'vitest';
import type { Aggregate } from '../../src/model/grouping';
import type { GroupOrder } from '../../src/model/groupSort';
import { compareKeys, type GroupFigure, orderGroups, readGroups, splitWhole, textSummedColumns, textSums } from '../../src/sql/groupFigures';

const figure = (key: string | null, order: number | null, value: number | bigint | null = null, count = 1): GroupFigure => ({
  path: [key],
  count,
  order,
  texts: {},
  values: new Map([
    ['amount', value],
    ['count', count],
  ]),
});
const keys = (groups: readonly GroupFigure[]) => groups.map((group) => group.path.at(-1));

describe('the groups\' order', () => {
  const groups = [figure(null, null, 5, 2), figure('b', 2, 1, 3), figure('1.50', 1, null), figure('1.5', 1, 1), figure('a', 3, 9n, 2)];
  const amount = (direction: 'asc' | 'desc') => ({ by: 'aggregate', aggregate: { colId: 'amount', func: 'sum' }, direction }) as const;
  const count = (direction: 'asc' | 'desc') => ({ by: 'aggregate', aggregate: { colId: 'count', func: 'count' }, direction }) as const;
  it.each<[string, GroupOrder, (string | null)[]]>([
    ['no items: what orders keys, then code units, the blank last', [], ['1.5', '1.50', 'b', 'a', null]],
    ['by key: the same', [{ by: 'key', direction: 'asc' }], ['1.5', '1.50', 'b', 'a', null]],
    ['by key descending: reversed, the blank still last', [{ by: 'key', direction: 'desc' }], ['a', 'b', '1.50', '1.5', null]],
    ['by an aggregate: empty values last, ties by key', [amount('asc')], ['1.5', 'b', null, 'a', '1.50']],
    ['by an aggregate descending: ties still by key ascending, empty still last', [amount('desc')], ['a', null, '1.5', 'b', '1.50']],
    ['by an aggregate, ties by key descending', [amount('asc'), { by: 'key', direction: 'desc' }], ['b', '1.5', null, 'a', '1.50']],
    ['by an aggregate, ties by another aggregate', [amount('asc'), count('desc')], ['b', '1.5', null, 'a', '1.50']],
    ['by an aggregate, its ties by another (there an empty value last)', [count('desc'), amount('desc')], ['b', 'a', null, '1.5', '1.50']],
  ])('%s', (_name, order, expected) => {
    expect(keys(orderGroups(groups, order))).toEqual(expected);
  });

  it('a bucket has nothing but its text to order by', () => {
    expect(compareKeys(figure('2014-03', null), figure('2014-10', null))).toBeLessThan(0);
  });
});

describe('the groups read from GROUP BY\'s rows, as the tab writes its aggregates', () => {
  const aggregates: Aggregate[] = [{ colId: 'amount', func: 'sum' }, { colId: 'amount2', func: 'avg' }, { colId: 'day', func: 'min' }, { colId: 'city', func: 'distinct' }, { colId: 'name', func: 'sum' }];
  const offered = aggregates.slice(0, 4);
  const decimals = new Map([['amount', 2], ['amount2', 1]]);
  // key, count, key order, sum (text, count, from texts), avg (text, count, from texts), min (text, value), distinct.
  const rows = [
    ['Paris', 3n, 2, '10700', 3n, 0n, '15', 2n, 1n, '2014-03-05', 1394e9, 2n],
    [null, 1n, null, '0', 0n, 0n, '0', 0n, 0n, null, null, 0n],
  ];

  it('writes sums with the column\'s decimals, means rounded to two more and trimmed, empties as nothing', () => {
    const fromTexts = new Map([['amount2', new Map([['["Paris"]', 20n]])]]);
    const [paris, blank] = readGroups(rows, 1, aggregates, offered, decimals, fromTexts);
    expect(paris).toMatchObject({ path: ['Paris'], count: 3, order: 2, texts: { amount: '107.00', amount2: '1.75', day: '2014-03-05', city: '2', name: '' } });
    expect(paris!.values.get('amount')).toBe(10700);
    expect(blank).toMatchObject({ path: [null], count: 1, order: null, texts: { amount: '', amount2: '', day: '', city: '0', name: '' } });
  });

  it('splits the whole from the first level\'s groups read in one statement, as each reads alone', () => {
    // DuckDB answers the flag as a boolean, ClickHouse as 0 or 1.
    const read = [[false, 'Paris', 3n, 2, 2n], [true, null, 4n, 1, 3n], [0, null, 1n, null, 0n], [1, null, 0n, null, 0n]];
    expect(splitWhole(read, 1)).toEqual({ whole: [[4n, 1, 3n], [0n, null, 0n]], level: [['Paris', 3n, 2, 2n], [null, 1n, null, 0n]] });
  });

  it('finds the columns with cells to sum from their texts, and sums those texts exactly', () => {
    expect(textSummedColumns(rows, 1, offered)).toEqual(['amount2']);
    expect(textSums([['a', '9007199254740993'], ['a', '0.5'], [null, '1e21']], 1, 1)).toEqual(new Map([['["a"]', 90071992547409935n], ['[null]', 10n ** 22n]]));
  });
});
