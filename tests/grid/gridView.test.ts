import { describe, expect, it } from 'vitest';
import { gridViewOf } from '../../src/grid/gridView';
import { datasetByKey, PEOPLE } from '../../src/model/datasets';
import type { ColumnLayout } from '../../src/view/columnLayout';
import { INITIAL_VIEW_STATE } from '../../src/view/viewState';

describe('gridViewOf', () => {
  it.each([
    { rowCount: null, pageSize: 10, pageCount: 1 },
    { rowCount: 0, pageSize: 10, pageCount: 1 },
    { rowCount: 5000, pageSize: 10, pageCount: 500 },
    { rowCount: 172, pageSize: 20, pageCount: 9 },
  ])('$rowCount rows at $pageSize a page: $pageCount pages', ({ rowCount, pageSize, pageCount }) => {
    const view = gridViewOf({ ...INITIAL_VIEW_STATE, pageSize }, { rowCount, passingCount: rowCount, uncounted: false, busy: false }, PEOPLE);
    expect(view).toMatchObject({ rowCount, pageSize, pageCount, busy: false });
  });

  it.each<[string, ColumnLayout, string[], string[]]>([
    ['the default arrangement', [], PEOPLE.columns.map((column) => column.colId), []],
    [
      'a column moved first and one hidden',
      [
        { colId: 'fullName', pinned: false, hidden: false, width: null },
        { colId: 'id', pinned: false, hidden: true, width: null },
      ],
      ['fullName', 'id', 'firstName', 'lastName'],
      ['id'],
    ],
  ])('the Columns menu lists every column in display order: %s', (_name, columns, order, hidden) => {
    const { columnChoices } = gridViewOf({ ...INITIAL_VIEW_STATE, columns }, { rowCount: 10, passingCount: 10, uncounted: false, busy: true }, PEOPLE);
    expect(columnChoices.map((choice) => choice.colId)).toEqual(order);
    expect(columnChoices.filter((choice) => choice.hidden).map((choice) => choice.colId)).toEqual(hidden);
    expect(columnChoices.find((choice) => choice.colId === 'lastName')?.header).toBe('Last Name');
  });

  it('a view committed for the previous dataset lists the new dataset’s columns', () => {
    const airlines = datasetByKey('airlines')!;
    const { columnChoices } = gridViewOf({ ...INITIAL_VIEW_STATE, columns: [{ colId: 'lastName', pinned: false, hidden: true, width: null }] }, { rowCount: null, passingCount: null, uncounted: false, busy: true }, airlines);
    expect(columnChoices.map((choice) => choice.colId)).toEqual(airlines.columns.map((column) => column.colId));
    expect(columnChoices.some((choice) => choice.hidden)).toBe(false);
  });
});
