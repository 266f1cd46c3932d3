import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const findUp = (start: string, marker: string): string | undefined => {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

/**
 * The folder of the package that holds `fromDir`: the same answer from a service's TypeScript
 * source, from its bundle in dist/ and from a deployed image, so default paths work in all three.
 */
export const packageRoot = (fromDir: string): string => findUp(fromDir, 'package.json') ?? fromDir;

/** The workspace root when run inside the repository, else the working directory. */
export const workspaceRoot = (fromDir: string = process.cwd()): string =>
  findUp(fromDir, 'pnpm-workspace.yaml') ?? process.cwd();
