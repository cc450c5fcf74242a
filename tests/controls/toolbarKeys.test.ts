import { describe, expect, it } from 'vitest';
import { listStep } from '../../src/controls/ValuesDialog';
import { toolbarStep } from '../../src/controls/useToolbarKeys';

// The Row groups toolbar runs across, the values dialog's list down: the same steps, other keys.
describe.each<[string, typeof toolbarStep, string, string, string]>([
  ['toolbarStep: among a toolbar\'s buttons', toolbarStep, 'ArrowRight', 'ArrowLeft', 'ArrowDown'],
  ['listStep: among the values dialog\'s values', listStep, 'ArrowDown', 'ArrowUp', 'ArrowRight'],
])('%s', (_name, step, next, previous, across) => {
  it.each<[string, number, number, number | null]>([
    [next, 0, 5, 1],
    [next, 4, 5, 0],
    [previous, 2, 5, 1],
    [previous, 0, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    [next, 0, 1, 0],
    [across, 1, 5, null],
    ['Enter', 1, 5, null],
    ['Tab', 1, 5, null],
  ])('%s from %i of %i: %s', (key, at, count, expected) => {
    expect(step(key, at, count)).toBe(expected);
  });
});
