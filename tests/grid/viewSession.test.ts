import type { ColumnState, GridApi } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { FilterModel } from '../../src/view/filterModels';
import type { FilterKind } from '../../src/model/columns';
import type { Row } from '../../src/grid/row';
import { ViewSession } from '../../src/grid/viewSession';
import { GROUP_COL_ID } from '../../src/grid/groupColumn';
import type { ColumnSpec } from '../../src/model/columns';
import { type Dataset, datasetByKey, PEOPLE } from '../../src/model/datasets';
import { INITIAL_VIEW_STATE, rowQueryFor, type ViewState } from '../../src/view/viewState';
import { PageRows, pageWanted } from '../../src/grid/pageRows';
import type { RowQuery } from '../../src/model/query';

/** AG Grid's filter model and column state, as ViewSession reads and writes them. */
class FakeGridApi {
  filterModel: Record<string, FilterModel> = {};
  state: ColumnState[] = [];
  /** How often the filter model was read. */
  reads = 0;

  constructor(columns: readonly ColumnSpec[]) {
    this.setColumns(columns);
  }

  setColumns(columns: readonly ColumnSpec[]) {
    this.state = columns.map(({ colId }) => ({ colId, sort: null, sortIndex: null, hide: false, pinned: null, flex: 1 }));
  }

  getFilterModel() {
    this.reads++;
    return { ...this.filterModel };
  }

  setFilterModel(model: Record<string, FilterModel> | null) {
    this.filterModel = { ...model };
  }

  getColumnState() {
    return this.state.map((column) => ({ ...column }));
  }

  applyColumnState({ state = [], defaultState, applyOrder }: { state?: ColumnState[]; defaultState?: Partial<ColumnState>; applyOrder?: boolean }) {
    const given = new Map(state.map((column) => [column.colId, column]));
    this.state = this.state.map((column) => ({ ...column, ...(given.get(column.colId) ?? defaultState) }));
    if (applyOrder) this.state.sort((a, b) => state.findIndex((s) => s.colId === a.colId) - state.findIndex((s) => s.colId === b.colId));
  }

  /** Grid options (the Group column's change turns its animation off and on): none that ViewSession reads. */
  setGridOption() {}

  /** A person's change in the grid itself. */
  typeFilter(colId: string, value: string, kind: FilterKind = 'caseInsensitive') {
    this.filterModel = { ...this.filterModel, [colId]: { filterType: 'matcher', kind, value } };
  }

  clickSort(colId: string) {
    this.applyColumnState({ state: [{ colId, sort: 'asc', sortIndex: 0 }], defaultState: { sort: null, sortIndex: null } });
  }
}

const view = (patch: Partial<ViewState>): ViewState => ({ ...INITIAL_VIEW_STATE, ...patch });
const lastName = (value: string) => ({ colId: 'lastName', kind: 'caseInsensitive' as const, value });

function setUp() {
  const api = new FakeGridApi(PEOPLE.columns);
  const heard = { committed: [] as { dataset: string; view: ViewState; restoring: boolean }[], notices: [] as string[], published: 0 };
  const session = new ViewSession(
    PEOPLE,
    {
      committed: (dataset, committed, restoring) => heard.committed.push({ dataset: dataset.key, view: committed, restoring }),
      notify: (notice) => heard.notices.push(notice),
    },
    () => heard.published++,
  );
  session.attach(api as unknown as GridApi<Row>);
  const setColumns = (dataset: Dataset) => api.setColumns(dataset.columns);
  return { api, session, heard, setColumns };
}

/** A session with People's first set on screen, as after the first load. */
function loaded() {
  const parts = setUp();
  parts.session.startLoad(PEOPLE, 0, 1, undefined, parts.setColumns);
  parts.session.rowsShowing(5000, 1);
  parts.heard.committed.length = 0;
  return parts;
}

