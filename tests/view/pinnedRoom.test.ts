import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../src/model/datasets';
import { unpinnedNotice, unpinToFit } from '../../src/view/pinnedRoom';

describe('pinned columns that leave the others no room', () => {
  it.each<[string, [string, number][], number, string[]]>([
    // [name, the pinned part left to right as [colId, width], room, unpinned]
    ['narrower than the room', [['$select', 50], ['id', 200], ['lastName', 300]], 600, []],
    ['as wide as the room: the last pin goes', [['$select', 50], ['id', 200], ['lastName', 350]], 600, ['lastName']],
    ['the last pins go, last first, until it fits', [['$select', 50], ['id', 300], ['firstName', 300], ['lastName', 300]], 600, ['lastName', 'firstName']],
    ['the grid’s own columns stay, wherever they are', [['id', 300], ['$select', 50], ['$group', 200]], 300, ['id']],
    ['only the grid’s own columns: nothing to unpin', [['$select', 50], ['$group', 400]], 300, []],
    ['nothing pinned', [], 300, []],
    ['no room at all: every pin of the dataset goes', [['$select', 50], ['id', 100], ['lastName', 100]], 0, ['lastName', 'id']],
  ])('unpinToFit: %s', (_name, pinned, room, unpinned) => {
    expect(unpinToFit(pinned.map(([colId, width]) => ({ colId, width })), room)).toEqual(unpinned);
  });

  it('unpinnedNotice names the columns by their headers', () => {
    expect(unpinnedNotice(['fullName', 'lastName'], PEOPLE.columns)).toBe('Unpinned Full Name, Last Name: the pinned columns must leave room for the other columns.');
  });
});
