// The readings' text, on the server only: the World English Bible's New Testament (public
// domain), one compact JSON file per book in data/web, read from disk the first time a book is
// asked for and kept. Imported as `@ministry/calendar/texts`, never from the package's main entry,
// so no text can reach the browser's bundle.
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newTestamentBooks, parseVerses } from './references.js';

export interface Verse {
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

/**
 * The folder of the books: beside this source in the workspace and its tests; bundled into a
 * service (the api's dist/server.js) this module has moved, so the package is found as the
 * service has it installed (a link in the workspace, a copy in the production image).
 */
function findDataDir(): string {
  const beside = fileURLToPath(new URL('../../data/web/', import.meta.url));
  if (existsSync(join(beside, 'SOURCE.md'))) return beside;
  const installed = createRequire(import.meta.url).resolve('@ministry/calendar/package.json');
  return join(dirname(installed), 'data', 'web') + '/';
}

let dataDir: string | undefined;
const books = new Map<string, readonly (readonly string[])[]>();

function bookText(book: string): readonly (readonly string[])[] {
  let chapters = books.get(book);
  if (!chapters) {
    dataDir ??= findDataDir();
    chapters = JSON.parse(readFileSync(`${dataDir}${book}.json`, 'utf8')) as string[][];
    books.set(book, chapters);
  }
  return chapters;
}

/** Whether `textOf` can give a reference's words (the Old Testament's are not shipped yet). */
export const hasText = (reference: string): boolean =>
  !reference.startsWith('Comp:') &&
  parseVerses(reference).every(({ book }) => newTestamentBooks.has(book));

/**
 * The verses of a reference in the tables' form ("Luke_10038_10042|Luke_11027_11028"), in the
 * WEB; `undefined` when the text is not shipped (Old Testament and composite readings).
 */
export function textOf(reference: string): Verse[] | undefined {
  if (!hasText(reference)) return undefined;
  const verses: Verse[] = [];
  for (const { book, from, to } of parseVerses(reference)) {
    const chapters = bookText(book);
    for (let chapter = from.chapter; chapter <= to.chapter; chapter++) {
      const lines = chapters[chapter - 1] ?? [];
      const first = chapter === from.chapter ? from.verse : 1;
      const last = chapter === to.chapter ? to.verse : lines.length;
      for (let verse = first; verse <= last; verse++) {
        const text = lines[verse - 1];
        // The WEB, like most modern texts, leaves some verses empty (e.g. Matthew 17:21).
        if (text) verses.push({ book, chapter, verse, text });
      }
    }
  }
  return verses;
}
