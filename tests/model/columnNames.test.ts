import { describe, expect, it } from 'vitest';
import { ColumnNames } from '../../src/model/columnNames';

describe('ColumnNames', () => {
  it.each<[string, string[], string[]]>([
    ['names kept as they are', ['id', 'Last Name', ' padded '], ['id', 'Last Name', ' padded ']],
    ['the example of the brief', ['a', 'a', '', 'a'], ['a', 'a (2)', 'column 3', 'a (3)']],
    ['blank names are numbered by position', ['', 'x', ''], ['column 1', 'x', 'column 3']],
    // A header cell of spaces would show as an empty header.
    ['white space alone is blank', ['  ', '\t'], ['column 1', 'column 2']],
    // The made-up name must not take the name the file gives the third column.
    ['a made-up name skips a later real one', ['a', '', 'column 2'], ['a', 'column 2 (2)', 'column 2']],
    ['a suffix skips a real name that has it', ['a', 'a', 'a (2)'], ['a', 'a (3)', 'a (2)']],
    ['a blank name skips a real one before it', ['column 2', ''], ['column 2', 'column 2 (2)']],
    ['names differing in case are different', ['Name', 'name'], ['Name', 'name']],
    ['repeats of several names count apart', ['a', 'b', 'a', 'b', 'b'], ['a', 'b', 'a (2)', 'b (2)', 'b (3)']],
    ['no names', [], []],
  ])('%s', (_name, given, expected) => {
    const names = new ColumnNames(given).names;
    expect(names).toEqual(expected);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each<[string, string[], (string | undefined)[], string[]]>([
    ['extra fields get column N', ['a', 'b'], [undefined, undefined], ['a', 'b', 'column 3', 'column 4']],
    ['column N taken by the file', ['a', 'column 2'], [undefined], ['a', 'column 2', 'column 3']],
    ['column N taken, suffixed', ['column 2', 'b'], [undefined, undefined], ['column 2', 'b', 'column 3', 'column 4']],
    ['column N taken at its position', ['a', 'column 3'], [undefined], ['a', 'column 3', 'column 3 (2)']],
    ['a new JSON key keeps its name', ['a'], ['b', ''], ['a', 'b', 'column 3']],
    // A key seen later may be the name an earlier blank key was given: it gets a suffix.
    ['a new key that a made-up name took', [''], ['column 1'], ['column 1', 'column 1 (2)']],
  ])('add: %s', (_name, given, added, expected) => {
    const names = new ColumnNames(given);
    for (const name of added) names.add(name);
    expect(names.names).toEqual(expected);
  });
});
