import { describe, expect, it } from 'vitest';
import { BURST_MS, type Commit, historyEntry } from '../../src/view/history';

const change = (at: number): Commit => ({ at, restoring: false });
const restored = (at: number): Commit => ({ at, restoring: true });

describe('historyEntry', () => {
  it.each<[string, Commit | null, Commit, 'push' | 'replace']>([
    ['the first commit completes the address opened', null, change(0), 'replace'],
    ['the first commit, a restore', null, restored(0), 'replace'],
    ['a change well after the previous one is a new step', change(0), change(2000), 'push'],
    ['a change just at the end of a burst is a new step', change(0), change(BURST_MS), 'push'],
    ['a change within a burst belongs to the previous one', change(0), change(BURST_MS - 1), 'replace'],
    ['a change at the same moment (one task) belongs to it', change(500), change(500), 'replace'],
    ['a restored view replaces: Back and Forward land on entries that exist', change(0), restored(5000), 'replace'],
    ['a restore within a burst replaces as well', change(0), restored(10), 'replace'],
    ['the first change after a restore is a step of its own, however soon', restored(0), change(1), 'push'],
    ['and after a long while too', restored(0), change(9000), 'push'],
  ])('%s', (_name, previous, next, expected) => {
    expect(historyEntry(previous, next)).toBe(expected);
  });
});
