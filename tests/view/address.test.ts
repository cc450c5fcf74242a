import { describe, expect, it } from 'vitest';
import type { MatcherKind } from '../../src/model/columns';
import type { ColumnFilter } from '../../src/model/query';
import { type Dataset, fileDataset, PEOPLE } from '../../src/model/datasets';
import { fileColumns } from '../../src/model/fileColumns';
import { servedDataset } from '../../src/model/served';
import { linkFor, MAX_LINK_LENGTH, readAddress, searchFor } from '../../src/view/address';
import { INITIAL_VIEW_STATE } from '../../src/view/viewState';

const RANDOM = 777;

describe('readAddress', () => {
  it.each<[string, number, number, number]>([
    // [search, seed, rows, notices]
    ['', RANDOM, 5000, 0],
    ['?seed=42', 42, 5000, 0],
    ['?rows=100', RANDOM, 100, 0],
    ['?seed=0&rows=1000000', 0, 1000000, 0],
    ['?rows=abc', RANDOM, 5000, 1],
    ['?rows=-5', RANDOM, 5000, 1],
    ['?rows=0', RANDOM, 5000, 1],
    ['?rows=1000001', RANDOM, 5000, 1],
    ['?rows=1e12', RANDOM, 5000, 1],
    ['?rows=2.5', RANDOM, 5000, 1],
    ['?rows=', RANDOM, 5000, 1],
    ['?seed=x&rows=y', RANDOM, 5000, 2],
    ['?seed=4294967296', RANDOM, 5000, 1],
    ['?seed=-1', RANDOM, 5000, 1],
    ['?rows=10&rows=20', RANDOM, 20, 1], // repeated: the last wins, and says so
  ])('%j -> seed %d, rows %d, %d notices', (search, seed, rows, noticeCount) => {
    const options = readAddress(search, RANDOM);
    expect(options.seed).toBe(seed);
    expect(options.rows).toBe(rows);
    expect(options.notices).toHaveLength(noticeCount);
  });

  it.each<[string, boolean, boolean, number]>([
    ['', false, false, 0],
    ['?names=markup', true, false, 0],
    ['?fault=grid', false, true, 0],
    ['?names=markup&fault=grid', true, true, 0],
    ['?names=html', false, false, 1],
    ['?fault=', false, false, 1],
    ['?fault=GRID', false, false, 1],
  ])('%j -> markup names %s, grid fault %s, %d notices', (search, markupNames, gridFault, noticeCount) => {
    const options = readAddress(search, RANDOM);
    expect([options.markupNames, options.gridFault]).toEqual([markupNames, gridFault]);
    expect(options.notices).toHaveLength(noticeCount);
  });

  // Values as people really write them; e2e/urlParams.spec.ts shows one of each kind on the page.
  const MAX_ROWS = 1_000_000;
  const MAX_SEED = 4294967295;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ignoredRows = (shown: string) =>
    new RegExp(`^Ignored \\?rows=${escape(shown)}: .*\\b1\\b.*\\b${MAX_ROWS}\\b.*Using 5000\\.$`);
  const ignoredSeed = (shown: string) =>
    new RegExp(`^Ignored \\?seed=${escape(shown)}: .*\\b0\\b.*\\b${MAX_SEED}\\b.*random seed\\.$`);
  const repeated = (name: string, times: number) => new RegExp(`^\\?${name} was given ${times} times; only the last one counts\\.$`);

  it.each<[string, number, RegExp[]]>([
    // empty values
    ['?rows=', 5000, [ignoredRows('')]],
    ['?seed=&rows=30', 30, [ignoredSeed('')]],
    ['?rows', 5000, [ignoredRows('')]],
    // not plain whole numbers
    ['?rows=1e12', 5000, [ignoredRows('1e12')]],
    ['?rows=1e3', 5000, [ignoredRows('1e3')]],
    ['?rows=12.5', 5000, [ignoredRows('12.5')]],
    ['?rows=%2B10', 5000, [ignoredRows('+10')]],
    ['?rows=%2010', 5000, [ignoredRows(' 10')]],
    ['?rows=0x10', 5000, [ignoredRows('0x10')]],
    ['?rows=%D9%A1%D9%A0', 5000, [ignoredRows('١٠')]], // Arabic-Indic 10
    ['?rows=Infinity', 5000, [ignoredRows('Infinity')]],
    ['?rows=NaN', 5000, [ignoredRows('NaN')]],
    // out of range
    ['?rows=0', 5000, [ignoredRows('0')]],
    ['?rows=-0', 5000, [ignoredRows('-0')]],
    ['?rows=1000001', 5000, [ignoredRows('1000001')]],
    ['?rows=9007199254740993', 5000, [ignoredRows('9007199254740993')]],
    ['?seed=4294967296&rows=30', 30, [ignoredSeed('4294967296')]],
    ['?seed=-1&rows=30', 30, [ignoredSeed('-1')]],
    // repeated: the last one counts
    ['?rows=10&rows=20', 20, [repeated('rows', 2)]],
    ['?rows=10&rows=20&rows=30', 30, [repeated('rows', 3)]],
    ['?rows=10&rows=abc', 5000, [repeated('rows', 2), ignoredRows('abc')]],
    ['?rows=abc&rows=10', 10, [repeated('rows', 2)]],
    // both bad at once: one notice each
    ['?seed=x&rows=y', 5000, [ignoredSeed('x'), ignoredRows('y')]],
    // valid edge values: no notice
    ['?seed=4294967295&rows=1', 1, []],
    ['?seed=0&rows=00012', 12, []],
    ['?other=1&rows=8', 8, []],
  ])('%j -> %d rows, notices %j', (search, rows, expected) => {
    const options = readAddress(search, RANDOM);
    expect(options.rows).toBe(rows);
    expect(options.notices).toHaveLength(expected.length);
    options.notices.forEach((notice, i) => expect(notice).toMatch(expected[i]!));
  });

  // Every parameter that holds one value says so when it is given more than once.
  it.each<[string, (options: ReturnType<typeof readAddress>) => unknown, unknown]>([
    ['?seed=1&dataset=airlines&dataset=airports', (options) => options.dataset.key, 'airports'],
    ['?seed=1&sub=3&sub=2', (options) => options.sub, [2]],
    ['?seed=1&q=a&q=b', (options) => options.view.globalFilter, 'b'],
    ['?seed=1&types=id:text&types=id:date', (options) => options.view.types, { id: 'date' }],
    ['?seed=1&names=markup&names=markup', (options) => options.markupNames, true],
    ['?seed=1&server=a.csv&server=b.csv', (options) => options.dataset.key, 'people'],
  ])('%j: the last one counts, and a notice says so', (search, read, expected) => {
    const options = readAddress(search, RANDOM);
    expect(read(options)).toEqual(expected);
    const name = /&(\w+)=[^&]*$/.exec(search)![1]!;
    expect(options.notices[0]).toMatch(repeated(name, 2));
  });

  describe('?server=: a table of the data server, else People and why', () => {
    const served = [servedDataset({ name: 'sales.csv', count: 3, columns: fileColumns(['city'], ['text']) })];
    const skipped = [{ name: 'numbers.json', reason: 'Binder Error: an array of numbers is no table' }];
    it.each<[string, readonly Dataset[], string, string[]]>([
      ['a table it serves', served, 'sales.csv', []],
      ['a name it has no table by', served, 'nothing.csv', ['Ignored ?server=nothing.csv: the server has no table by that name. Showing People.']],
      [
        'a file it could not read',
        served,
        'numbers.json',
        ['Ignored ?server=numbers.json: the server could not read that file (Binder Error: an array of numbers is no table). Showing People.'],
      ],
      ['a page the server did not serve', [], 'sales.csv', ['Ignored ?server=sales.csv: this page was not opened from the data server (npm run serve). Showing People.']],
    ])('%s', (_what, tables, name, expected) => {
      const options = readAddress(`?seed=1&server=${encodeURIComponent(name)}`, RANDOM, undefined, tables, skipped);
      expect(options.dataset.label).toBe(expected.length === 0 ? name : 'People');
      expect(options.notices).toEqual(expected);
    });
  });

  // One notice for every page size that is not one the pager offers, whatever is wrong with it.
  it.each(['', 'abc', '0', '25', '1001', '-10'])('?size=%s: the page sizes in its notice', (size) => {
    expect(readAddress(`?size=${size}`, RANDOM).notices).toEqual([`Ignored ?size=${size}: the page size is one of 10, 20, 30, 40, 50. Using 10.`]);
  });

  it('names the parameter and the fallback in its notice', () => {
    expect(readAddress('?rows=abc', RANDOM).notices[0]).toBe(
      'Ignored ?rows=abc: expected a whole number from 1 to 1000000. Using 5000.',
    );
  });
});

