import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { test as base } from './fixtures';

/** The folder the data server serves in these tests: `sales.csv` and `more/cities.tsv`. */
export const SERVED_FOLDER = 'e2e/served';

/** A data server of the build (`npm run test:e2e` builds dist-server), as `npm run serve` starts it. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** What it has printed so far (its standard output and error). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node dist-server/main.js … --port <port>` and waits for its start-up line (it prints it once its tables can be listed). */
export async function startServer(args: readonly string[], port = 0): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['dist-server/main.js', ...args, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /serves \d+ tables? at (\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The data server stopped (${code}) before it served: ${output}`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    output: () => output,
    stop: () => stopChild(child, 'The data server'),
  };
}

/** How long a stop waits for a process to end on SIGTERM (a data server's takes about a second, two on a busy machine). */
const STOP_MS = 15_000;

/** Ends `child` by SIGTERM; one that does not end in STOP_MS is killed and the stop fails, saying so (not a test's timeout that names nothing). */
async function stopChild(child: ChildProcess, what: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_MS)));
  const ended = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (ended !== 'late') return;
  child.kill('SIGKILL');
  await exited;
  throw new Error(`${what} did not stop within ${STOP_MS / 1000} s of SIGTERM`);
}

/** A stand-in ClickHouse server (scripts/chdb-front.mjs: chdb behind ClickHouse's HTTP interface), started as a script. */
export async function startChdbFront(): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/chdb-front.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /chdb front at (\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The chdb front stopped (${code}) before it listened: ${output}`)));
  });
  return {
    url,
    stop: () => stopChild(child, 'The chdb front'),
  };
}

/** A data server's start has time of its own, not the test's: it took 10 to 18 s on a busy machine. */
export const SERVER_START_MS = 60_000;

/**
 * Tests of the page a data server serves: the server (one per test worker) serves the test
 * folder, and the page's origin, which the console and origin checks follow, is the server's.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer([SERVED_FOLDER]);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_MS },
  ],
  baseURL: async ({ server }, use) => use(server.url.replace(/\/$/, '')),
});

/**
 * Tests of the page a data server serves from ClickHouse (`--clickhouse URL`): the server loads
 * the test folder into a stand-in ClickHouse server (one per test worker) and serves it from there.
 */
export const testClickHouse = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const front = await startChdbFront();
      try {
        const server = await startServer(['--clickhouse', front.url, SERVED_FOLDER]);
        await use(server);
        await server.stop();
      } finally {
        await front.stop();
      }
    },
    { scope: 'worker', timeout: SERVER_START_MS },
  ],
  baseURL: async ({ server }, use) => use(server.url.replace(/\/$/, '')),
});

/** Tests that stop and start their own server (on the same port: the page's origin stays). */
export const testOwnServer = base.extend<{ own: RunningServer }>({
  own: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer([SERVED_FOLDER]);
      await use(server);
      await server.stop();
    },
    { timeout: SERVER_START_MS },
  ],
  baseURL: async ({ own }, use) => use(own.url.replace(/\/$/, '')),
});

export { expect } from './fixtures';
