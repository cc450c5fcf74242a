import { describe, expect, it } from 'vitest';
import { SortFollower, type SortingColumn } from '../../src/grid/sortFollower';

/** A column as AG Grid's: its listeners hear its sortChanged at once. */
class FakeColumn implements SortingColumn {
  private readonly listeners: ((event: { source: string }) => void)[] = [];
  addEventListener(_type: 'sortChanged', listener: (event: { source: string }) => void) {
    this.listeners.push(listener);
  }
  /** Sorted by a person (AG Grid's source for a header's click or key), or by the page through the API. */
  sortChanged(source = 'uiColumnSorted') {
    for (const listener of this.listeners) listener({ source });
  }
  get listening() {
    return this.listeners.length;
  }
}

const nextTask = () => new Promise((done) => setTimeout(done, 0));

describe('SortFollower', () => {
  // Each step is one task's worth of events (a click, a key); the steps are tasks apart.
  it.each<[string, ((columns: FakeColumn[]) => void)[], number]>([
    ['one column sorted (a click on its name, its blank space or its arrow; Enter)', [([a]) => a!.sortChanged()], 1],
    ['one step that sorts one column and clears another (a plain click)', [([a, b]) => (a!.sortChanged(), b!.sortChanged())], 1],
    ['Shift+click adding a second column', [([, b]) => b!.sortChanged()], 1],
    ['two quick clicks, each its own task', [([a]) => a!.sortChanged(), ([a]) => a!.sortChanged()], 2],
    ['nothing sorted (the column menu button)', [() => undefined], 0],
    ['sorts the page put in (a view put back): none of a person\'s', [([a, b]) => (a!.sortChanged('api'), b!.sortChanged('api'))], 0],
    ['a person\'s sort after one the page put in', [([a]) => a!.sortChanged('api'), ([a]) => a!.sortChanged()], 1],
  ])('%s: the view is committed as often as steps changed it', async (_name, steps, commits) => {
    let committed = 0;
    const follower = new SortFollower(() => committed++);
    const columns = [new FakeColumn(), new FakeColumn()];
    follower.follow(columns);
    let before = 0;
    for (const step of steps) {
      step(columns);
      // Not within the step: once every column's sort is set.
      expect(committed).toBe(before);
      await nextTask();
      before = committed;
    }
    expect(committed).toBe(commits);
  });

  it('follows each column once, new columns too, and nothing for none', async () => {
    let committed = 0;
    const follower = new SortFollower(() => committed++);
    const first = new FakeColumn();
    follower.follow([first]);
    follower.follow([first]);
    follower.follow(null);
    expect(first.listening).toBe(1);
    const added = new FakeColumn();
    follower.follow([first, added]);
    added.sortChanged();
    await nextTask();
    expect(committed).toBe(1);
  });
});
