import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { SERVER_ROOT } from './core/paths';

/**
 * The folder-level import graph of the server has no cycle: core, every module folder, seed, migrations,
 * cli and the top-level files are the units; an edge is a relative import (`import`, `export … from`,
 * `import()`) from one unit to another.
 */

const SRC = join(SERVER_ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The unit a path under src belongs to: `modules/<name>` for a module, else the first folder or file name. */
function unitOf(path: string): string {
  const parts = relative(SRC, path).split(sep);
  if (parts[0] === 'modules' && parts.length > 1) return `modules/${parts[1]}`;
  return parts[0].replace(/\.(ts|js)$/, '');
}

function importGraph(files: { path: string; text: string }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = unitOf(file.path);
    if (!graph.has(from)) graph.set(from, new Set());
    const { importedFiles } = ts.preProcessFile(file.text, true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file.path), fileName);
      if (relative(SRC, target).startsWith('..')) continue;
      const to = unitOf(target);
      if (to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The strongly connected components with more than one unit (Tarjan), each as one cycle and its members. */
function cycles(graph: Map<string, Set<string>>): { cycle: string[]; units: string[] }[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: { cycle: string[]; units: string[] }[] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) {
        found.push({ cycle: cyclePath(graph, new Set(component)), units: component.sort() });
      }
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** One concrete cycle inside a component: a shortest path from its first unit back to itself. */
function cyclePath(graph: Map<string, Set<string>>, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of [...(graph.get(v) ?? [])].sort()) {
      if (!component.has(w)) continue;
      if (w === start) {
        const chain: string[] = [];
        for (let u = v; u !== start; u = previous.get(u)!) chain.unshift(u);
        return [start, ...chain, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component];
}

describe('module graph', () => {
  it('finds a cycle when there is one', () => {
    const files = [
      { path: join(SRC, 'core/a.ts'), text: "import { b } from '../modules/b/b';" },
      { path: join(SRC, 'modules/b/b.ts'), text: "export { c } from '../c/c';" },
      { path: join(SRC, 'modules/c/c.ts'), text: "const a = () => import('../../core/a');" },
      { path: join(SRC, 'modules/d/d.ts'), text: "import '../../core/a';" },
    ];
    expect(cycles(importGraph(files))).toEqual([
      { cycle: ['core', 'modules/b', 'modules/c', 'core'], units: ['core', 'modules/b', 'modules/c'] },
    ]);
  });

  it('has no cycle between the folders of src', () => {
    const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(20);
    const found = cycles(graph).map(
      ({ cycle, units }) => `${cycle.join(' -> ')} (a cycle among ${units.length} units: ${units.join(', ')})`,
    );
    expect(found).toEqual([]);
  });
});
