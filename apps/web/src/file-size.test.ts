import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file over ~300 lines is a sign two jobs live together (STYLE.md). The admin, which grew
 * files of 670 lines, is held to it: every file under features/admin, code and tests alike.
 */
const MAX_LINES = 300;
const src = dirname(fileURLToPath(import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Lines as an editor numbers them: a final newline does not start another. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the size of files', () => {
  it(`keeps every file in features/admin at ${MAX_LINES} lines or fewer`, () => {
    const admin = join(src, 'features/admin');
    const files = filesUnder(admin);
    const tooLong = files
      .map((path) => ({ path, lines: lineCount(readFileSync(path, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${relative(src, path)}: ${lines} lines`);

    expect(files.length).toBeGreaterThan(0);
    expect(tooLong).toEqual([]);
  });
});