describe('the view in the URL', () => {
  const view = (search: string) => readAddress(search, RANDOM);

  const f = (colId: string, value: string, kind: MatcherKind): ColumnFilter => ({ colId, kind, value });
  it.each<[string, Partial<ReturnType<typeof view>['view']>, number]>([
    ['?seed=1', {}, 0],
    ['?f=lastName:smi&f=fullName:a:b', { filters: [f('lastName', 'smi', 'caseInsensitive'), f('fullName', 'a:b', 'fuzzy')] }, 0],
    ['?f=fullName:x&f=lastName:y', { filters: [f('fullName', 'x', 'fuzzy'), f('lastName', 'y', 'caseInsensitive')] }, 0],
    ['?f=age:3', { filters: [] }, 1], // no such column
    ['?f=lastName:', { filters: [] }, 1],
    ['?f=id:1&f=id:2', { filters: [f('id', '1', 'exact')] }, 1],
    // A kind other than the column's default rides on the column: colId.kind
    ['?f=lastName.fuzzy:smi', { filters: [f('lastName', 'smi', 'fuzzy')] }, 0],
    ['?f=id.caseSensitive:1&f=fullName.exact:Ann%20Lee', { filters: [f('id', '1', 'caseSensitive'), f('fullName', 'Ann Lee', 'exact')] }, 0],
    ['?f=lastName.caseInsensitive:smi', { filters: [f('lastName', 'smi', 'caseInsensitive')] }, 0], // the default, spelled out
    ['?f=lastName.regex:smi', { filters: [f('lastName', 'smi', 'caseInsensitive')] }, 1], // an unknown kind: the default
    ['?f=lastName.:smi', { filters: [f('lastName', 'smi', 'caseInsensitive')] }, 1],
    // A kind chosen with nothing typed stays, after the active filters
    ['?f=lastName.exact:&f=id:3', { filters: [f('id', '3', 'exact'), f('lastName', '', 'exact')] }, 0],
    ['?f=nope.exact:1', { filters: [] }, 1],
    ['?q=ann%20lee', { globalFilter: 'ann lee' }, 0],
    ['?sort=fullName:desc&sort=id:asc', { sort: [{ colId: 'fullName', sort: 'desc' }, { colId: 'id', sort: 'asc' }] }, 0],
    ['?sort=fullName:up', { sort: [] }, 1],
    ['?sort=nope:asc', { sort: [] }, 1],
    ['?page=7&size=30', { page: 7, pageSize: 30 }, 0],
    ['?size=25', { pageSize: 10 }, 1],
    ['?size=', { pageSize: 10 }, 1],
    ['?size=abc', { pageSize: 10 }, 1],
    ['?size=0', { pageSize: 10 }, 1],
    ['?size=030', { pageSize: 30 }, 0],
    ['?page=0', { page: 1 }, 1],
    ['?set=3', { set: 3 }, 0],
    ['?set=-1', { set: 0 }, 1],
    ['?dataset=airports&f=iataCode:ber&f=lastName:x', { filters: [f('iataCode', 'ber', 'exact')] }, 1],
    ['?dataset=airports&f=name.caseSensitive:Ber', { filters: [f('name', 'Ber', 'caseSensitive')] }, 0],
    ['?dataset=airports&set=2', { set: 0 }, 1], // a fixed list has no sets
    ['?dataset=airports&set=0', { set: 0 }, 1],
    ['?sort=id:asc&sort=id:desc', { sort: [{ colId: 'id', sort: 'asc' }] }, 1], // the first counts, as the sort's first place
    ['?sort=id:asc&sort=lastName:desc&sort=id:asc', { sort: [{ colId: 'id', sort: 'asc' }, { colId: 'lastName', sort: 'desc' }] }, 1],
    // Blank and Not blank take no text
    ['?f=id.blank:', { filters: [{ colId: 'id', kind: 'blank', value: '' }] }, 0],
    ['?f=id.blank:xyz', { filters: [{ colId: 'id', kind: 'blank', value: '' }] }, 1],
    ['?f=id.notBlank:x&f=lastName:y', { filters: [{ colId: 'id', kind: 'notBlank', value: '' }, f('lastName', 'y', 'caseInsensitive')] }, 1],
    // A value list (the `Values of` dialog): its texts as a JSON list, on any column
    ['?f=lastName.values:["Lee","",":x"]', { filters: [{ colId: 'lastName', kind: 'values', value: '["Lee","",":x"]' }] }, 0],
    ['?f=id.values:[]', { filters: [{ colId: 'id', kind: 'values', value: '[]' }] }, 0],
    ['?f=lastName.values:Lee', { filters: [] }, 1],
    ['?f=lastName.values:[1,2]', { filters: [] }, 1],
    ['?f=lastName:x&f=lastName.values:["Lee"]', { filters: [f('lastName', 'x', 'caseInsensitive')] }, 1],
    // A column read as another type takes that type's default kind, as if the file had it so
    ['?types=lastName:number&f=lastName:30', { filters: [f('lastName', '30', 'exact')] }, 0],
    ['?types=id:text&f=id:3', { filters: [f('id', '3', 'caseInsensitive')] }, 0],
    ['?types=lastName:number&f=lastName.exact:', { filters: [] }, 1], // its default with nothing typed: empty
  ])('%j', (search, expected, noticeCount) => {
    const options = view(search);
    expect(options.view).toMatchObject(expected);
    expect(options.notices, options.notices.join(' | ')).toHaveLength(noticeCount);
  });

  it.each([
    ['?dataset=airports&set=2', 'Ignored ?set=2: Airports (118) has no sets (only People has, with Refresh Data).'],
    ['?sort=id:asc&sort=id:desc', 'Ignored a second sort on "id".'],
    ['?f=id.blank:xyz', 'Ignored the text "xyz" of the filter on "id": blank takes none.'],
  ])('%j says %j', (search, notice) => {
    expect(view(search).notices).toEqual([notice]);
  });

  it.each([
    '?seed=5',
    '?seed=5&rows=100&set=2&f=lastName%3Asmi&f=fullName%3Aann&q=jo&sort=fullName%3Aasc&page=3&size=50',
    '?seed=0&names=markup&dataset=bird&f=name%3Aowl&sort=name%3Adesc',
    '?seed=9&q=%3C%26%3E+%22',
    '?seed=9&f=lastName.fuzzy%3Asmi&f=id.caseInsensitive%3A1&f=fullName.exact%3A&sort=lastName%3Aasc',
    '?seed=9&f=lastName.values%3A%5B%22Lee%22%2C%22%22%5D',
    // Written against the kinds of the types in the view: Exact is lastName's default as a number, Case-insensitive is not
    '?seed=9&types=lastName%3Anumber%2Cid%3Atext&f=lastName%3A30&f=id.exact%3A3',
  ])('%s survives a round trip', (search) => {
    const options = view(search);
    expect(searchFor(options, options.dataset, options.view)).toBe(search);
  });
});

