import { describe, expect, it } from 'vitest';
import { changeNotices, NO_NOTICES, type NoticeChange } from '../../src/page/notices';

const texts = (changes: NoticeChange[], start: string[] = [], fileNotOpen = false) =>
  [...start.map((text): NoticeChange => ({ type: 'add', text, aboutFile: fileNotOpen })), ...changes].reduce(changeNotices, NO_NOTICES).shown.map((notice) => notice.text);

describe('changeNotices', () => {
  const cases: [string, string[], NoticeChange[], string[]][] = [
    ['the address notices come first, in order', ['a', 'b'], [], ['a', 'b']],
    ['a notice is added last', ['a'], [{ type: 'add', text: 'b' }], ['a', 'b']],
    ['closing one keeps the rest', ['a', 'b', 'c'], [{ type: 'close', id: 1 }], ['a', 'c']],
    ['closing an unknown id changes nothing', ['a'], [{ type: 'close', id: 7 }], ['a']],
    [
      'a file that opens takes the earlier files’ notices away, and keeps the others',
      ['url'],
      [{ type: 'add', text: 'bad file', aboutFile: true }, { type: 'add', text: 'page' }, { type: 'fileOpened' }],
      ['url', 'page'],
    ],
    [
      'the opened file’s own notices come after it opened',
      [],
      [{ type: 'add', text: 'old repair', aboutFile: true }, { type: 'fileOpened' }, { type: 'add', text: 'new repair', aboutFile: true }],
      ['new repair'],
    ],
    ['the same text again is shown once, last (said again)', ['a', 'b'], [{ type: 'add', text: 'a' }], ['b', 'a']],
    ['the same text as a closed notice is shown again', ['a'], [{ type: 'close', id: 0 }, { type: 'add', text: 'a' }], ['a']],
    ['ids are never reused: closing the last and adding one leaves the others alone', ['a', 'b'], [{ type: 'close', id: 1 }, { type: 'add', text: 'c' }, { type: 'close', id: 1 }], ['a', 'c']],
  ];
  it.each(cases)('%s', (_, start, changes, expected) => {
    expect(texts(changes, start)).toEqual(expected);
  });

  it('a link to a file not open here: its notices go when a file opens', () => {
    const link = ['“orders.csv” is a file that is not open here: … Showing People.'];
    expect(texts([{ type: 'add', text: 'page' }], link, true)).toEqual([...link, 'page']);
    expect(texts([{ type: 'add', text: 'page' }, { type: 'fileOpened' }], link, true)).toEqual(['page']);
    expect(texts([{ type: 'fileOpened' }], ['url'], false)).toEqual(['url']);
  });
});
