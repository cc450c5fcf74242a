import { describe, expect, it } from 'vitest';
import { columnMenuEntries } from '../../src/grid/columnMenu';
import type { ColumnType } from '../../src/model/columns';
import type { ColumnLayout } from '../../src/view/columnLayout';
import { NO_GROUPING } from '../../src/model/grouping';

const NO_GROUPING_ACTIONS = { grouping: NO_GROUPING, header: 'due', changeGrouping: () => {} };

const LAYOUT: ColumnLayout = [
  { colId: 'due', pinned: false, hidden: false, width: null },
  { colId: 'name', pinned: false, hidden: false, width: null },
];

describe('the column menu\'s Type group', () => {
  it.each<[ColumnType, string[], string]>([
    ['text', ['Text', 'Number', 'Date'], 'Text'],
    ['number', ['Text', 'Number', 'Date'], 'Number'],
    // Date (day first) only where the column is read as a date: it reads slash dates with the year last the other way.
    ['date', ['Text', 'Number', 'Date', 'Date (day first)'], 'Date'],
    ['dateDayFirst', ['Text', 'Number', 'Date', 'Date (day first)'], 'Date (day first)'],
  ])('a column read as %s offers %j, %s checked; each choice sets its type', (type, labels, checked) => {
    const chosen: ColumnType[] = [];
    const entries = columnMenuEntries(LAYOUT, 'due', type, { arrange: () => {}, fit: () => {}, values: () => {}, setType: (choice) => chosen.push(choice), ...NO_GROUPING_ACTIONS }).filter(
      (entry) => entry.group === 'Type',
    );
    expect(entries.map(({ label }) => label)).toEqual(labels);
    expect(entries.filter((entry) => entry.checked).map(({ label }) => label)).toEqual([checked]);
    for (const entry of entries) entry.onChoose();
    expect(chosen).toEqual(['text', 'number', 'date', 'dateDayFirst'].slice(0, labels.length));
  });
});
