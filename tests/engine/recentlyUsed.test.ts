import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../../src/engine/recentlyUsed';

type Step = ['set', string, number, number[]] | ['get', string, number | undefined] | ['delete', string, number | undefined, boolean];

describe('RecentlyUsed: up to a number of values, the least recently used let go first', () => {
  it.each<[string, Step[], number[]]>([
    ['under the limit: everything kept', [['set', 'a', 1, []], ['set', 'b', 2, []]], [1, 2]],
    ['past the limit: the oldest let go', [['set', 'a', 1, []], ['set', 'b', 2, []], ['set', 'c', 3, []], ['set', 'd', 4, [1]]], [2, 3, 4]],
    ['a value read is the newest', [['set', 'a', 1, []], ['set', 'b', 2, []], ['set', 'c', 3, []], ['get', 'a', 1], ['set', 'd', 4, [2]]], [3, 1, 4]],
    ['a value set again replaces its old one and is the newest', [['set', 'a', 1, []], ['set', 'b', 2, []], ['set', 'a', 5, []], ['set', 'c', 3, []], ['set', 'd', 4, [2]]], [5, 3, 4]],
    ['a missing key reads undefined', [['set', 'a', 1, []], ['get', 'z', undefined]], [1]],
    ['delete: any value, or only the one given', [['set', 'a', 1, []], ['set', 'b', 2, []], ['delete', 'a', 9, false], ['delete', 'a', 1, true], ['delete', 'b', undefined, true], ['delete', 'b', undefined, false]], []],
  ])('%s', (_name, steps, left) => {
    const recent = new RecentlyUsed<string, number>(3);
    for (const step of steps) {
      if (step[0] === 'set') expect(recent.set(step[1], step[2])).toEqual(step[3]);
      else if (step[0] === 'get') expect(recent.get(step[1])).toBe(step[2]);
      else expect(recent.delete(step[1], step[2])).toBe(step[3]);
    }
    expect(recent.size).toBe(left.length);
    expect(recent.clear()).toEqual(left);
    expect(recent.size).toBe(0);
  });
});

describe('RecentlyUsed by weight: up to a total weight, the value set last kept however heavy', () => {
  // Each value weighs itself; the limit is 10.
  it.each<[string, [string, number, number[]][], number[], number]>([
    ['under the limit', [['a', 4, []], ['b', 5, []]], [4, 5], 9],
    ['past it: the oldest go until the rest fit', [['a', 4, []], ['b', 5, []], ['c', 6, [4, 5]]], [6], 6],
    ['one heavier than the limit stays alone', [['a', 4, []], ['b', 30, [4]]], [30], 30],
    ['and goes when the next comes', [['a', 30, []], ['b', 1, [30]]], [1], 1],
    ['a value set again weighs once', [['a', 6, []], ['a', 7, []], ['b', 3, []]], [7, 3], 10],
  ])('%s', (_name, sets, left, weight) => {
    const recent = new RecentlyUsed<string, number>(10, (value) => value);
    for (const [key, value, dropped] of sets) expect(recent.set(key, value)).toEqual(dropped);
    expect(recent.weight).toBe(weight);
    expect(recent.delete('nothing')).toBe(false);
    expect(recent.clear()).toEqual(left);
    expect(recent.weight).toBe(0);
  });
});
