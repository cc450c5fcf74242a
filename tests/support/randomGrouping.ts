import { referenceGrouping } from '../../src/engine/grouping/referenceGrouping';
import { type AggFunc, type Aggregate, type GroupLevel, type Grouping } from '../../src/model/grouping';
import { GROUP_COLUMN, type QuerySort, type RowQuery } from '../../src/model/query';
import type { Table } from '../../src/model/table';
import { randomQuery } from './randomQuery';
import type { Random } from './tables';

const FUNCS: AggFunc[] = ['count', 'distinct', 'sum', 'avg', 'min', 'max'];

/** 0–4 levels of any columns (now and then a year or month bucket, of any column), 0–3 aggregates of any function (offered or not). */
function randomLevelsAndAggregates(random: Random, table: Table): Pick<Grouping, 'levels' | 'aggregates'> {
  const colIds = Object.keys(table.columns);
  const levels = Array.from({ length: Math.floor(random.next() * 5) }, (): GroupLevel => {
    const colId = random.pick(colIds);
    const draw = random.next();
    return draw < 0.12 ? { colId, bucket: 'year' } : draw < 0.24 ? { colId, bucket: 'month' } : { colId };
  });
  const aggregates = Array.from({ length: Math.floor(random.next() * 4) }, (): Aggregate => ({ colId: random.pick(colIds), func: random.pick(FUNCS) }));
  return { levels, aggregates };
}

/**
 * A random query with a random grouping: randomQuery's filters, search, types and sorts, with
 * now and then the Group column, an aggregated column, or two of them (Shift) sorted first; open groups picked from
 * the groups the reference finds (some of them, or all but some), and ids that name no group.
 */
export function randomGroupedQuery(random: Random, table: Table): RowQuery {
  const query = randomQuery(random, table);
  const { levels, aggregates } = randomLevelsAndAggregates(random, table);
  const draw = random.next();
  const direction = () => (random.next() < 0.5 ? 'asc' : 'desc');
  const aggregated = (): QuerySort => ({ colId: random.pick(aggregates).colId, sort: direction() });
  const first: QuerySort[] =
    draw < 0.25
      ? [{ colId: GROUP_COLUMN, sort: direction() }]
      : aggregates.length === 0 || draw >= 0.7
        ? []
        : draw < 0.45
          ? [aggregated()]
          : // Several sorts (Shift): two aggregates, or one and then the Group column.
            [aggregated(), random.next() < 0.7 ? aggregated() : { colId: GROUP_COLUMN, sort: direction() }];
  const sort = [...first, ...query.sort];
  const all = { ...query, sort, grouping: { levels, aggregates, open: { all: true, toggled: [] } } };
  const ids = referenceGrouping(table, all).items.flatMap((item) => ('group' in item ? [item.group.id] : []));
  const toggled = [...ids.filter(() => random.next() < 0.3), ...(random.next() < 0.3 ? ['["nobody"]', 'not json', '[1]', '[]'] : [])];
  return { ...all, grouping: { levels, aggregates, open: { all: random.next() < 0.3, toggled } } };
}
