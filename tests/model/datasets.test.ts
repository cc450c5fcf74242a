import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { DATASETS, datasetByKey, fileDataset } from '../../src/model/datasets';
import { fileColumns } from '../../src/model/fileColumns';
import { loadReferenceList } from '../../src/data/lists';

// The installed faker (10.6) English locale, pinned: a new faker version that changes a list
// shows up here first.
const SIZES: Record<string, number> = {
  airlines: 126,
  airplanes: 155,
  airports: 118,
  bear: 8,
  bird: 914,
  cat: 55,
  cetacean: 54,
  cow: 470,
  crocodilia: 24,
  dog: 497,
  fish: 95,
  horse: 345,
  insect: 129,
  lion: 7,
  pet_name: 42,
  rabbit: 49,
  rodent: 185,
  snake: 576,
  type: 44,
};

describe('DATASETS', () => {
  it('offers People first, then every list of faker’s English locale', () => {
    expect(DATASETS.map((dataset) => dataset.key)).toEqual(['people', ...Object.keys(SIZES)]);
    expect(Object.keys(en.animal ?? {}).every((key) => datasetByKey(key))).toBe(true);
  });

  it.each(Object.entries(SIZES))('%s holds %d entries, read whole from faker', async (key, size) => {
    const dataset = datasetByKey(key)!;
    expect(dataset.size).toBe(size);
    expect(dataset.label).toContain(`(${size})`);
    expect(dataset.fileName).toBe(`${key}.csv`);
    expect(await loadReferenceList(key)).toHaveLength(size);
  });

  it.each([
    ['airlines', 0, { name: 'Aegean Airlines', iataCode: 'A3' }],
    ['airplanes', 0, { name: 'Aerospatiale/BAC Concorde', iataTypeCode: 'SSC' }],
    ['airports', 0, { name: 'Adelaide International Airport', iataCode: 'ADL' }],
  ])('%s entry %d is %j', async (key, row, entry) => {
    expect((await loadReferenceList(key))[row]).toEqual(entry);
  });

  it.each(['unicorns', 'toString', 'animals'])('%s is no list', async (key) => {
    await expect(loadReferenceList(key)).rejects.toThrow(`No reference list called ${key}`);
  });

  it.each(['bird', 'dog', 'lion', 'pet_name'])('the %s list is faker’s, in faker’s order', async (key) => {
    expect((await loadReferenceList(key)).map((entry) => entry.name)).toEqual(en.animal?.[key as 'bird']);
  });

  it.each([
    ['people', ['id', 'firstName', 'lastName', 'fullName']],
    ['airlines', ['id', 'name', 'iataCode']],
    ['airplanes', ['id', 'name', 'iataTypeCode']],
    ['airports', ['id', 'name', 'iataCode']],
    ['bird', ['id', 'name']],
  ])('%s has columns %j', (key, columns) => {
    expect(datasetByKey(key)!.columns.map((column) => column.colId)).toEqual(columns);
  });

  it('has no dataset by an unknown key', () => {
    expect(datasetByKey('unicorns')).toBeUndefined();
  });
});

describe('fileColumns', () => {
  it.each<[string, string[], ('number' | 'text')[], [string, string, string][]]>([
    ['a row column first, then the file’s', ['name', 'age'], ['text', 'number'], [['row', 'row', 'exact'], ['name', 'name', 'caseInsensitive'], ['age', 'age', 'exact']]],
    ['ids keep letters, digits, _ and -', ['First Name', 'e-mail', 'a.b:c'], ['text', 'text', 'text'], [['row', 'row', 'exact'], ['First_Name', 'First Name', 'caseInsensitive'], ['e-mail', 'e-mail', 'caseInsensitive'], ['a_b_c', 'a.b:c', 'caseInsensitive']]],
    ['nothing left: c and the position', ['名前', '!!'], ['text', 'number'], [['row', 'row', 'exact'], ['c1', '名前', 'caseInsensitive'], ['c2', '!!', 'exact']]],
    // The file's `row` is shown apart from the page's, as a repeated name is.
    ['a file column called row', ['row', 'Row'], ['number', 'text'], [['row', 'row', 'exact'], ['row_2', 'row (2)', 'exact'], ['Row', 'Row', 'caseInsensitive']]],
    ['… and one called row (2)', ['row (2)', 'row'], ['text', 'number'], [['row', 'row', 'exact'], ['row_2', 'row (2)', 'caseInsensitive'], ['row_3', 'row (3)', 'exact']]],
    ['repeats after slugging', ['a b', 'a_b', 'a-b'], ['text', 'text', 'text'], [['row', 'row', 'exact'], ['a_b', 'a b', 'caseInsensitive'], ['a_b_2', 'a_b', 'caseInsensitive'], ['a-b', 'a-b', 'caseInsensitive']]],
    ['names plain objects already have', ['toString', 'constructor', '__proto__'], ['text', 'text', 'text'], [['row', 'row', 'exact'], ['toString_2', 'toString', 'caseInsensitive'], ['constructor_2', 'constructor', 'caseInsensitive'], ['proto', '__proto__', 'caseInsensitive']]],
  ])('%s', (_name, headers, types, expected) => {
    expect(fileColumns(headers, types).map(({ colId, header, kind }) => [colId, header, kind])).toEqual(expected);
  });

  // An export writes the file's own names (only the page's `row` made the shown one another), and leaves the page's `row` out.
  it.each<[string, string[], (string | undefined)[]]>([
    ['no column called row', ['name', 'age'], ['', undefined, undefined]],
    ['a file column called row', ['row', 'Row'], ['', 'row', undefined]],
    ['… and one called row (2)', ['row (2)', 'row'], ['', undefined, 'row']],
  ])('%s: the names an export writes', (_name, headers, exportedAs) => {
    expect(fileColumns(headers, ['text', 'text']).map((column) => column.exportedAs)).toEqual(exportedAs);
  });

  // A date's filter holds a range of months whole (`2014-03..2014-05`); a number's is short.
  it.each<['text' | 'number' | 'date' | 'dateDayFirst', { flex: number; minWidth: number }]>([
    ['text', { flex: 2, minWidth: 140 }],
    ['number', { flex: 1, minWidth: 110 }],
    ['date', { flex: 2, minWidth: 190 }],
    ['dateDayFirst', { flex: 2, minWidth: 190 }],
  ])('a %s column is drawn %o', (type, width) => {
    expect(fileColumns(['c'], [type])[1]).toMatchObject(width);
  });
});

describe('fileDataset', () => {
  it.each([
    ['sales.csv', 'sales.csv'],
    ['data.json', 'data.csv'],
    ['archive.tar.ndjson', 'archive.tar.csv'],
    ['README', 'README.csv'],
    ['.hidden', '.hidden.csv'],
  ])('%s exports %s', (name, fileName) => {
    expect(fileDataset(name, [], 0)).toMatchObject({ key: 'file', label: name, kind: 'file', fileName });
  });

  it.each<[string[], string, string]>([
    [['Orders'], 'Orders', 'book.csv'],
    [['Orders', 'Stock levels'], 'Stock levels', 'book (Stock levels).csv'],
  ])('a workbook of sheets %j shown at %s exports %s', (sheets, sheet, fileName) => {
    expect(fileDataset('book.xlsx', [], 0, { sheets, sheet })).toMatchObject({ label: 'book.xlsx', sheets, sheet, fileName });
  });
});
