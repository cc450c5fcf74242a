// The shape of src as the guide asks it: no import circle (type imports count), no file over 350 lines.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, filesUnder, importGraph } from './support/importGraph';

const SRC = join(import.meta.dirname, '..', 'src');
const MAX_LINES = 350;
const files = filesUnder(SRC);
const named = (paths: readonly string[]) => paths.map((path) => relative(SRC, path).split('\\').join('/'));

describe('circles: files that import one another through some chain', () => {
  it.each<[string, Record<string, string[]>, string[][]]>([
    ['none in a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['none where two import one file', { a: ['c'], b: ['c'], c: [] }, []],
    ['two that import each other', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    ['a file that imports itself', { a: ['a'], b: [] }, [['a']]],
    ['a long way round, with a file outside it', { a: ['b'], b: ['c'], c: ['d'], d: ['a', 'e'], e: [] }, [['a', 'b', 'c', 'd']]],
    ['two circles apart', { a: ['b'], b: ['a'], c: ['d'], d: ['c'], e: ['a', 'c'] }, [['a', 'b'], ['c', 'd']]],
  ])('%s', (_name, graph, expected) => {
    expect(circles(new Map(Object.entries(graph)))).toEqual(expected);
  });
});

describe('src', () => {
  it('reads its imports: static, type-only, re-exported and dynamic alike', () => {
    const graph = importGraph(files.filter((file) => /\.tsx?$/.test(file)));
    const importsOf = (file: string) => named(graph.get(join(SRC, file))!);
    // A type-only import, a value import and an import() of one file each.
    expect(importsOf('engine/rowIndex.ts')).toContain('engine/valueIds.ts');
    expect(importsOf('data/tabData.ts')).toEqual(expect.arrayContaining(['engine/highlight.ts', 'engine/columnValues.ts', 'data/lists.ts', 'data/tableRows.ts']));
    expect(importsOf('data/tableRows.ts')).toContain('engine/tableIndex.ts');
  });

  it('has no import circle: a file never imports, through any chain, a file that imports it', () => {
    const graph = importGraph(files.filter((file) => /\.tsx?$/.test(file)));
    expect(circles(graph).map(named)).toEqual([]);
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const lines = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
    expect(files.filter((file) => lines(file) > MAX_LINES).map((file) => `${named([file])[0]}: ${lines(file)} lines`)).toEqual([]);
  });
});
