/**
 * Structure checks of the source tree: no import cycles (between files, hence none between features), and a map of
 * the code (docs/architecture.md) whose paths all exist.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript resolves it (extension or index file left out). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The static imports of a file that load code when it runs: `import type` and `export type` are erased, and
 * `import()` loads later, on demand, so neither can take part in a cycle at load time.
 */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    if (!match[2]) specifiers.push(match[3]);
  }
  return specifiers;
}

/** Every cycle of a graph, one path per strongly connected component of more than one node (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.reverse());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Each source file of src/ and the files it imports at load time. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const imports = runtimeImports(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(relative(ROOT, file), imports.map((target) => relative(ROOT, target)));
  }
  return graph;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/** Which feature uses which, by any import, lazy ones included: a page that composes features belongs to src/app. */
function featureGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, 'src/features'))) {
    const from = featureOf(relative(ROOT, file))!;
    const used = [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*)['"](\.[^'"]+)['"]/g)]
      .map((match) => featureOf(relative(ROOT, resolve(dirname(file), match[1])) + '/'))
      .filter((to): to is string => to !== undefined && to !== from);
    graph.set(from, [...new Set([...(graph.get(from) ?? []), ...used])]);
  }
  return graph;
}

describe('the source tree', () => {
  it('has no import cycles between files', () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it('has no cycles between features: a page composed of several lives in src/app/pages', () => {
    expect(cycles(featureGraph())).toEqual([]);
  });

  it('finds a cycle when there is one, and none in type-only or lazy imports', () => {
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
    const source = ["import type { A } from './a';", "import { b } from './b';", "export { c } from './c';", "export type { D } from './d';", "const e = () => import('./e');", "import './f.css';"].join('\n');
    expect(runtimeImports(source)).toEqual(['./b', './c', './f.css']);
  });

  it('is mapped by docs/architecture.md, every path of whose folders table exists', () => {
    const map = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const start = map.indexOf('## Folders');
    const rows = map.slice(start, map.indexOf('\n## ', start + 1)).split('\n').filter((line) => line.startsWith('| `'));
    const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    // The first column names paths; the second may add fragments (`api/`) but any path from the root must exist.
    const named = rows.flatMap((row) => codeSpans(row.split(' | ')[0]));
    const mentioned = rows.flatMap((row) => codeSpans(row).filter((span) => /^(src|functions|scripts|tests|docs|contracts)\//.test(span)));
    const paths = [...new Set([...named, ...mentioned])].map((path) => path.replace(/<area>.*$/, ''));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
