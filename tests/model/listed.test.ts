import { describe, expect, it } from 'vitest';
import { listed } from '../../src/model/listed';

describe('listed: items as a sentence lists them', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
    [['“n/a”', '“-”', '“?”', '“none”'], '“n/a”, “-”, “?” and “none”'],
  ])('%j: %s', (items, expected) => {
    expect(listed(items)).toBe(expected);
  });
});