describe('ViewSession', () => {
  it('commits a change in the grid, read once, in the task that makes it', () => {
    const { api, session, heard } = loaded();
    api.typeFilter('lastName', 'son');
    api.reads = 0;
    session.commit();
    expect(api.reads).toBe(1);
    expect(session.committed.filters).toEqual([lastName('son')]);
    expect(session.inForce).toBe(session.committed);
    expect(heard.committed).toHaveLength(1);
    session.commit();
    expect(heard.committed).toHaveLength(1);
  });

  it('a first fuzzy filter sorts by its column in the grid and in the committed view', () => {
    const { api, session } = loaded();
    api.typeFilter('fullName', 'ann', 'fuzzy');
    session.commit();
    expect(session.committed.sort).toEqual([{ colId: 'fullName', sort: 'asc' }]);
    expect(api.state.find((column) => column.colId === 'fullName')?.sort).toBe('asc');
  });

  it('a view put back is in force at once, without reading the grid, and committed once its rows are on screen', () => {
    const { api, session, heard } = loaded();
    const restored = view({ filters: [lastName('son')], globalFilter: 'ann', sort: [{ colId: 'age', sort: 'desc' }], page: 3, pageSize: 20 });
    api.reads = 0;
    session.putBack(restored);
    expect(session.inForce).toBe(restored);
    expect(api.reads).toBe(0);
    expect(api.filterModel).toEqual({ lastName: { filterType: 'matcher', kind: 'caseInsensitive', value: 'son' } });
    expect(heard.committed).toEqual([]);
    session.rowsShowing(172, 1);
    expect(heard.committed).toHaveLength(1);
    expect(heard.committed[0]).toMatchObject({ restoring: true, view: { filters: [lastName('son')], globalFilter: 'ann', page: 3, pageSize: 20 } });
    expect(session.inForce).toBe(session.committed);
  });

  // Back or Forward's view, its rows on their way: a person's change then is a step after it; read with the grid as the view put back, it replaced Back's entry and kept its page.
  it.each<[string, (api: FakeGridApi, session: ViewSession) => void, { page: number; filters: unknown[]; sort: unknown[] }]>([
    ['a sort: page 1 of the new order', (api, session) => (api.clickSort('firstName'), session.commit()), { page: 1, filters: [], sort: [{ colId: 'firstName', sort: 'asc' }] }],
    ['a filter: page 1 of the rows it lets through', (api, session) => (api.typeFilter('lastName', 'sen'), session.commit()), { page: 1, filters: [lastName('sen')], sort: [{ colId: 'lastName', sort: 'desc' }] }],
    ['Next page: one page on from the view put back', (_api, session) => session.stepPage(1), { page: 4, filters: [], sort: [{ colId: 'lastName', sort: 'desc' }] }],
  ])('a change while a view put back waits for its rows (%s): that view is committed as put back, the change as a new step', (_name, change, expected) => {
    const { api, session, heard } = loaded();
    session.putBack(view({ sort: [{ colId: 'lastName', sort: 'desc' }], page: 3 }));
    change(api, session);
    expect(heard.committed.map(({ restoring, view: { page, filters, sort } }) => ({ restoring, page, filters, sort }))).toEqual([
      { restoring: true, page: 3, filters: [], sort: [{ colId: 'lastName', sort: 'desc' }] },
      { restoring: false, ...expected },
    ]);
    expect(session.inForce).toBe(session.committed);
    // The rows of the view put back, should they come after all, change nothing.
    session.rowsShowing(172, 1);
    expect(heard.committed).toHaveLength(2);
  });

  it('an aggregate chosen while a view put back waits for its rows is a new step after it, not dropped', () => {
    const { session, heard } = loaded();
    session.putBack(view({ grouping: { levels: [{ colId: 'lastName' }], aggregates: [{ colId: 'id', func: 'count' }], open: { all: false, toggled: [] } }, page: 2 }));
    session.changeGrouping((grouping) => ({ ...grouping, aggregates: [{ colId: 'id', func: 'sum' }] }));
    expect(heard.committed.map(({ restoring, view: { grouping } }) => ({ restoring, aggregates: grouping.aggregates }))).toEqual([
      { restoring: true, aggregates: [{ colId: 'id', func: 'count' }] },
      { restoring: false, aggregates: [{ colId: 'id', func: 'sum' }] },
    ]);
  });

  it('while data loads with a view put back (a link), a change waits for its rows', () => {
    const { api, session, heard, setColumns } = setUp();
    session.startLoad(PEOPLE, 0, 1, view({ page: 2 }), setColumns);
    api.clickSort('firstName');
    session.commit();
    expect(heard.committed).toEqual([]);
    session.rowsShowing(5000, 1);
    expect(heard.committed.map(({ restoring, view: { page } }) => ({ restoring, page }))).toEqual([{ restoring: true, page: 2 }]);
  });

  it('a view put back whose rows are refused is committed as it is: the next change is committed, not left waiting', () => {
    const { api, session, heard } = loaded();
    const restored = view({ filters: [lastName('son')], sort: [{ colId: 'firstName', sort: 'desc' }] });
    session.putBack(restored);
    session.rowsRefused();
    expect(heard.committed).toHaveLength(1);
    expect(heard.committed[0]).toMatchObject({ restoring: true, view: { filters: [lastName('son')], sort: [{ colId: 'firstName', sort: 'desc' }] } });
    expect(session.inForce).toBe(session.committed);
    api.typeFilter('lastName', 'sen');
    session.commit();
    expect(heard.committed).toHaveLength(2);
    expect(session.committed.filters).toEqual([lastName('sen')]);
    // Refused rows of a committed view change nothing.
    session.rowsRefused();
    expect(heard.committed).toHaveLength(2);
  });

  it('a view put back with a page past the last one says so and shows page 1', () => {
    const { session, heard } = loaded();
    session.putBack(view({ filters: [lastName('son')], page: 30 }));
    session.rowsShowing(172, 1);
    expect(heard.notices).toEqual(['Page 30 is beyond the last page (18): showing page 1.']);
    expect(session.committed.page).toBe(1);
  });

  it('another dataset is in force with no filter, search or sort, on page 1, until its rows are on screen', () => {
    const { api, session, heard, setColumns } = loaded();
    api.typeFilter('lastName', 'son');
    session.globalFilter = 'ann';
    session.commit();
    session.goToPage(2);
    heard.committed.length = 0;
    const airlines = datasetByKey('airlines')!;
    session.startLoad(airlines, 0, 2, undefined, setColumns);
    expect(session.inForce).toMatchObject({ filters: [], globalFilter: '', sort: [], page: 1 });
    expect(api.filterModel).toEqual({});
    session.rowsShowing(126, 1);
    expect(heard.committed).toEqual([]);
    session.rowsShowing(126, 2);
    expect(heard.committed).toEqual([{ dataset: 'airlines', view: expect.objectContaining({ filters: [], globalFilter: '', page: 1 }) as ViewState, restoring: false }]);
  });

  it('new people keep the filters and the search, on page 1 of the new set', () => {
    const { api, session, setColumns } = loaded();
    api.typeFilter('lastName', 'son');
    session.globalFilter = 'ann';
    session.commit();
    session.goToPage(2);
    session.startLoad(PEOPLE, 1, 2, undefined, setColumns);
    expect(session.inForce).toMatchObject({ set: 1, filters: [lastName('son')], globalFilter: 'ann', page: 1 });
  });

  it.each([
    ['a page that is there: nothing to commit (the grid is not read)', 3, 500, 0, 3],
    ['a page past the last one (fewer rows now): the last page is committed', 9, 50, 1, 5],
  ])('rows on screen for the committed view, %s', (_name, page, rowCount, commits, committedPage) => {
    const { api, session, heard } = loaded();
    session.goToPage(page);
    heard.committed.length = 0;
    api.reads = 0;
    session.rowsShowing(rowCount, 1);
    expect(heard.committed).toHaveLength(commits);
    expect(api.reads).toBe(commits);
    expect(session.committed.page).toBe(committedPage);
  });

  it('a column read as another type: its filter keeps a kind the type has, else the type’s default, in force at once and committed as a new step', () => {
    const { api, session, heard } = loaded();
    const heardTypes: string[] = [];
    session.subscribeTypesAndGrouping(() => heardTypes.push(JSON.stringify(session.types)));
    api.typeFilter('id', '4990', 'greaterThan');
    api.filterModel = { id: { filterType: 'number', type: 'greaterThan', filter: 4990 } };
    session.commit();
    heard.committed.length = 0;
    let asked = 0;
    session.setType('id', 'text', () => asked++);
    expect(asked).toBe(1);
    expect(heardTypes).toEqual(['{"id":"text"}']);
    // Text has no Greater than: the default kind of text, with the text kept.
    expect(session.inForce).toMatchObject({ types: { id: 'text' }, filters: [{ colId: 'id', kind: 'caseInsensitive', value: '4990' }] });
    expect(api.filterModel).toEqual({ id: { filterType: 'matcher', kind: 'caseInsensitive', value: '4990' } });
    expect(heard.committed).toEqual([]);
    session.rowsShowing(10, 1);
    expect(heard.committed).toHaveLength(1);
    expect(heard.committed[0]).toMatchObject({ restoring: false, view: { types: { id: 'text' } } });
    // Back to its own type: no choice left.
    session.setType('id', 'number', () => asked++);
    session.rowsShowing(10, 1);
    expect(session.committed.types).toEqual({});
  });

  it('another dataset starts with no type chosen; a view put back brings its own', () => {
    const { session, setColumns } = loaded();
    session.setType('id', 'text', () => {});
    session.rowsShowing(5000, 1);
    session.startLoad(datasetByKey('airlines')!, 0, 2, undefined, setColumns);
    expect(session.types).toEqual({});
    session.putBack(view({ types: { id: 'date' } }));
    expect(session.types).toEqual({ id: 'date' });
  });
});

