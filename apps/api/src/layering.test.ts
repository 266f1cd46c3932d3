import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The api's layering, read from its source: a feature folder may use another (through the
 * other's public module, or a model it owns), but no two features may depend on each other,
 * directly or round a longer loop; a piece both need belongs lower down, or the app passes one
 * to the other. The app's HTTP layer (src/http) serves every feature and imports none. Tests and
 * their helpers (`*.test.ts`, `testing.ts`) compose features as the app does and are left out.
 */
const src = dirname(fileURLToPath(import.meta.url));
const features = join(src, 'features');

const isTestSupport = (file: string) =>
  file.endsWith('.test.ts') ||
  file.endsWith(`${sep}testing.ts`) ||
  file.includes(`${sep}testing${sep}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTestSupport(path) ? [path] : [];
  });
}

/** The files `file` imports by relative path, resolved. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*'(\.[^']+)'/g)];
  return specifiers.map(([, specifier]) => resolve(dirname(file), specifier ?? ''));
}

/** The feature folder a path lies in, or undefined outside src/features. */
function featureOf(path: string): string | undefined {
  const inside = relative(features, path);
  if (inside.startsWith('..')) return undefined;
  return inside.split(sep)[0];
}

/** Feature → the features its files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(features)) {
    const from = featureOf(file) as string;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const target of relativeImports(file).map(featureOf)) {
      if (target && target !== from) uses.add(target);
    }
  }
  return graph;
}

/** Every loop in the graph, each as the features round it (`a → b → a`). */
function loops(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const last = path.at(-1) as string;
    for (const next of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at !== -1) {
        const loop = path.slice(at);
        // One name per loop, whichever feature it is walked from.
        const start = loop.indexOf([...loop].sort()[0] as string);
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' → '));
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const feature of graph.keys()) walk([feature]);
  return [...found].sort();
}

describe('the api’s layering', () => {
  it('has no two feature folders that depend on each other, directly or round a loop', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(loops(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['posts', new Set(['categories'])],
      ['categories', new Set(['posts'])],
      ['users', new Set(['auth'])],
      ['auth', new Set<string>()],
    ]);
    expect(loops(graph)).toEqual(['categories → posts → categories']);
  });

  it('keeps the HTTP layer free of features', () => {
    const intoFeatures = sourceFiles(join(src, 'http')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => featureOf(target) !== undefined)
        .map((target) => `${relative(src, file)} → ${relative(src, target)}`),
    );
    expect(intoFeatures).toEqual([]);
  });
});
