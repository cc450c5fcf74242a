import { describe, expect, it } from 'vitest';
import { OpenRows } from '../../src/grid/openRows';

describe('OpenRows', () => {
  it.each<[string, (rows: OpenRows) => void, { all: boolean; toggled: string[] }]>([
    ['none open at first', () => {}, { all: false, toggled: [] }],
    ['a toggled row, in sorted order', (rows) => ['9', '10'].forEach((id) => rows.toggle(id)), { all: false, toggled: ['10', '9'] }],
    ['toggled twice is back as it was', (rows) => ['3', '3'].forEach((id) => rows.toggle(id)), { all: false, toggled: [] }],
    ['Expand all forgets the toggles', (rows) => (rows.toggle('3'), rows.reset(true)), { all: true, toggled: [] }],
    ['a row closed after Expand all', (rows) => (rows.reset(true), rows.toggle('3')), { all: true, toggled: ['3'] }],
    ['Collapse all', (rows) => (rows.reset(true), rows.toggle('3'), rows.reset(false)), { all: false, toggled: [] }],
  ])('%s', (_name, act, expected) => {
    const rows = new OpenRows();
    act(rows);
    expect(rows.query).toEqual(expected);
  });
});

describe('OpenRows.isOpen', () => {
  it.each<[string, (rows: OpenRows) => void, boolean]>([
    ['closed at first', () => {}, false],
    ['open once toggled', (rows) => rows.toggle('3'), true],
    ['open after Expand all', (rows) => rows.reset(true), true],
    ['closed when toggled after Expand all', (rows) => (rows.reset(true), rows.toggle('3')), false],
    ['another row toggled leaves it closed', (rows) => rows.toggle('4'), false],
  ])('%s', (_name, act, expected) => {
    const rows = new OpenRows();
    act(rows);
    expect(rows.isOpen('3')).toBe(expected);
  });
});
