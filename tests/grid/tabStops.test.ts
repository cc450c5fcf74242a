import { describe, expect, it } from 'vitest';
import { type HeaderTab, headerTabTarget } from '../../src/grid/tabStops';

const tab = (facts: Partial<HeaderTab>): HeaderTab => ({
  headerRowIndex: 1,
  backwards: false,
  lastColumn: false,
  controlsBefore: true,
  controlsAfter: true,
  bodyEntry: true,
  ...facts,
});

describe('headerTabTarget', () => {
  it.each<[string, HeaderTab, ReturnType<typeof headerTabTarget>]>([
    ['Tab on the last column header: to the first filter', tab({ headerRowIndex: 0, lastColumn: true, controlsBefore: false }), 'firstFilter'],
    ['Tab on another column header: AG Grid’s, to the next header', tab({ headerRowIndex: 0, controlsBefore: false }), null],
    ['Shift+Tab on the last column header: AG Grid’s', tab({ headerRowIndex: 0, lastColumn: true, backwards: true, controlsBefore: false }), null],
    ['Tab on the last column header with no filter controls: AG Grid’s', tab({ headerRowIndex: 0, lastColumn: true, controlsBefore: false, controlsAfter: false }), null],
    ['Tab between filter controls: the browser’s', tab({}), null],
    ['Shift+Tab between filter controls: the browser’s', tab({ backwards: true }), null],
    ['Shift+Tab on the first filter control: to the last column header', tab({ backwards: true, controlsBefore: false }), 'lastHeader'],
    ['Shift+Tab on an empty filter cell before every control: to the last column header', tab({ backwards: true, controlsBefore: false, lastColumn: false }), 'lastHeader'],
    ['Tab on the last filter control: into the body', tab({ controlsAfter: false, lastColumn: true }), 'body'],
    ['Tab on the last filter control with no row to go into: the browser’s, past the grid', tab({ controlsAfter: false, bodyEntry: false }), null],
    ['a header row past the filters (none here): nothing', tab({ headerRowIndex: 2, controlsAfter: false }), null],
  ])('%s', (_name, facts, expected) => {
    expect(headerTabTarget(facts)).toBe(expected);
  });
});
