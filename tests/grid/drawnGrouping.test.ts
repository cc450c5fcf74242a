import { describe, expect, it } from 'vitest';
import { DrawnGrouping } from '../../src/grid/drawnGrouping';
import { type Grouping, NO_GROUPING } from '../../src/model/grouping';
import { setAllOpen } from '../../src/view/rowGroupsToolbar';

const byLastName: Grouping = { ...NO_GROUPING, levels: [{ colId: 'lastName' }] };
const summed: Grouping = { ...byLastName, aggregates: [{ colId: 'id', func: 'sum' }] };

describe('DrawnGrouping', () => {
  it.each([
    { name: 'the same ungrouped rows again', drawn: [NO_GROUPING], changes: [] },
    { name: 'grouped rows', drawn: [byLastName], changes: ['lastName|'] },
    { name: 'grouped rows twice', drawn: [byLastName, byLastName], changes: ['lastName|'] },
    { name: 'groups opened: the same columns, headers and levels', drawn: [byLastName, setAllOpen(byLastName, true)], changes: ['lastName|'] },
    { name: 'an aggregate added, then grouping gone', drawn: [byLastName, summed, NO_GROUPING], changes: ['lastName|', 'lastName|id:sum', '|'] },
  ])('$name: the grid draws a change only when the levels or aggregates drawn change', ({ drawn, changes }) => {
    const drawnChanges: string[] = [];
    const heard: Grouping[] = [];
    const store = new DrawnGrouping((grouping) => drawnChanges.push(`${grouping.levels.map((level) => level.colId).join(',')}|${grouping.aggregates.map((each) => `${each.colId}:${each.func}`).join(',')}`));
    store.subscribe(() => heard.push(store.grouping));
    for (const grouping of drawn) store.draw(grouping);
    expect(drawnChanges).toEqual(changes);
    expect(heard).toHaveLength(changes.length);
    expect(store.grouping).toBe(drawn.at(-1));
  });

  it('the grid has the change before the listeners (the headers) hear of it, and a listener gone hears nothing', () => {
    const order: string[] = [];
    const store = new DrawnGrouping(() => order.push('grid'));
    const stop = store.subscribe(() => order.push('header'));
    store.draw(byLastName);
    stop();
    store.draw(NO_GROUPING);
    expect(order).toEqual(['grid', 'header', 'grid']);
  });
});
