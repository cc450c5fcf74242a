import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/model/errorMessage';

describe('errorMessage', () => {
  const cases: [string, unknown, string][] = [
    ['an Error: its message', new Error('no such table'), 'no such table'],
    ['a subclass: its message, without its name', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['a thrown string', 'gone', 'gone'],
    ['a thrown number', 42, '42'],
    ['undefined', undefined, 'undefined'],
  ];
  it.each(cases)('%s', (_, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
