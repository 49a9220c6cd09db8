import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { SERVER_ROOT } from './core/paths';

/**
 * The folder-level dependency graph of the server has no cycle: core, every module folder, seed, migrations,
 * cli and the top-level files are the units. An edge is a relative import (`import`, `export … from`,
 * `import()`) from one unit to another, or SQL in one unit that names a table another unit owns: the owner of
 * a table is the unit whose entity declares it (`@Entity('name')`), or the one `TABLES_WITHOUT_ENTITY` names.
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

type SourceFile = { path: string; text: string };

/** Tables a migration creates without an entity, and the unit that owns each. */
const TABLES_WITHOUT_ENTITY: Record<string, string> = {
  personnel_count: 'modules/personnel',
  reminder_log: 'modules/reminders',
};

/** The units whose SQL is not a dependency: migrations create every table, seed fills them. */
const WITHOUT_TABLE_EDGES = new Set(['migrations', 'seed']);

/** The unit that owns each table: where its entity is declared, else `TABLES_WITHOUT_ENTITY`. */
function tableOwners(files: SourceFile[]): Map<string, string> {
  const owners = new Map(Object.entries(TABLES_WITHOUT_ENTITY));
  for (const file of files) {
    for (const [, table] of file.text.matchAll(/@Entity\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) owners.set(table, unitOf(file.path));
  }
  return owners;
}

/** The table of each entity class, by class name. */
function entityTables(files: SourceFile[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files) {
    for (const [, table, name] of file.text.matchAll(
      /@Entity\(\s*['"]([a-z_][a-z0-9_]*)['"][^)]*\)\s*(?:@\w+\([^)]*\)\s*)*export class (\w+)/g,
    )) {
      tables.set(name, table);
    }
  }
  return tables;
}

/** The tables the migrations create. */
function createdTables(files: SourceFile[]): Set<string> {
  const tables = new Set<string>();
  for (const file of files.filter((f) => unitOf(f.path) === 'migrations')) {
    for (const [, table] of file.text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z0-9_]*)/g)) tables.add(table);
  }
  return tables;
}

/** Query-builder methods whose first argument, as a string, is a table name. */
const TABLE_ARGUMENT_METHODS = /^(from|into|update|(inner|left)Join(AndSelect)?)$/;

/**
 * The tables a file's SQL names: in its string and template literals, a table after FROM, JOIN, INTO or UPDATE
 * (upper case, as the SQL of the server is written, so that a sentence in a message is not read as SQL), the
 * start of a list source's `from:` text, a string naming a table as the first argument of a query-builder
 * method, or an entity named by a string in `getRepository('Entity')` (an entity class itself is an import). A
 * column that shares a table's name is not a match: it never follows those words.
 */
