import { describe, expect, it } from 'vitest';
import { CLICKHOUSE, DUCKDB } from '../../src/sql/dialect';
import { writerFor } from '../../src/sql/statement';
import { type CodeSplit, failingCodesSql, holdsInOrder, passingCodesSql, splitCodes, type TextCodes } from '../../src/sql/textCodes';

describe('holdsInOrder: the term\'s characters in order, as LIKE \'%a%n%n%\' reads them', () => {
  it.each<[string, string, boolean]>([
    ['anne', 'ann', true],
    ['anne', 'ane', true],
    ['anne', 'nna', false],
    ['ann', 'anne', false],
    ['banned', 'anne', true],
    ['', 'a', false],
    ['a', '', true],
    ['zoë', 'zoe', false],
    ['a_b', '_', true],
    ['a%b', 'a%', true],
    // One character of two UTF-16 units: never matched by half.
    ['\u{1F600}\u{1F601}', '\u{1F601}', true],
    ['\u{1F601}', '\u{1F600}', false],
    ['\u{1F600}x', '\u{1F600}\u{1F600}', false],
  ])('%j holds %j: %s', (text, term, holds) => {
    expect(holdsInOrder(text, term)).toBe(holds);
  });
});

const codes = (texts: TextCodes['texts']): TextCodes => ({ column: 'c1_order', texts });

describe('splitCodes: the codes whose texts pass a term, the others, and their rows', () => {
  it.each<[string, TextCodes['texts'], string, CodeSplit | undefined]>([
    ['some pass', [[1, 'anne', 10], [2, 'jo', 5], [3, 'hanna', 2]], 'an', { pass: [1, 3], fail: [2], passRows: 12, failRows: 5 }],
    ['none pass', [[1, 'jo', 3]], 'an', { pass: [], fail: [1], passRows: 0, failRows: 3 }],
    ['an empty text (no code) fails', [[null, '', 4], [1, 'anne', 1]], 'a', { pass: [1], fail: [], passRows: 1, failRows: 4 }],
    ['texts of one code that agree', [[1, 'a01', 2], [1, 'a1', 3], [2, 'b', 1]], 'a', { pass: [1], fail: [2], passRows: 5, failRows: 1 }],
    ['texts of one code that disagree: no list stands for it', [[1, 'a01', 2], [1, 'a1', 3]], '0', undefined],
    ['rows with no code that pass: no list finds them', [[null, 'ann', 2], [1, 'anne', 1]], 'a', undefined],
  ])('%s', (_name, texts, term, split) => {
    expect(splitCodes(codes(texts), term)).toEqual(split);
  });
});

const split = (pass: number[], fail: number[]): CodeSplit => ({ pass, fail, passRows: pass.length, failRows: fail.length });

describe('passingCodesSql and failingCodesSql: a list of the codes asked for (never NOT IN), one code by = or <>, in both dialects', () => {
  it.each<[string, CodeSplit, string, string]>([
    ['none pass', split([], [1, 2]), 'FALSE', 'TRUE'],
    ['all pass', split([1, 2], []), '"c1_order" IS NOT NULL', 'FALSE'],
    ['one passes', split([2], [1, 3]), '"c1_order" = 2', '"c1_order" <> 2'],
    ['one fails', split([1, 3], [2]), '"c1_order" <> 2', '"c1_order" = 2'],
    ['fewer pass', split([1, 4], [2, 3, 5]), '"c1_order" IN (1, 4)', '"c1_order" IN (2, 3, 5)'],
    ['fewer fail', split([1, 3, 4], [2, 5]), '"c1_order" IN (1, 3, 4)', '"c1_order" IN (2, 5)'],
    ['one of one each', split([1], [2]), '"c1_order" = 1', '"c1_order" = 2'],
  ])('%s', (_name, codeSplit, passing, failing) => {
    const duck = writerFor(DUCKDB);
    expect(passingCodesSql(duck, codes([]), codeSplit)).toBe(passing);
    expect(failingCodesSql(duck, codes([]), codeSplit)).toBe(failing);
    expect(duck.values).toEqual([]);
    const clickHouse = writerFor(CLICKHOUSE);
    expect(passingCodesSql(clickHouse, codes([]), codeSplit)).toBe(passing.replaceAll('"', '`'));
    expect(failingCodesSql(clickHouse, codes([]), codeSplit)).toBe(failing.replaceAll('"', '`'));
  });
});