describe('?sub=', () => {
  it.each<[string, number[], number]>([
    ['?sub=3,2', [3, 2], 0],
    ['?sub=3', [3], 0],
    ['?sub=2,2,2', [2, 2, 2], 0],
    ['?sub=0', [], 0],
    ['?sub=3,0', [3, 0], 0],
    ['?sub=1,2,3,4', [], 1], // more than 3 levels
    ['?sub=21', [], 1], // more than 20 per level
    ['?sub=a,b', [], 1],
    ['?sub=-1', [], 1],
    ['?sub=', [], 1],
    ['?sub=20', [], 1], // Refresh Data would make 1,050,000 people
    ['?sub=3,2&rows=200000', [], 1], // 2,000,000 people
  ])('%j -> %j with %d notices', (search, sub, noticeCount) => {
    const options = readAddress(search, RANDOM);
    expect(options.sub).toEqual(sub);
    expect(options.notices, options.notices.join(' | ')).toHaveLength(noticeCount);
  });
});

describe('?file=', () => {
  const file = fileDataset('sales.csv', fileColumns(['region', 'amount'], ['text', 'number']), 3);
  const open = (search: string, openFile?: Dataset) => readAddress(search, RANDOM, openFile);

  it('names the open file: its view comes back', () => {
    const options = open('?seed=1&file=sales.csv&f=region:north&f=amount.caseSensitive:1&sort=amount:desc&page=2', file);
    expect(options.dataset).toBe(file);
    expect(options.notices).toEqual([]);
    expect(options.view).toMatchObject({
      filters: [
        { colId: 'region', kind: 'caseInsensitive', value: 'north' },
        { colId: 'amount', kind: 'caseSensitive', value: '1' },
      ],
      sort: [{ colId: 'amount', sort: 'desc' }],
      page: 2,
    });
    expect(searchFor(options, options.dataset, options.view)).toBe('?seed=1&file=sales.csv&f=region%3Anorth&f=amount.caseSensitive%3A1&sort=amount%3Adesc&page=2');
  });

  it.each<[string, Dataset | undefined]>([
    ['no file is open', undefined],
    ['another file is open', fileDataset('other.csv', [], 0)],
  ])('a file that is not open (%s): People, one notice, none of its view', (_name, openFile) => {
    const options = open('?seed=1&file=sales.csv&f=region:north&sort=amount:desc&page=2&q=x', openFile);
    expect(options.dataset).toBe(PEOPLE);
    expect(options.view).toEqual(INITIAL_VIEW_STATE);
    expect(options.notices).toEqual(['“sales.csv” is a file that is not open here: open it again with Open file (or drop it on the page) to see it. Showing People.']);
    expect(options.seed).toBe(1);
  });

  const book = fileDataset('book.xlsx', fileColumns(['sku', 'count'], ['text', 'number']), 2, { sheets: ['Orders', 'Stock'], sheet: 'Stock' });

  it('a workbook of several sheets: its sheet is in the address, and names the open sheet', () => {
    const search = searchFor(readAddress('?seed=1', RANDOM), book, { ...INITIAL_VIEW_STATE, sort: [{ colId: 'count', sort: 'desc' }] });
    expect(search).toBe('?seed=1&file=book.xlsx&sheet=Stock&sort=count%3Adesc');
    const options = open(search, book);
    expect(options.dataset).toBe(book);
    expect(options.view.sort).toEqual([{ colId: 'count', sort: 'desc' }]);
    expect(options.notices).toEqual([]);
  });

  it('another sheet than the open one: People, with the notice of a file not open (Back and Forward read another sheet of the open workbook before this)', () => {
    const options = open('?seed=1&file=book.xlsx&sheet=Orders&sort=count:desc', book);
    expect(options.dataset).toBe(PEOPLE);
    expect(options.view).toEqual(INITIAL_VIEW_STATE);
    expect(options.notices).toEqual(['“book.xlsx” is a file that is not open here: open it again with Open file (or drop it on the page) to see it. Showing People.']);
  });

  it('a workbook of one sheet leaves the sheet out of the address', () => {
    const single = fileDataset('one.xlsx', fileColumns(['n'], ['number']), 2, { sheets: ['Only'], sheet: 'Only' });
    expect(searchFor(readAddress('?seed=1', RANDOM), single, INITIAL_VIEW_STATE)).toBe('?seed=1&file=one.xlsx');
  });
});

