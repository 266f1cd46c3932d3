// All the JavaScript Chromium fetches for a page before anyone touches it (gzipped sizes of
// the scripts' bodies): `pnpm --filter @ministry/e2e initial-js <url>`.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './support/browser';

const url = process.argv[2] ?? 'http://localhost:8080/';
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const sizes: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        sizes.push({ url: response.url(), bytes: gzipSync(body).length });
      }),
    );
  });
  // The page's code starts after its first paint: wait until React has the page, then until
  // nothing more is fetched.
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  sizes.sort((a, b) => b.bytes - a.bytes);
  for (const { url: script, bytes } of sizes) {
    console.log(`${(bytes / 1000).toFixed(2).padStart(8)} kB gz  ${new URL(script).pathname}`);
  }
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `all JavaScript fetched: ${(total / 1000).toFixed(2)} kB gzipped (${sizes.length} files)`,
  );
} finally {
  await browser.close();
}
