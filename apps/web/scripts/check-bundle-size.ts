/**
 * The performance budget of the first visit: the JavaScript that dist/index.html loads for `/`
 * (the entry script and every modulepreload), gzipped, must stay under 130 KB. Run after
 * `vite build`; `pnpm test` runs it after the unit tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 130 * 1000;

const dist = join(import.meta.dirname, '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('check-bundle-size: dist/index.html is missing; run `pnpm build` first.');
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const tags = [
  ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
];
const files = [...new Set(tags.map((match) => match[1] ?? ''))].filter(Boolean);
if (files.length === 0) {
  console.error('check-bundle-size: no entry script found in dist/index.html.');
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
  total += size;
  console.log(`  ${(size / 1000).toFixed(2).padStart(8)} kB gz  ${file}`);
}
const verdict = total <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `initial JavaScript: ${(total / 1000).toFixed(2)} kB gzipped, ${verdict} the budget of ${INITIAL_JS_BUDGET_BYTES / 1000} kB`,
);
process.exit(total <= INITIAL_JS_BUDGET_BYTES ? 0 : 1);
