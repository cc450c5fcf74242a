import { describe, expect, it } from 'vitest';
import { toolbarStep } from '../../src/controls/useToolbarKeys';

describe('toolbarStep: where a key moves focus among a toolbar\'s buttons', () => {
  it.each<[string, number, number, number | null]>([
    ['ArrowRight', 0, 5, 1],
    ['ArrowRight', 4, 5, 0],
    ['ArrowLeft', 2, 5, 1],
    ['ArrowLeft', 0, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['ArrowRight', 0, 1, 0],
    ['ArrowDown', 1, 5, null],
    ['Enter', 1, 5, null],
    ['Tab', 1, 5, null],
  ])('%s from %i of %i: %s', (key, at, count, expected) => {
    expect(toolbarStep(key, at, count)).toBe(expected);
  });
});
