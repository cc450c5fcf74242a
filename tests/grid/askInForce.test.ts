import { describe, expect, it } from 'vitest';
import { askInForce } from '../../src/grid/askInForce';
import type { RowQuery } from '../../src/model/query';

const view = (globalFilter: string): RowQuery => ({ filters: [], globalFilter, sort: [] });

/**
 * The data answers a query `superseded` (null) when it is no longer the newest asked. Each step
 * of `views` is the view in force after one more ask; `answered` the queries the data answers.
 */
async function run(views: (string | null)[], answered: string[]) {
  const asked: string[] = [];
  let step = 0;
  const inForce = () => {
    const now = views[Math.min(step, views.length - 1)];
    return now === null || now === undefined ? null : view(now);
  };
  const answer = await askInForce(inForce, (query) => {
    asked.push(query.globalFilter);
    step++;
    return Promise.resolve(answered.includes(query.globalFilter) ? `rows of ${query.globalFilter}` : null);
  });
  return { answer, asked };
}

describe('askInForce: a copy or an export is of the view in force when its answer comes', () => {
  it.each<[string, (string | null)[], string[], string | null, string[]]>([
    ['answered at once', ['a'], ['a'], 'rows of a', ['a']],
    ['the view changed while it was on its way: asked again about the new one', ['a', 'b'], ['b'], 'rows of b', ['a', 'b']],
    ['changed twice: asked until the view stays', ['a', 'b', 'c'], ['c'], 'rows of c', ['a', 'b', 'c']],
    ['superseded though the view stayed (other rows loaded): null, asked once', ['a', 'a'], [], null, ['a']],
    ['no view yet: nothing asked', [null], ['a'], null, []],
    ['the grid went away meanwhile: null', ['a', null], [], null, ['a']],
  ])('%s', async (_name, views, answered, answer, asked) => {
    expect(await run(views, answered)).toEqual({ answer, asked });
  });
});