/** A session wired to PageRows as the page wires them (src/grid/useDataGrid.ts), over a client whose answers the test gives. */
function wiredToRows() {
  const api = new FakeGridApi(PEOPLE.columns);
  const asked: { query: RowQuery; start: number; answer: (rowCount: number) => Promise<void> }[] = [];
  const client = {
    rows: (_key: string, query: RowQuery, start: number) =>
      new Promise<{ rows: Row[]; rowCount: number; version: number }>((resolve) => {
        asked.push({ query, start, answer: (rowCount) => (resolve({ rows: [], rowCount, version: 1 }), new Promise((done) => setTimeout(done, 0))) });
      }),
  };
  const committed: ViewState[] = [];
  const session: ViewSession = new ViewSession(PEOPLE, { committed: (_dataset, view) => committed.push(view), notify: () => {} }, () => pageRows.show());
  const pageRows: PageRows = new PageRows(client, () => pageWanted('people', rowQueryFor(session.inForce, PEOPLE.columns), session.inForce.page, session.inForce.pageSize), {
    changed: () => {},
    showing: (rowCount, version) => session.rowsShowing(rowCount, version),
    shown: () => {},
  });
  session.attach(api as unknown as GridApi<Row>);
  pageRows.attach({ setGridOption: () => {}, getDisplayedRowCount: () => 0, refreshCells: () => {}, flushAllAnimationFrames: () => {} });
  return { api, session, pageRows, asked, committed };
}

