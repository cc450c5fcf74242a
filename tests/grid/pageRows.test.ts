import { describe, expect, it } from 'vitest';
import type { RowQuery } from '../../src/model/query';
import { PageRows, pageWanted, type PageGrid, type PageWanted } from '../../src/grid/pageRows';
import type { Row } from '../../src/grid/row';

type Answer = { rows: Row[]; rowCount: number; version: number; passingCount?: number; totals?: { count: number; aggregates: Record<string, string> } } | null;

/** A worker client whose answers the test gives, in any order. */
class FakeClient {
  readonly asked: { key: string; query: RowQuery; start: number; end: number; answer: (answer: Answer) => Promise<void>; fail: () => Promise<void> }[] = [];

  rows(key: string, query: RowQuery, start: number, end: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      // Settling lets PageRows's then and finally run before the test looks.
      const settled = () => new Promise<void>((done) => setTimeout(done, 0));
      this.asked.push({
        key,
        query,
        start,
        end,
        answer: (answer) => (resolve(answer), settled()),
        fail: () => (reject(new Error('worker failed')), settled()),
      });
    });
  }

  last() {
    return this.asked.at(-1)!;
  }
}

/** AG Grid as PageRows uses it: what it was given, and how often every cell was drawn again. */
class FakeGrid implements PageGrid {
  rows: Row[] | null = null;
  /** The rows pinned at the bottom, and how often they were set. */
  pinned: Row[] | null = null;
  pinnedSet = 0;
  redrawnAll = 0;
  /** What a cell drawn again reads as the query of its row (its marks). */
  cellsRead: (RowQuery | null)[] = [];
  drawnQuery: () => RowQuery | null = () => null;
  /** What the grid was told, in order (the page's `drawing` too). */
  calls: string[] = [];

  setGridOption(key: 'rowData' | 'pinnedBottomRowData', rows: Row[]) {
    this.calls.push(key);
    if (key === 'rowData') this.rows = rows;
    else [this.pinned, this.pinnedSet] = [rows, this.pinnedSet + 1];
  }

  refreshCells({ force }: { force: boolean }) {
    this.calls.push('refreshCells');
    if (force) this.redrawnAll++;
    this.cellsRead.push(this.drawnQuery());
  }

  getDisplayedRowCount() {
    return this.rows?.length ?? 0;
  }

  flushAllAnimationFrames() {
    this.calls.push('flushAllAnimationFrames');
  }
}

const query = (patch: Partial<RowQuery> = {}): RowQuery => ({ filters: [], globalFilter: '', sort: [], ...patch });
const rowsOf = (...ids: number[]): Row[] => ids.map((id) => ({ id }));
const ids = (grid: FakeGrid) => grid.rows?.map((row) => row.id);

function setUp(first: PageWanted = pageWanted('people', query(), 1, 10)) {
  const client = new FakeClient();
  const grid = new FakeGrid();
  const state = { wanted: first };
  const heard = { changed: 0, shown: [] as [number, number][] };
  const pageRows = new PageRows(client, () => state.wanted, {
    changed: () => heard.changed++,
    showing: (rowCount, version) => grid.calls.push(`showing ${rowCount} ${version}`),
    shown: (rowCount, version) => (heard.shown.push([rowCount, version]), grid.calls.push('shown')),
    drawing: (drawn) => grid.calls.push(`drawing ${drawn.grouping ? 'grouped' : 'ungrouped'}`),
    refused: () => grid.calls.push('refused'),
  });
  pageRows.attach(grid);
  grid.drawnQuery = () => pageRows.drawn;
  const want = (wanted: PageWanted, again = false) => {
    state.wanted = wanted;
    pageRows.show(again);
  };
  return { client, grid, pageRows, heard, want, state };
}

describe('pageWanted', () => {
  it.each([
    { page: 1, pageSize: 10, start: 0, end: 10 },
    { page: 3, pageSize: 10, start: 20, end: 30 },
    { page: 2, pageSize: 50, start: 50, end: 100 },
  ])('page $page of $pageSize: rows $start..$end', ({ page, pageSize, start, end }) => {
    expect(pageWanted('people', query(), page, pageSize)).toMatchObject({ datasetKey: 'people', start, end });
  });
});