function tablesNamed(file: SourceFile, tables: Map<string, string>, entities: Map<string, string>): Set<string> {
  const named = new Set<string>();
  // a file without one of those words, a `from:` or a call of those methods is not parsed
  if (
    !/\b(FROM|JOIN|INTO|UPDATE)\b|\bfrom:|\.(from|into|update|innerJoin|leftJoin|innerJoinAndSelect|leftJoinAndSelect|getRepository)\(/.test(
      file.text,
    )
  ) {
    return named;
  }
  const sql = (text: string): void => {
    for (const [, table] of text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(?:ONLY\s+)?([a-z_][a-z0-9_]*)\b/g)) {
      if (tables.has(table)) named.add(table);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ')
        : node.text;
      const parent = node.parent;
      if (parent && ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText() === 'from') {
        sql(`FROM ${text}`);
      } else if (
        parent &&
        ts.isCallExpression(parent) &&
        parent.arguments[0] === node &&
        ts.isPropertyAccessExpression(parent.expression) &&
        TABLE_ARGUMENT_METHODS.test(parent.expression.name.text) &&
        tables.has(text)
      ) {
        named.add(text);
      } else if (
        parent &&
        ts.isCallExpression(parent) &&
        parent.arguments[0] === node &&
        ts.isPropertyAccessExpression(parent.expression) &&
        parent.expression.name.text === 'getRepository' &&
        entities.has(text)
      ) {
        named.add(entities.get(text)!);
      } else {
        sql(text);
      }
      if (ts.isStringLiteralLike(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true));
  return named;
}

/**
 * The table-level graph: an edge from a unit to the owner of each table its SQL names. Migrations, seed and
 * tests are not read.
 */
function tableGraph(files: SourceFile[]): Map<string, Map<string, Set<string>>> {
  const owners = tableOwners(files);
  const entities = entityTables(files);
  const graph = new Map<string, Map<string, Set<string>>>();
  for (const file of files) {
    const from = unitOf(file.path);
    if (WITHOUT_TABLE_EDGES.has(from) || file.path.endsWith('.spec.ts')) continue;
    for (const table of tablesNamed(file, owners, entities)) {
      const to = owners.get(table)!;
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, new Set());
      edges.get(to)!.add(table);
    }
  }
  return graph;
}

function importGraph(files: SourceFile[]): Map<string, Set<string>> {
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

/** The import graph with the table-level edges added. */
function dependencyGraph(files: SourceFile[]): Map<string, Set<string>> {
  const graph = importGraph(files);
  for (const [from, owners] of tableGraph(files)) {
    if (!graph.has(from)) graph.set(from, new Set());
    for (const to of owners.keys()) graph.get(from)!.add(to);
  }
  return graph;
}

/**
 * Edges that still run against the layering and close a cycle (`'modules/a -> modules/b'`), each to be removed by
 * letting the lower unit export what the higher one reads, by a function the higher unit registers with the lower
 * one at start-up, or by an event: the list only shrinks, and an edge that no longer exists must leave it. Empty:
 * the folders of src have no cycle.
 */
const CYCLE_EDGES_TO_REMOVE: readonly string[] = [];

/** The graph the cycle check reads: without the edges to remove. */
function checkedGraph(graph: Map<string, Set<string>>, toRemove: readonly string[] = CYCLE_EDGES_TO_REMOVE): Map<string, Set<string>> {
  const allowed = new Set(toRemove);
  return new Map([...graph].map(([from, to]) => [from, new Set([...to].filter((unit) => !allowed.has(`${from} -> ${unit}`)))]));
}

/** The edges of `toRemove` the graph no longer has. */
function removedEdges(graph: Map<string, Set<string>>, toRemove: readonly string[]): string[] {
  return toRemove.filter((edge) => {
    const [from, to] = edge.split(' -> ');
    return !graph.get(from)?.has(to);
  });
}

/** The files of src and their dependency graph, read once for the tests below. */
let readFiles: SourceFile[] | undefined;
let builtGraph: Map<string, Set<string>> | undefined;
const srcFiles = (): SourceFile[] => (readFiles ??= sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') })));
const srcGraph = (): Map<string, Set<string>> => (builtGraph ??= dependencyGraph(srcFiles()));

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

  it('finds an edge to the owner of a table that SQL names', () => {
    const files = [
      { path: join(SRC, 'modules/b/b.entity.ts'), text: "@Entity('bee')\nexport class Bee {}" },
      { path: join(SRC, 'modules/c/c.entity.ts'), text: "@Entity('sea')\nexport class Sea {}" },
      { path: join(SRC, 'modules/d/d.entity.ts'), text: "@Entity('dee')\nexport class Dee {}" },
      { path: join(SRC, 'modules/e/e.entity.ts'), text: "@Entity('eel')\nexport class Eel {}" },
      { path: join(SRC, 'modules/f/f.entity.ts'), text: "@Entity('fen')\nexport class Fen {}" },
      { path: join(SRC, 'modules/g/g.entity.ts'), text: "@Entity('gale', { schema: 'public' })\n@Index(['x'])\nexport class Gale {}" },
      {
        path: join(SRC, 'modules/a/a.service.ts'),
        text: [
          "const one = 'SELECT b.fen, b.sea FROM bee b WHERE b.id = $1';",
          'const two = (t: string) => `SELECT 1 FROM x LEFT JOIN ${t} y ON true JOIN sea s ON s.id = y.id`;',
          "const three = { select: 'd.id', from: 'dee d' };",
          "const four = 'Remove the person from fen first';",
          "const five = em.createQueryBuilder().select('1').from('eel', 'e');",
          "const six = em.getRepository<{ id: string }>('Gale');",
        ].join('\n'),
      },
      { path: join(SRC, 'modules/c/c.service.ts'), text: 'export const sql = `UPDATE bee SET x = 1`;' },
      { path: join(SRC, 'migrations/1-Init.ts'), text: "await q.query('INSERT INTO sea (id) VALUES (1)');" },
      { path: join(SRC, 'modules/b/b.spec.ts'), text: "const q = 'SELECT 1 FROM sea';" },
    ];
    const edges = (unit: string) => Object.fromEntries([...(tableGraph(files).get(unit) ?? [])].map(([to, t]) => [to, [...t].sort()]));
    expect(edges('modules/a')).toEqual({
      'modules/b': ['bee'],
      'modules/c': ['sea'],
      'modules/d': ['dee'],
      'modules/e': ['eel'],
      'modules/g': ['gale'],
    });
    expect(edges('modules/c')).toEqual({ 'modules/b': ['bee'] });
    expect([...tableGraph(files).keys()].sort()).toEqual(['modules/a', 'modules/c']);
    expect(cycles(dependencyGraph(files))).toEqual([]);
    const back = [...files, { path: join(SRC, 'modules/b/b.service.ts'), text: "import { sql } from '../c/c.service';" }];
    expect(cycles(dependencyGraph(back))).toEqual([{ cycle: ['modules/b', 'modules/c', 'modules/b'], units: ['modules/b', 'modules/c'] }]);
  });

  it('knows the owner of every table the migrations create', () => {
    const files = srcFiles();
    const owners = tableOwners(files);
    expect([...createdTables(files)].filter((table) => !owners.has(table))).toEqual([]);
  });

  it('leaves the edges to remove out of the cycle check, and finds those that no longer exist', () => {
    const graph = importGraph([
      { path: join(SRC, 'modules/a/a.ts'), text: "import { b } from '../b/b';" },
      { path: join(SRC, 'modules/b/b.ts'), text: "import { a } from '../a/a';" },
    ]);
    expect(cycles(checkedGraph(graph, []))).toHaveLength(1);
    expect(cycles(checkedGraph(graph, ['modules/b -> modules/a']))).toEqual([]);
    expect(removedEdges(graph, ['modules/b -> modules/a', 'modules/b -> modules/c'])).toEqual(['modules/b -> modules/c']);
  });

  it('lists only edges that still exist among those to remove', () => {
    expect(removedEdges(srcGraph(), CYCLE_EDGES_TO_REMOVE)).toEqual([]);
  });

  it('has no cycle between the folders of src', () => {
    const graph = checkedGraph(srcGraph());
    expect(graph.size).toBeGreaterThan(20);
    const found = cycles(graph).map(
      ({ cycle, units }) => `${cycle.join(' -> ')} (a cycle among ${units.length} units: ${units.join(', ')})`,
    );
    expect(found).toEqual([]);
  });
});
