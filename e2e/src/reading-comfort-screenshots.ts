// `pnpm --filter @ministry/e2e screenshots:reading-comfort`: large print and print, as
// docs/screenshots/reading-large-print-phone.png (a prayer at 200% text on a 390 px phone, in
// reading mode, two screens tall), reading-large-print-desktop.png (the same at 1280 px) and
// printed-prayer.png (the prayer's first printed page, US Letter, rendered by poppler's
// pdftoppm). Starts its own shop and browser, as screenshots.ts does.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { printToPdf } from './support/print';
import { see } from './support/see';
import { startE2EStack } from './support/stack';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
const PRAYER = '/product/morning-and-evening-prayers?format=digital';

mkdirSync(OUT, { recursive: true });
const stack = await startE2EStack();
const browser = await launchBrowser().catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
try {
  // On the phone the header, grown with the text, fills the first screen: a window two screens
  // tall shows the prayer's page too.
  for (const [width, viewport] of [
    ['phone', { ...PHONE, height: PHONE.height * 2 }],
    ['desktop', DESKTOP],
  ] as const) {
    // Not newVisitor's: tsx names the functions it compiles with a helper of its own, which its
    // script that tells when a page has hydrated would miss in the page. The text size the
    // control shows says it instead: it shows the stored size once hydrated.
    const context = await browser.newContext({
      baseURL: stack.url,
      viewport,
      isMobile: width === 'phone',
      hasTouch: width === 'phone',
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    try {
      // The same pearl in every picture, as in screenshots.ts; the size as the header stores it.
      await context.addInitScript(() => {
        Math.random = () => 0.25;
        localStorage.setItem('text-size', '200');
        localStorage.setItem('reading-mode', 'on');
      });
      const page = await context.newPage();
      await page.goto(PRAYER);
      await see(page.getByText('Text size 200%', { exact: true }));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // The cover, which a phone's first screens show.
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('main img')?.complete,
      );
      const file = join(OUT, `reading-large-print-${width}.png`);
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
      console.log(`screenshots: ${file}`);

      if (width === 'desktop') {
        // Paper knows nothing of the screen's text size or reading mode.
        const pdf = await printToPdf(page, 'Letter');
        const prefix = join(OUT, 'printed-prayer');
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          pdf,
          prefix,
        ]);
        console.log(`screenshots: ${prefix}.png`);
      }
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
