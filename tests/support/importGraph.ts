import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every file under `folder`, at any depth. */
export const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, jsx: ts.JsxEmit.ReactJSX };

/**
 * Each TypeScript file's imports of the others, resolved as the compiler resolves them: every
 * `import` and `export … from` (type-only ones too) and every `import()`.
 */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const imported = importedFiles.map(({ fileName }) => ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName);
      return [file, [...new Set(imported.filter((target): target is string => target !== undefined && known.has(target)))]];
    }),
  );
}

/**
 * The circles of a graph: each set of files that import one another through some chain (a
 * strongly connected component of more than one file, or a file that imports itself), by
 * Tarjan's algorithm; each in the graph's order.
 */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop()!; ; top = stack.pop()!) {
      onStack.delete(top);
      component.push(top);
      if (top === file) break;
    }
    if (component.length > 1 || graph.get(file)?.includes(file)) {
      const order = [...graph.keys()];
      found.push(component.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}