describe('ViewSession with the page’s rows: no change leaves it waiting', () => {
  it.each<[string, (parts: ReturnType<typeof wiredToRows>) => void]>([
    ['the Type a column has already', ({ session, pageRows }) => session.setType('id', 'number', () => pageRows.show())],
    ['the page it is on', ({ session }) => session.goToPage(1)],
    ['no change in the grid', ({ session }) => session.commit()],
  ])('%s changes nothing, and the next real change is asked for and committed', async (_name, noChange) => {
    const parts = wiredToRows();
    const { api, session, pageRows, asked, committed } = parts;
    session.startLoad(PEOPLE, 0, 1, undefined, () => {});
    pageRows.show(true);
    await asked.at(-1)!.answer(5000);
    expect(committed).toHaveLength(1);
    const askedBefore = asked.length;

    noChange(parts);
    expect(session.inForce).toBe(session.committed);
    expect(asked).toHaveLength(askedBefore);

    api.typeFilter('lastName', 'son');
    session.commit();
    expect(asked.at(-1)!.query.filters).toEqual([lastName('son')]);
    await asked.at(-1)!.answer(172);
    expect(committed.at(-1)!.filters).toEqual([lastName('son')]);
    api.clickSort('lastName');
    session.commit();
    expect(asked.at(-1)!.query.sort).toEqual([{ colId: 'lastName', sort: 'asc' }]);
  });

  it('Next page twice before the pager is drawn again: each press counts', () => {
    const { session, pageRows, asked, committed } = wiredToRows();
    session.startLoad(PEOPLE, 0, 1, undefined, () => {});
    pageRows.show(true);
    void asked.at(-1)!.answer(5000);
    return Promise.resolve().then(async () => {
      await new Promise((done) => setTimeout(done, 0));
      session.stepPage(1);
      session.stepPage(1);
      expect(asked.at(-1)!.start).toBe(20);
      expect(committed.at(-1)!.page).toBe(3);
      session.stepPage(-1);
      expect(committed.at(-1)!.page).toBe(2);
    });
  });

  it('a view put into the grid whose rows are on screen already is committed at once', async () => {
    const { session, pageRows, asked, committed } = wiredToRows();
    session.startLoad(PEOPLE, 0, 1, undefined, () => {});
    pageRows.show(true);
    await asked.at(-1)!.answer(5000);
    session.putBack(session.committed);
    pageRows.show();
    expect(session.inForce).toBe(session.committed);
    expect(committed).toHaveLength(2);
  });

  it('a grouping is committed (its rows asked for) and leaves the Group column to the grouped rows; the last level takes the Group sort with it', () => {
    const { api, session, heard } = loaded();
    api.state.push({ colId: GROUP_COL_ID, sort: null, sortIndex: null, hide: true, pinned: null, flex: 1 });
    const applied: string[] = [];
    const apply = api.applyColumnState.bind(api);
    api.applyColumnState = (params) => {
      applied.push(`after ${heard.committed.length} commits: ${JSON.stringify(params.state)}`);
      apply(params);
    };
    const commits = heard.committed.length;
    session.changeGrouping((grouping) => ({ ...grouping, levels: [{ colId: 'lastName' }] }));
    session.changeGrouping((grouping) => ({ ...grouping, aggregates: [{ colId: 'id', func: 'sum' }] }));
    api.clickSort(GROUP_COL_ID);
    session.commit();
    session.changeGrouping((grouping) => ({ ...grouping, levels: [], aggregates: [] }));
    expect(heard.committed).toHaveLength(commits + 4);
    expect(heard.committed.at(-1)!.view.sort).toEqual([]);
    expect(applied.filter((entry) => entry.includes('hide'))).toEqual([]);
    // The view settled without it (view/rules.ts), and the grid took the settled sort.
    expect(api.state.find((column) => column.colId === GROUP_COL_ID)?.sort).toBeNull();
  });

  it('the open column menus hear of each change of the grouping or the types, once, and of nothing else', () => {
    const { session } = loaded();
    const ungrouped = session.committed;
    const byLastName = { ...ungrouped, grouping: { ...ungrouped.grouping, levels: [{ colId: 'lastName' }] } };
    const heard: string[] = [];
    session.subscribeTypesAndGrouping(() => heard.push(JSON.stringify([session.grouping.levels, session.types])));
    session.changeGrouping(() => byLastName.grouping);
    session.changeGrouping((grouping) => grouping); // the same grouping: nothing to hear
    session.putBack(byLastName); // the same grouping and types put back: nothing either
    session.putBack(ungrouped);
    session.putBack({ ...ungrouped, types: { id: 'text' } });
    expect(heard).toEqual(['[[{"colId":"lastName"}],{}]', '[[],{}]', '[[],{"id":"text"}]']);
  });
});
