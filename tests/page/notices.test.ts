import { describe, expect, it } from 'vitest';
import { changeNotices, NO_NOTICES, type NoticeChange, noticesShown } from '../../src/page/notices';
import type { NoticeAbout } from '../../src/model/tableNotice';
import type { ColumnTypes } from '../../src/view/columnTypes';

const texts = (changes: NoticeChange[], start: string[] = [], about?: NoticeAbout) =>
  [...start.map((text): NoticeChange => ({ type: 'add', notice: text, about })), ...changes].reduce(changeNotices, NO_NOTICES).shown.map((notice) => notice.text);

describe('changeNotices', () => {
  const cases: [string, string[], NoticeChange[], string[]][] = [
    ['the address notices come first, in order', ['a', 'b'], [], ['a', 'b']],
    ['a notice is added last', ['a'], [{ type: 'add', notice: 'b' }], ['a', 'b']],
    ['closing one keeps the rest', ['a', 'b', 'c'], [{ type: 'close', id: 1 }], ['a', 'c']],
    ['closing an unknown id changes nothing', ['a'], [{ type: 'close', id: 7 }], ['a']],
    [
      'a file that opens takes the earlier files’ notices away, and keeps the others',
      ['url'],
      [{ type: 'add', notice: 'bad file', about: 'file' }, { type: 'add', notice: 'page' }, { type: 'fileOpened' }],
      ['url', 'page'],
    ],
    [
      'the opened file’s own notices come after it opened',
      [],
      [{ type: 'add', notice: 'old repair', about: 'file' }, { type: 'fileOpened' }, { type: 'add', notice: 'new repair', about: 'file' }],
      ['new repair'],
    ],
    ['the same text again is shown once, last (said again)', ['a', 'b'], [{ type: 'add', notice: 'a' }], ['b', 'a']],
    ['the same text as a closed notice is shown again', ['a'], [{ type: 'close', id: 0 }, { type: 'add', notice: 'a' }], ['a']],
    ['a notice that advises a Type is a text like any other', ['a'], [{ type: 'add', notice: { text: 'b', typeFor: ['price'] } }, { type: 'add', notice: 'b' }], ['a', 'b']],
    ['ids are never reused: closing the last and adding one leaves the others alone', ['a', 'b'], [{ type: 'close', id: 1 }, { type: 'add', notice: 'c' }, { type: 'close', id: 1 }], ['a', 'c']],
  ];
  it.each(cases)('%s', (_, start, changes, expected) => {
    expect(texts(changes, start)).toEqual(expected);
  });

  // About the entry shown: its address names a file not open here; a Type chosen in it removed part of the grouping.
  for (const said of ['“orders.csv” is a file that is not open here: … Showing People.', 'when is read as Text now, so the grouping by year(when) was removed.']) {
    it.each<[string, NoticeChange[], string[]]>([
      ['it stays as other notices come', [{ type: 'add', notice: 'page' }], [said, 'page']],
      ['it goes when a file opens', [{ type: 'add', notice: 'page' }, { type: 'fileOpened' }], ['page']],
      ['it goes when Back or Forward shows another entry', [{ type: 'add', notice: 'page' }, { type: 'entryShown' }], ['page']],
      ['the entry shown can say it again', [{ type: 'entryShown' }, { type: 'add', notice: said, about: 'entry' }], [said]],
    ])(`${said.slice(0, 20)}…: %s`, (_, changes, expected) => {
      expect(texts(changes, [said], 'entry')).toEqual(expected);
    });
  }

  it.each<[string, NoticeAbout | undefined, string[]]>([
    ['the address’s own notice', undefined, ['url']],
    ['a file’s notice (it is about the file, not the entry)', 'file', ['url']],
  ])('Back or Forward keeps %s', (_, about, expected) => {
    expect(texts([{ type: 'entryShown' }], ['url'], about)).toEqual(expected);
  });
});

describe('noticesShown: a notice that advises a Type holds while one of its columns has none chosen', () => {
  const added: NoticeChange[] = [
    { type: 'add', notice: 'renamed' },
    { type: 'add', notice: { text: 'price strays', typeFor: ['price'] } },
    { type: 'add', notice: { text: 'weight and grams either way', typeFor: ['weight', 'grams'] } },
  ];
  const { shown } = added.reduce(changeNotices, NO_NOTICES);
  it.each<[string, ColumnTypes, string[]]>([
    ['no Type chosen', {}, ['renamed', 'price strays', 'weight and grams either way']],
    ['its column\'s Type chosen', { price: 'number' }, ['renamed', 'weight and grams either way']],
    ['one of its two columns\' Type chosen', { weight: 'numberDecimalComma' }, ['renamed', 'price strays', 'weight and grams either way']],
    ['both of its columns\' Types chosen', { weight: 'numberDecimalComma', grams: 'text', price: 'number' }, ['renamed']],
    ['another column\'s Type chosen', { zip: 'text' }, ['renamed', 'price strays', 'weight and grams either way']],
  ])('%s', (_what, types, expected) => {
    expect(noticesShown(shown, types).map(({ text }) => text)).toEqual(expected);
  });
});
