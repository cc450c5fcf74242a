// The bench's served grouping figures (issue 34): a served table grouped by GROUP BY in its
// engine, timed over HTTP as a page asks it (one client; each figure's first request on a new
// session, so nothing one figure kept answers the next). The grid's grouping menus are not
// driven here: these are the server's answers, request to answer.
import http from 'node:http';

/** The targets for a served 10,000,000-row table, ms. */
export const GROUPING_TARGETS = {
  'HTTP group by one column (city), first page of groups': 1000,
  'HTTP group by two columns (country, city), first page of groups': 1500,
  'HTTP open a group (the first city, about 1/30 of the rows): its first page': 300,
};

let sessions = 0;

/** POSTs a data request on a session of its own and resolves to [answer, ms]. */
function asker(url) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  const session = `bench-groups-${process.pid}-${++sessions}`;
  let requestId = 0;
  return (request) =>
    new Promise((resolve, reject) => {
      const began = performance.now();
      const body = JSON.stringify({ session, request: { requestId: ++requestId, ...request } });
      const sent = http.request({ hostname, port, path: '/api/data', agent, method: 'POST', headers: { 'Content-Type': 'application/json' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (response.statusCode !== 200 || answer.kind !== 'rows') reject(new Error(`The server answered ${response.statusCode} ${JSON.stringify(answer).slice(0, 300)}`));
          else resolve([answer, performance.now() - began]);
        });
      });
      sent.on('error', reject);
      sent.end(body);
    });
}

const query = (levels, aggregates = [], toggled = [], sort = [], filters = []) => ({ filters, globalFilter: '', sort, grouping: { levels, aggregates, open: { all: false, toggled } } });

/** Issue 35's grouped target on the people file (bench/people.mjs), ms. */
export const PEOPLE_GROUPING_TARGET = 'HTTP group by status with the first_name filter "e" (Case-insensitive) on, first time';

/** On served table `server.name` (bench/makePeople.mjs's people): group by status, a column of four values, with a broad filter no one asked before. */
export async function peopleGroupingFigure(server, record) {
  const filters = [{ colId: 'first_name', kind: 'caseInsensitive', value: 'e' }];
  const [answer, ms] = await asker(server.url)({ kind: 'rows', key: `server:${server.name}`, query: query([{ colId: 'status' }], [], [], [], filters), start: 0, end: 10 });
  if (answer.rowCount !== 4) throw new Error(`Grouped by status, the people should show 4 groups, not ${answer.rowCount}`);
  record(PEOPLE_GROUPING_TARGET, { ms });
}

/** The grouping figures on served table `server.name` (bench/makeCsv.mjs's orders): `record(name, { ms })`. */
export async function groupingFigures(server, record) {
  const key = `server:${server.name}`;
  const page = (ask, q) => ask({ kind: 'rows', key, query: q, start: 0, end: 10 });
  const byCity = [{ colId: 'city' }];
  const sums = [{ colId: 'amount', func: 'sum' }];
  const person = asker(server.url);
  const [first, grouped] = await page(person, query(byCity, sums));
  if (first.rowCount !== 30) throw new Error(`Grouped by city, the orders should show 30 groups, not ${first.rowCount}`);
  record('HTTP group by one column (city), first page of groups', { ms: grouped });
  const firstCity = first.rows[0].$group.id;
  const [opened, openMs] = await page(person, query(byCity, sums, [firstCity]));
  if (!opened.rows.some((row) => row.$row !== undefined)) throw new Error(`Opening ${firstCity} showed none of its rows`);
  record('HTTP open a group (the first city, about 1/30 of the rows): its first page', { ms: openMs });
  record('HTTP sort the groups by sum(amount)', { ms: (await page(person, query(byCity, sums, [firstCity], [{ colId: 'amount', sort: 'desc' }])))[1] });
  record('HTTP group by two columns (country, city), first page of groups', { ms: (await page(asker(server.url), query([{ colId: 'country' }, { colId: 'city' }], sums)))[1] });
  const aggregates = [{ colId: 'amount', func: 'avg' }, { colId: 'name', func: 'distinct' }, { colId: 'date', func: 'max' }];
  record('HTTP group by month of date, with avg(amount), distinct(name), max(date)', { ms: (await page(asker(server.url), query([{ colId: 'date', bucket: 'month' }], aggregates)))[1] });
}
