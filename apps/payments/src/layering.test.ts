import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The payments service's layering, read from its source (the api's layering test, applied to
 * payments): a folder of src may use another, but no two folders may depend on each other,
 * directly or round a longer loop; a piece both need moves down to `shared/`, or the app passes
 * one to the other. `shared/` sits at the bottom and imports no folder. Tests, the test harness
 * (`testing/`) and the owner's scripts (`scripts/`) compose folders as the app does and are left
 * out.
 */
const src = dirname(fileURLToPath(import.meta.url));

/** Folders that may import anything: they sit above the service, beside its tests. */
const COMPOSERS = new Set(['testing', 'scripts']);

const folders = () =>
  readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !COMPOSERS.has(entry.name))
    .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files `file` imports by relative path, resolved. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*'(\.[^']+)'/g)];
  return specifiers.map(([, specifier]) => resolve(dirname(file), specifier ?? ''));
}

/** The folder of src a path lies in, or undefined for a file at the top of src (app.ts, env.ts). */
function folderOf(path: string): string | undefined {
  const parts = relative(src, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return parts[0];
}

/** Folder → the folders its files import. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of folders()) {
    const uses = new Set<string>();
    graph.set(folder, uses);
    for (const file of sourceFiles(join(src, folder))) {
      for (const target of relativeImports(file).map(folderOf)) {
        if (target && target !== folder) uses.add(target);
      }
    }
  }
  return graph;
}

/** Every loop in the graph, each as the folders round it (`a → b → a`). */
function loops(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const last = path.at(-1) as string;
    for (const next of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at !== -1) {
        const loop = path.slice(at);
        // One name per loop, whichever folder it is walked from.
        const start = loop.indexOf([...loop].sort()[0] as string);
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const folder of graph.keys()) walk([folder]);
  return [...found].sort();
}

describe('the payments service’s layering', () => {
  it('has no two folders that depend on each other, directly or round a loop', () => {
    const graph = folderGraph();
    expect([...graph.keys()]).toEqual(
      expect.arrayContaining(['checkout', 'emails', 'gifts', 'library', 'orders', 'shared']),
    );
    expect(loops(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['checkout', new Set(['orders'])],
      ['orders', new Set(['emails'])],
      ['emails', new Set(['checkout'])],
      ['gifts', new Set(['library'])],
      ['library', new Set(['gifts'])],
      ['shared', new Set<string>()],
    ]);
    expect(loops(graph)).toEqual([
      'checkout → orders → emails → checkout',
      'gifts → library → gifts',
    ]);
  });

  it('keeps shared/ at the bottom, importing no other folder', () => {
    expect([...(folderGraph().get('shared') ?? [])]).toEqual([]);
  });

  it('sees the imports it judges: the order desk’s use of emails and shared', () => {
    const graph = folderGraph();
    expect([...(graph.get('orders') ?? [])]).toEqual(expect.arrayContaining(['emails', 'shared']));
  });
});
