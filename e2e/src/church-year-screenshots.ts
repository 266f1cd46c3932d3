// `pnpm --filter @ministry/e2e screenshots:church-year`: the home page as on a day of Great Lent
// and on Pascha, and `/today` on a feast and in a fast, at desktop (1280×800) and phone (390×844)
// widths, as docs/screenshots/home-<day>-<width>.png and today-<day>-<width>.png. Each day is its own shop, started with SITE_DATE (the
// preview clock the web's server render and its calls to the api follow; production refuses it).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';
import { see } from './support/see';
import { startE2EStack } from './support/stack';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * The days pictured: the page, the line it must show before the picture is taken (the Today
 * line's on `/`, the day's heading on `/today`) and the file's name.
 */
const DAYS = [
  { name: 'great-lent', date: '2027-03-25', path: '/', line: /Great Lent · day 11/ },
  { name: 'pascha', date: '2027-05-02', path: '/', line: /Pascha · Christ is risen!/ },
  // The Meeting of the Lord, a great feast; and a day of the Nativity Fast.
  { name: 'feast', date: '2027-02-02', path: '/today', line: /Tuesday, 2 February 2027/ },
  { name: 'fast', date: '2026-12-09', path: '/today', line: /Wednesday, 9 December 2026/ },
] as const;

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  for (const day of DAYS) {
    process.env.SITE_DATE = day.date;
    const stack = await startE2EStack();
    try {
      for (const [width, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const context = await newVisitor(browser, {
          baseURL: stack.url,
          viewport,
          mobile: width === 'phone',
        });
        try {
          // The same pearl in every picture, as in screenshots.ts.
          await context.addInitScript(() => {
            Math.random = () => 0.25;
          });
          const page = await context.newPage();
          await page.goto(day.path);
          if (day.path === '/') {
            await see(
              page.getByRole('complementary', { name: 'Today in the Church' }).getByText(day.line),
            );
            // The season's resources, below the welcome: the whole page is taken.
            await see(page.getByRole('region', { name: /For this season/ }));
          } else {
            await see(page.getByRole('heading', { level: 1, name: day.line }));
            await see(page.getByRole('region', { name: 'Readings' }));
          }
          // Pictures below the fold load lazily: pass them once so the whole page shows them.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.evaluate(() => document.fonts.ready);
          const file = join(OUT, `${day.path === '/' ? 'home' : 'today'}-${day.name}-${width}.png`);
          await page.screenshot({
            path: file,
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          });
          console.log(`screenshots: ${file}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await stack.stop();
    }
  }
} finally {
  delete process.env.SITE_DATE;
  await browser.close();
}
