import { describe, expect, it } from 'vitest';
import { appliedValues, checkedCount, checksFor, isChecked, leavesOutUnlisted, setChecked, toggled, type ValueChecks } from '../../src/view/valueChecks';

const LISTED = ['Paris', 'Lyon', 'Nice', ''];
const ticked = (checks: ValueChecks) => LISTED.filter((value) => isChecked(checks, value));

describe('value checks', () => {
  it.each<[string, (checks: ValueChecks) => ValueChecks, string[] | null, string[], string[] | null, number]>([
    // name, change, list it opened with, ticked after, what Apply filters by, how many are ticked (with 5 more unlisted)
    ['opens with every value ticked', (c) => c, null, LISTED, null, 9],
    ['opens with the column’s list ticked', (c) => c, ['Lyon', ''], ['Lyon', ''], ['Lyon', ''], 2],
    ['clearing one of all: the listed others', (c) => toggled(c, 'Nice'), null, ['Paris', 'Lyon', ''], ['Paris', 'Lyon', ''], 8],
    ['clearing one and ticking it again: no filter', (c) => toggled(toggled(c, 'Nice'), 'Nice'), null, LISTED, null, 9],
    ['Clear with no search, then one', (c) => toggled(setChecked(c, 'every', false), 'Paris'), null, ['Paris'], ['Paris'], 1],
    ['Select all with no search: no filter', (c) => setChecked(c, 'every', true), ['Lyon'], LISTED, null, 9],
    ['Select all of a search’s values adds them', (c) => setChecked(c, ['Paris', 'Nice'], true), ['Lyon'], ['Paris', 'Lyon', 'Nice'], ['Lyon', 'Paris', 'Nice'], 3],
    ['Clear of a search’s values takes them out', (c) => setChecked(c, ['Paris', 'Nice'], false), null, ['Lyon', ''], ['Lyon', ''], 7],
    ['Clear everything: an empty list, no rows', (c) => setChecked(c, 'every', false), ['Lyon'], [], [], 0],
  ])('%s', (_name, change, opened, after, applied, count) => {
    const checks = change(checksFor(opened));
    expect(ticked(checks)).toEqual(after);
    expect(appliedValues(checks, LISTED)).toEqual(applied);
    expect(checkedCount(checks, LISTED, 5)).toBe(count);
  });

  it.each<[string, string[] | null, string[], string[]]>([
    ['a search keeps the ticked values it found', null, ['Lyon', 'Nice'], ['Lyon', 'Nice']],
    ['those it found that are not ticked stay out', ['Lyon', 'Paris'], ['Lyon', 'Nice'], ['Lyon']],
    ['a search that found nothing keeps nothing', null, [], []],
  ])('Apply with a search: %s', (_name, opened, found, applied) => {
    expect(appliedValues(checksFor(opened), LISTED, found)).toEqual(applied);
  });

  it.each<[string, (checks: ValueChecks) => ValueChecks, string[] | null, number, string, boolean]>([
    // name, change, list it opened with, values not listed, search, whether Apply leaves those out
    ['every value ticked: no filter, nothing left out', (c) => c, null, 5, '', false],
    ['one cleared of all: the unlisted go with it', (c) => toggled(c, 'Nice'), null, 5, '', true],
    ['cleared and ticked again: nothing left out', (c) => toggled(toggled(c, 'Nice'), 'Nice'), null, 5, '', false],
    ['opened with a list: its values, listed or not, stay', (c) => c, ['Lyon'], 5, '', false],
    ['Clear, then one ticked: only that one, as shown', (c) => toggled(setChecked(c, 'every', false), 'Paris'), null, 5, '', false],
    ['a list and a search: ticked values it found past the list go', (c) => c, ['Lyon'], 5, 'ly', true],
    ['Select all after a list: no filter', (c) => setChecked(c, 'every', true), ['Lyon'], 5, '', false],
    ['a search keeps only what it lists', (c) => c, null, 5, 'ly', true],
    ['the whole list shown: nothing to leave out', (c) => toggled(c, 'Nice'), null, 0, 'ly', false],
  ])('Apply and the values not listed: %s', (_name, change, opened, more, search, leaves) => {
    expect(leavesOutUnlisted(change(checksFor(opened)), more, search)).toBe(leaves);
  });

  it('a change makes new sets: the state it came from stays as it was', () => {
    const before = checksFor(['Lyon']);
    toggled(before, 'Paris');
    setChecked(before, ['Nice'], true);
    expect(ticked(before)).toEqual(['Lyon']);
  });
});
