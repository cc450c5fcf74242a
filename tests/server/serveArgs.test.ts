import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '../../src/server/serveArgs';

describe('parseServeArgs: options before or after the files', () => {
  it.each<[string[], ReturnType<typeof parseServeArgs>]>([
    [['data.csv'], { paths: ['data.csv'], port: 4173, host: '127.0.0.1', clickhouse: null }],
    [['--port', '8080', 'a.csv', 'folder'], { paths: ['a.csv', 'folder'], port: 8080, host: '127.0.0.1', clickhouse: null }],
    [['a.csv', '--port=0', '--host', '0.0.0.0'], { paths: ['a.csv'], port: 0, host: '0.0.0.0', clickhouse: null }],
    [['a.csv', '--clickhouse', 'http://ch:8123'], { paths: ['a.csv'], port: 4173, host: '127.0.0.1', clickhouse: 'http://ch:8123' }],
    [['--clickhouse=https://user:pw@ch:8443/grid'], { paths: [], port: 4173, host: '127.0.0.1', clickhouse: 'https://user:pw@ch:8443/grid' }],
    [['--host=::1', 'x.parquet'], { paths: ['x.parquet'], port: 4173, host: '::1', clickhouse: null }],
  ])('%j', (args, expected) => expect(parseServeArgs(args)).toEqual(expected));

  it.each<[string[], RegExp]>([
    [[], /Name the files or folders to serve/],
    [['--port', '8080'], /Name the files or folders to serve/],
    [['a.csv', '--port'], /--port needs a value/],
    [['a.csv', '--port', 'eighty'], /--port must be a whole number from 0 to 65535, not eighty/],
    [['a.csv', '--port', '70000'], /--port must be a whole number/],
    [['a.csv', '--verbose'], /Unknown option --verbose/],
    [['--clickhouse'], /--clickhouse needs a value/],
  ])('refuses %j', (args, message) => expect(() => parseServeArgs(args)).toThrow(message));
});