describe('PageRows', () => {
  it('asks the worker for the wanted rows and puts them into the grid, each with its slot and index', async () => {
    const { client, grid, pageRows, heard } = setUp(pageWanted('people', query({ globalFilter: 'ann' }), 3, 10));
    pageRows.show();
    expect(client.asked).toHaveLength(1);
    expect(client.last()).toMatchObject({ key: 'people', query: query({ globalFilter: 'ann' }), start: 20, end: 30 });
    await client.last().answer({ rows: rowsOf(7, 8), rowCount: 42, version: 1 });
    expect(grid.rows).toEqual([
      { id: 7, $slot: 0, $index: 20 },
      { id: 8, $slot: 1, $index: 21 },
    ]);
    expect(pageRows.rowCount).toBe(42);
    expect(heard.shown).toEqual([[42, 1]]);
    expect(performance.getEntriesByName('rows-shown')).toHaveLength(1);
  });

  it('shows only the newest answer when answers come out of order', async () => {
    const { client, grid, pageRows, heard, want } = setUp();
    pageRows.show();
    want(pageWanted('people', query(), 2, 10));
    const [first, second] = client.asked;
    await second!.answer({ rows: rowsOf(11), rowCount: 20, version: 1 });
    await first!.answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(ids(grid)).toEqual([11]);
    expect(heard.shown).toEqual([[20, 1]]);
  });

  it('shows nothing for an answer the worker superseded (null)', async () => {
    const { client, grid, pageRows, heard } = setUp();
    pageRows.show();
    await client.last().answer(null);
    expect(grid.rows).toBeNull();
    expect(pageRows.rowCount).toBeNull();
    expect(heard.shown).toEqual([]);
  });

  it('asks again for rows whose newest answer was superseded (null): nothing else is on its way', async () => {
    const { client, pageRows } = setUp();
    pageRows.show();
    await client.last().answer(null);
    pageRows.show();
    expect(client.asked).toHaveLength(2);
  });

  it('rows wanted that are on screen already are reported shown at once, as no answer is coming', async () => {
    const { client, pageRows, heard } = setUp();
    let loadShown = 0;
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    pageRows.waitFor({ version: 1, shown: () => loadShown++ });
    pageRows.show();
    expect(client.asked).toHaveLength(1);
    expect(heard.shown).toEqual([
      [20, 1],
      [20, 1],
    ]);
    expect(loadShown).toBe(1);
  });

  it('is busy while rows are on their way, and says when that changes', async () => {
    const { client, pageRows, heard, want } = setUp();
    expect(pageRows.busy).toBe(false);
    pageRows.show();
    want(pageWanted('people', query(), 2, 10));
    expect(pageRows.busy).toBe(true);
    expect(heard.changed).toBe(1);
    await client.asked[0]!.answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(pageRows.busy).toBe(true);
    await client.asked[1]!.answer({ rows: rowsOf(11), rowCount: 20, version: 1 });
    expect(pageRows.busy).toBe(false);
    // Busy, the row count (first known), not busy.
    expect(heard.changed).toBe(3);
  });

  it('does not ask twice for the rows on screen or on their way', async () => {
    const { client, pageRows, want } = setUp();
    pageRows.show();
    pageRows.show();
    expect(client.asked).toHaveLength(1);
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    want(pageWanted('people', query(), 1, 10));
    expect(client.asked).toHaveLength(1);
    want(pageWanted('people', query(), 2, 10));
    want(pageWanted('people', query(), 1, 10));
    expect(client.asked).toHaveLength(3);
  });

  it('asks again when forced, and then draws every cell again', async () => {
    const { client, grid, pageRows } = setUp();
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    const before = grid.redrawnAll;
    pageRows.show(true);
    expect(client.asked).toHaveLength(2);
    await client.last().answer({ rows: rowsOf(2), rowCount: 20, version: 2 });
    expect(grid.redrawnAll).toBe(before + 1);
  });

  it('rows put into an empty grid (the first, after a clear, after none matched) get new cells: none are drawn again, even when asked anew', async () => {
    const { client, grid, pageRows, want } = setUp();
    pageRows.show(true);
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(grid.redrawnAll).toBe(0);
    want(pageWanted('people', query({ globalFilter: 'ann' }), 1, 10));
    await client.last().answer({ rows: rowsOf(2), rowCount: 5, version: 1 });
    expect(grid.redrawnAll).toBe(1);
    pageRows.clear();
    pageRows.show(true);
    await client.last().answer({ rows: rowsOf(3), rowCount: 5, version: 2 });
    expect(grid.redrawnAll).toBe(1);
    want(pageWanted('people', query({ globalFilter: 'annx' }), 1, 10));
    await client.last().answer({ rows: [], rowCount: 0, version: 2 });
    expect(grid.redrawnAll).toBe(2);
    want(pageWanted('people', query({ globalFilter: 'an' }), 1, 10));
    await client.last().answer({ rows: rowsOf(4), rowCount: 9, version: 2 });
    expect(grid.redrawnAll).toBe(2);
  });

  it('cells drawn again read the query of the rows being drawn, not of rows still on their way', async () => {
    const { client, grid, pageRows, want } = setUp();
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    const searched = pageWanted('people', query({ globalFilter: 'ann' }), 1, 10);
    const filtered = pageWanted('people', query({ globalFilter: 'ann', filters: [{ colId: 'lastName', kind: 'exact', value: 'Li' }] }), 1, 10);
    want(searched);
    const [, forSearch] = client.asked;
    want(filtered);
    expect(pageRows.drawn).toEqual(query());
    await client.last().answer({ rows: rowsOf(3), rowCount: 2, version: 1 });
    await forSearch!.answer({ rows: rowsOf(2), rowCount: 9, version: 1 });
    expect(grid.cellsRead).toEqual([filtered.query]);
    expect(pageRows.drawn).toEqual(filtered.query);
  });

  it('asks again for rows whose request failed', async () => {
    const { client, pageRows } = setUp();
    pageRows.show();
    await client.last().fail();
    expect(pageRows.busy).toBe(false);
    pageRows.show();
    expect(client.asked).toHaveLength(2);
  });

  it('a refused request is said (refused) and ends a load waiting for its rows; an older one overtaken is not', async () => {
    const { client, grid, pageRows, want } = setUp();
    const shown: number[] = [];
    pageRows.waitFor({ version: 1, shown: () => shown.push(1) });
    pageRows.show();
    want(pageWanted('people', query({ globalFilter: 'ann' }), 1, 10));
    await client.asked[0]!.fail(); // overtaken: the newer ask is still coming
    expect(grid.calls).not.toContain('refused');
    expect(shown).toEqual([]);
    await client.last().fail();
    expect(grid.calls.filter((call) => call === 'refused')).toHaveLength(1);
    expect(shown).toEqual([1]);
    expect(pageRows.waiting).toBeNull();
    expect(grid.rows).toBeNull(); // nothing drawn
  });

  it.each<[string, ('answer' | 'refuse' | 'ask')[], boolean]>([
    ['nothing answered yet', [], false],
    ['the first rows refused', ['refuse'], true],
    ['refused, then asked again: counting', ['refuse', 'ask'], false],
    ['refused, then answered', ['refuse', 'answer'], false],
    ['answered, then refused: the count on screen stays', ['answer', 'refuse'], false],
  ])('no count is coming (uncounted): %s', async (_name, steps, uncounted) => {
    const { client, pageRows, want } = setUp();
    for (const [i, step] of steps.entries()) {
      want(pageWanted('people', query({ globalFilter: `t${i}` }), 1, 10));
      pageRows.show();
      if (step === 'answer') await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
      if (step === 'refuse') await client.last().fail();
    }
    expect(pageRows.uncounted).toBe(uncounted);
  });

  it.each<[string, RowQuery, number, boolean]>([
    ['another page', query(), 2, false],
    ['another sort', query({ sort: [{ colId: 'age', sort: 'desc' }] }), 1, false],
    ['a column filter', query({ filters: [{ colId: 'lastName', kind: 'exact', value: 'Li' }] }), 1, true],
    ['a search', query({ globalFilter: 'ann' }), 1, true],
    ['other open rows', query({ expanded: { all: true, toggled: [] } }), 1, true],
  ])('%s: every cell drawn again is %s', async (_name, next, page, redrawn) => {
    const { client, grid, pageRows, want } = setUp();
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    const before = grid.redrawnAll;
    want(pageWanted('people', next, page, 10));
    await client.last().answer({ rows: rowsOf(2), rowCount: 20, version: 1 });
    expect(ids(grid)).toEqual([2]);
    expect(grid.redrawnAll - before).toBe(redrawn ? 1 : 0);
  });

  it('reports a load shown only once rows of its version are on screen', async () => {
    const { client, pageRows } = setUp();
    const shown: number[] = [];
    pageRows.show();
    pageRows.waitFor({ version: 2, shown: () => shown.push(2) });
    pageRows.show(true);
    // The first answer is overtaken by the forced ask; the second one is from the old data still.
    await client.asked[0]!.answer({ rows: rowsOf(1), rowCount: 20, version: 2 });
    expect(shown).toEqual([]);
    await client.asked[1]!.answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(shown).toEqual([]);
    expect(pageRows.waiting).not.toBeNull();
    pageRows.show(true);
    await client.last().answer({ rows: rowsOf(5), rowCount: 30, version: 2 });
    expect(shown).toEqual([2]);
    expect(pageRows.waiting).toBeNull();
    pageRows.show(true);
    await client.last().answer({ rows: rowsOf(5), rowCount: 30, version: 2 });
    expect(shown).toEqual([2]);
  });

  it('draws an answer for rows no longer wanted, but does not report them shown', async () => {
    const { client, grid, pageRows, heard, state } = setUp();
    let loadShown = 0;
    pageRows.waitFor({ version: 1, shown: () => loadShown++ });
    pageRows.show();
    // The view moved on without asking (yet): these rows do not make it whole.
    state.wanted = pageWanted('people', query(), 2, 10);
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(ids(grid)).toEqual([1]);
    expect(heard.shown).toEqual([]);
    expect(loadShown).toBe(0);
  });

  it('pins the totals row of a grouped answer at the bottom, out of the page, and unpins it once an answer has none', async () => {
    const grouped = query({ grouping: { levels: [{ colId: 'lastName' }], aggregates: [{ colId: 'id', func: 'count' }], open: [] } as unknown as RowQuery['grouping'] });
    const { client, grid, pageRows, want } = setUp(pageWanted('people', grouped, 2, 2));
    pageRows.show();
    await client.last().answer({ rows: rowsOf(3, 4), rowCount: 5, passingCount: 20, version: 1, totals: { count: 20, aggregates: { id: '20' } } });
    expect(grid.rows).toEqual([
      { id: 3, $slot: 0, $index: 2 },
      { id: 4, $slot: 1, $index: 3 },
    ]);
    expect(grid.pinned).toEqual([{ id: '20', $totals: { count: 20 }, $slot: 'totals' }]);
    expect([pageRows.rowCount, pageRows.passingCount]).toEqual([5, 20]);
    want(pageWanted('people', query(), 1, 2));
    await client.last().answer({ rows: rowsOf(1, 2), rowCount: 20, version: 1 });
    expect(grid.pinned).toEqual([]);
    want(pageWanted('people', query(), 2, 2));
    await client.last().answer({ rows: rowsOf(3, 4), rowCount: 20, version: 1 });
    expect(grid.pinnedSet).toBe(2); // nothing pinned, nothing to unpin
  });

  it('says the rows are showing (the view is committed, the address written) before drawing what goes with them (the Group column), then the cells and the cells the grid put off, then the totals row, before saying they are shown', async () => {
    const grouped = query({ grouping: { levels: [{ colId: 'lastName' }], aggregates: [], open: [] } as unknown as RowQuery['grouping'] });
    const { client, grid, pageRows, want } = setUp();
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    grid.calls = [];
    want(pageWanted('people', grouped, 1, 10));
    expect(grid.calls).toEqual([]);
    await client.last().answer({ rows: rowsOf(1), rowCount: 3, version: 1, totals: { count: 20, aggregates: {} } });
    expect(grid.calls).toEqual(['showing 3 1', 'drawing grouped', 'rowData', 'refreshCells', 'flushAllAnimationFrames', 'pinnedBottomRowData', 'flushAllAnimationFrames', 'shown']);
  });

  it('rows wanted that are on screen already are showing and shown at once, nothing drawn', async () => {
    const { client, grid, pageRows } = setUp();
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    grid.calls = [];
    pageRows.show();
    expect(client.asked).toHaveLength(1);
    expect(grid.calls).toEqual(['showing 20 1', 'shown']);
  });

  it('a view committed on `showing` that settles on other rows (a page past the last): these rows are not said to be shown, and the settled ones are asked for', async () => {
    const client = new FakeClient();
    const grid = new FakeGrid();
    const state = { wanted: pageWanted('people', query(), 30, 10) };
    const shown: number[] = [];
    const pageRows: PageRows = new PageRows(client, () => state.wanted, {
      changed: () => {},
      // As ViewSession.rowsShowing does for a page past the last: page 1 is committed, and its rows asked for at once.
      showing: (rowCount) => {
        if (state.wanted.start < rowCount) return;
        state.wanted = pageWanted('people', query(), 1, 10);
        pageRows.show();
      },
      shown: (rowCount) => shown.push(rowCount),
    });
    pageRows.attach(grid);
    pageRows.show();
    await client.last().answer({ rows: [], rowCount: 172, version: 1 });
    expect(shown).toEqual([]);
    expect(client.asked.map(({ start }) => start)).toEqual([290, 0]);
    await client.last().answer({ rows: rowsOf(1), rowCount: 172, version: 1 });
    expect(shown).toEqual([172]);
    expect(ids(grid)).toEqual([1]);
  });

  it('rows no longer wanted when their answer comes are drawn, but neither showing nor shown', async () => {
    const { client, grid, pageRows, state } = setUp();
    pageRows.show();
    const first = client.last();
    state.wanted = pageWanted('people', query(), 2, 10); // wanted, not yet asked
    grid.calls = [];
    await first.answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(grid.calls).toEqual(['drawing ungrouped', 'rowData', 'flushAllAnimationFrames']);
  });

  it('cleared, the grid holds no rows and no totals row; an answer still coming is not drawn, and the same rows are asked anew', async () => {
    const grouped = query({ grouping: { levels: [{ colId: 'lastName' }], aggregates: [], open: [] } as unknown as RowQuery['grouping'] });
    const { client, grid, pageRows, heard, want } = setUp(pageWanted('people', grouped, 1, 10));
    pageRows.show();
    await client.last().answer({ rows: rowsOf(1), rowCount: 3, version: 1, totals: { count: 20, aggregates: {} } });
    want(pageWanted('people', grouped, 2, 10));
    const coming = client.last();
    pageRows.clear();
    expect([grid.rows, grid.pinned]).toEqual([[], []]);
    await coming.answer({ rows: rowsOf(2), rowCount: 3, version: 1 });
    expect(grid.rows).toEqual([]);
    expect(heard.shown).toEqual([[3, 1]]);
    pageRows.show();
    expect(client.asked).toHaveLength(3);
    await client.last().answer({ rows: rowsOf(2), rowCount: 3, version: 2 });
    expect(ids(grid)).toEqual([2]);
    // Nothing pinned after the clear: an answer without totals unpins nothing.
    expect(grid.pinnedSet).toBe(2);
  });

  it('asks nothing without a grid, and draws nothing once the grid is gone', async () => {
    const { client, grid, pageRows, heard } = setUp();
    pageRows.attach(null);
    pageRows.show();
    expect(client.asked).toHaveLength(0);
    pageRows.attach(grid);
    pageRows.show();
    pageRows.attach(null);
    await client.last().answer({ rows: rowsOf(1), rowCount: 20, version: 1 });
    expect(grid.rows).toBeNull();
    expect(heard.shown).toEqual([]);
  });
});