describe('a link too long for a value list', () => {
  const long = Array.from({ length: 300 }, (_, i) => `Name number ${i}`);
  const address = readAddress('?seed=3', RANDOM);
  const withLists = (lists: Record<string, string[]>, q = '') => ({
    ...address.view,
    globalFilter: q,
    filters: Object.entries(lists).map(([colId, values]): ColumnFilter => ({ colId, kind: 'values', value: JSON.stringify(values) })),
  });
  it.each<[string, Record<string, string[]>, number, string[]]>([
    // name, value lists, characters before the ?, columns the link leaves out
    ['a short list stays in the link', { lastName: ['Lee'] }, 30, []],
    ['a long one is left out', { lastName: long }, 30, ['Last Name']],
    ['just under the limit stays', { lastName: ['x'.repeat(1900)] }, 30, []],
    ['a long base makes it too long', { lastName: ['x'.repeat(1900)] }, 200, ['Last Name']],
    ['every list goes, the short one too', { lastName: long, firstName: ['Ann'] }, 30, ['Last Name', 'firstName']],
  ])('%s', (_name, lists, base, leftOut) => {
    const view = withLists(lists, 'ann');
    const link = linkFor(address, PEOPLE, view, base);
    const whole = searchFor(address, PEOPLE, view);
    expect(link.leftOut).toEqual(leftOut);
    if (leftOut.length === 0) {
      expect(link).toEqual({ search: whole, leftOut: [] });
    } else {
      expect(link.whole).toBe(whole);
      expect(base + link.search.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
      // The rest of the view stays in the link.
      expect(readAddress(link.search, RANDOM).view).toMatchObject({ globalFilter: 'ann', filters: [] });
    }
  });
});
