/** What `npm run serve -- …` was asked to do. */
export interface ServeArgs {
  /** Files and folders to serve, in the order named (none with `--clickhouse`: the tables it holds already). */
  readonly paths: string[];
  readonly port: number;
  /** The address to listen on: 127.0.0.1 unless `--host` opens it to a network (then with a token). */
  readonly host: string;
  /** A ClickHouse server's URL (`--clickhouse`), instead of DuckDB in this process. */
  readonly clickhouse: string | null;
  /** The most memory DuckDB takes (`--memory`, DuckDB's memory_limit): past it, it works on disk. */
  readonly memory: string;
}

export const DEFAULT_PORT = 4173;
export const LOCAL_HOST = '127.0.0.1';
/** DuckDB's memory by default: the bench's largest table stored fits in it, and a sort past it spills to disk. */
const DEFAULT_MEMORY = '1GB';
const MEMORY = /^\d+(\.\d+)?\s*(MB|GB|MiB|GiB)$/i;

export const USAGE = 'Usage: npm run serve -- [--port N] [--host ADDRESS] [--memory 1GB] <file or folder>... | npm run serve -- --clickhouse URL [file or folder]...';

/**
 * Reads the command line: options may stand before or after the files, as `--port 8080` or
 * `--port=8080`. Throws an Error with the reason (and the usage) for anything it cannot read.
 */
export function parseServeArgs(args: readonly string[]): ServeArgs {
  const paths: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      paths.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!['port', 'host', 'clickhouse', 'memory'].includes(name)) throw new Error(`Unknown option --${name}. ${USAGE}`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new Error(`--${name} needs a value. ${USAGE}`);
    options.set(name, value);
  }
  // A ClickHouse database may hold the tables already (loaded earlier, or by a team's pipeline).
  if (paths.length === 0 && !options.has('clickhouse')) throw new Error(`Name the files or folders to serve. ${USAGE}`);
  const port = Number(options.get('port') ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535, not ${options.get('port')}`);
  const memory = options.get('memory') ?? DEFAULT_MEMORY;
  if (!MEMORY.test(memory)) throw new Error(`--memory must be a size such as 1.2GB or 800MB, not ${memory}`);
  return { paths, port, host: options.get('host') ?? LOCAL_HOST, clickhouse: options.get('clickhouse') ?? null, memory };
}
