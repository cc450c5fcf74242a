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
  it.each<[ColumnType, string[], string, ColumnType[]]>([
    // On a text column, every reading: a notice may name Number (decimal comma) or Date (day first) there.
    ['text', ['Text', 'Number', 'Number (decimal comma)', 'Date', 'Date (day first)'], 'Text', ['text', 'number', 'numberDecimalComma', 'date', 'dateDayFirst']],
    // Another reading of a family only where the column is read as one of that family.
    ['number', ['Text', 'Number', 'Number (decimal comma)', 'Date'], 'Number', ['text', 'number', 'numberDecimalComma', 'date']],
    ['numberDecimalComma', ['Text', 'Number', 'Number (decimal comma)', 'Date'], 'Number (decimal comma)', ['text', 'number', 'numberDecimalComma', 'date']],
    ['date', ['Text', 'Number', 'Date', 'Date (day first)'], 'Date', ['text', 'number', 'date', 'dateDayFirst']],
    ['dateDayFirst', ['Text', 'Number', 'Date', 'Date (day first)'], 'Date (day first)', ['text', 'number', 'date', 'dateDayFirst']],
  ])('a column read as %s offers %j, %s checked; each choice sets its type', (type, labels, checked, types) => {
    const chosen: ColumnType[] = [];
    const entries = columnMenuEntries(LAYOUT, 'due', type, { arrange: () => {}, fit: () => {}, values: () => {}, setType: (choice) => chosen.push(choice), ...NO_GROUPING_ACTIONS }).filter(
      (entry) => entry.group === 'Type',
    );
    expect(entries.map(({ label }) => label)).toEqual(labels);
    expect(entries.filter((entry) => entry.checked).map(({ label }) => label)).toEqual([checked]);
    for (const entry of entries) entry.onChoose();
    expect(chosen).toEqual(types);
  });
});
