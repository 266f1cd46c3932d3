// A page as it prints (Chromium's own PDF, the print stylesheet applied) and the text of each
// printed page, read by poppler's pdftotext (Debian's poppler-utils) in reading order.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Saves the page printed on paper of `format` as a PDF file and says where. */
export async function printToPdf(page: Page, format: 'A5' | 'Letter' = 'Letter'): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'print-')), 'page.pdf');
  writeFileSync(file, await page.pdf({ format }));
  return file;
}

/** Each printed page's lines, without the empty ones and their surrounding space. */
export function pdfPages(file: string): string[][] {
  let text: string;
  try {
    text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing ? 'pdftotext is missing: apt-get install poppler-utils' : String(error),
      {
        cause: error,
      },
    );
  }
  return text
    .split('\f')
    .map((page) =>
      page
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
