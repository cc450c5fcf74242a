import { describe, expect, it } from 'vitest';
import { rowsPassing } from '../../src/engine/rowMask';

describe('rowsPassing: the rows a mask passes, in row order', () => {
  it.each<[string, number[] | null, number, number[]]>([
    ['no mask: every row', null, 4, [0, 1, 2, 3]],
    ['no mask, no rows', null, 0, []],
    ['some rows', [0, 1, 1, 0, 1], 5, [1, 2, 4]],
    ['none pass', [0, 0, 0], 3, []],
    ['all pass', [1, 1, 1], 3, [0, 1, 2]],
  ])('%s', (_name, mask, count, expected) => {
    expect([...rowsPassing(mask && Uint8Array.from(mask), count)]).toEqual(expected);
  });
});
