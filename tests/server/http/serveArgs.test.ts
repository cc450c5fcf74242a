import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '../../../src/server/http/serveArgs';

describe('parseServeArgs: options before or after the files', () => {
  it.each<[string[], ReturnType<typeof parseServeArgs>]>([
    [['data.csv'], { paths: ['data.csv'], port: 4173, host: '127.0.0.1', clickhouse: null, memory: '1GB' }],
    [['--port', '8080', 'a.csv', 'folder'], { paths: ['a.csv', 'folder'], port: 8080, host: '127.0.0.1', clickhouse: null, memory: '1GB' }],
    [['a.csv', '--port=0', '--host', '0.0.0.0'], { paths: ['a.csv'], port: 0, host: '0.0.0.0', clickhouse: null, memory: '1GB' }],
    [['a.csv', '--clickhouse', 'http://ch:8123'], { paths: ['a.csv'], port: 4173, host: '127.0.0.1', clickhouse: 'http://ch:8123', memory: '1GB' }],
    [['--clickhouse=https://user:pw@ch:8443/grid'], { paths: [], port: 4173, host: '127.0.0.1', clickhouse: 'https://user:pw@ch:8443/grid', memory: '1GB' }],
    [['--host=::1', 'x.parquet'], { paths: ['x.parquet'], port: 4173, host: '::1', clickhouse: null, memory: '1GB' }],
    [['x.parquet', '--memory', '4GB'], { paths: ['x.parquet'], port: 4173, host: '127.0.0.1', clickhouse: null, memory: '4GB' }],
    [['--memory=800 MB', 'x.parquet'], { paths: ['x.parquet'], port: 4173, host: '127.0.0.1', clickhouse: null, memory: '800 MB' }],
  ])('%j', (args, expected) => expect(parseServeArgs(args)).toEqual(expected));

  it.each<[string[], RegExp]>([
    [[], /Name the files or folders to serve/],
    [['--port', '8080'], /Name the files or folders to serve/],
    [['a.csv', '--port'], /--port needs a value/],
    [['a.csv', '--port', 'eighty'], /--port must be a whole number from 0 to 65535, not eighty/],
    [['a.csv', '--port', '70000'], /--port must be a whole number/],
    [['a.csv', '--verbose'], /Unknown option --verbose/],
    [['a.csv', '--memory', 'lots'], /--memory must be a size such as 1.2GB or 800MB, not lots/],
    [['a.csv', '--memory', '2TB'], /--memory must be a size/],
    [['--clickhouse'], /--clickhouse needs a value/],
  ])('refuses %j', (args, message) => expect(() => parseServeArgs(args)).toThrow(message));
});
