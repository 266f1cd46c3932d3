// Measures the "dead window" of a server-rendered page on a throttled phone: how long a control
// is on screen before a tap on it does anything. `pnpm --filter @ministry/e2e dead-window [url]`
// (default: starts the production build like the browser tests do). Phone profile: CPU 4x slower
// (CDP) and a slow mobile network (150 ms latency, 1.6 Mbit/s down, Lighthouse's mobile figures).
//
// A control "responds" when either it works without JavaScript (a <details> summary, a form that
// posts) or React has attached its handlers to it (hydration reached it); it "shows" at the first
// paint that contains it.
import { launchBrowser, PHONE } from './support/browser';
import { startE2EStack } from './support/stack';

const RUNS = Number(process.env.RUNS ?? 5);

interface Probe {
  name: string;
  path: string;
  /** A CSS selector for the control, evaluated in the page. */
  selector: string;
}

const PROBES: Probe[] = [
  {
    name: 'Add to Cart (product page)',
    path: '/product/gospel-of-john-study?format=digital',
    selector: 'main form button[type=submit], main button',
  },
  {
    name: 'phone menu button (home)',
    path: '/',
    selector: 'header summary, header .md\\:hidden button',
  },
];

/**
 * Runs in the page before anything else: records when the control first exists, and when it
 * first responds (native behaviour, or React's props on the element).
 */
const PROBE_SCRIPT = (selector: string, label: string) => `
  (() => {
    const result = { shownAt: null, readyAt: null, native: false };
    window.__deadWindow = result;
    const find = () => [...document.querySelectorAll(${JSON.stringify(selector)})]
      .find((el) => (el.textContent || '').includes(${JSON.stringify(label)}) || el.tagName === 'SUMMARY');
    const tick = () => {
      const el = find();
      if (el) {
        if (result.shownAt === null) result.shownAt = performance.now();
        const native = el.tagName === 'SUMMARY' || (el.form && el.form.method === 'post');
        const hydrated = Object.keys(el).some((key) => key.startsWith('__reactProps'));
        if (native || hydrated) {
          result.native = native;
          result.readyAt = performance.now();
          return;
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })();`;

async function measure(baseUrl: string, probe: Probe, label: string) {
  const browser = await launchBrowser();
  const results: { shownAt: number; readyAt: number; native: boolean }[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.addInitScript({ content: PROBE_SCRIPT(probe.selector, label) });
      await page.goto(`${baseUrl}${probe.path}`, { waitUntil: 'load' });
      const result = await page.waitForFunction(
        () => {
          const r = (window as unknown as { __deadWindow: { readyAt: number | null } })
            .__deadWindow;
          return r.readyAt !== null ? r : null;
        },
        undefined,
        { timeout: 60_000, polling: 100 },
      );
      results.push((await result.jsonValue()) as (typeof results)[number]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const windows = results.map((r) => r.readyAt - r.shownAt).sort((a, b) => a - b);
  const median = windows[Math.floor(windows.length / 2)] ?? NaN;
  console.log(
    `${probe.name}: dead window median ${Math.round(median)} ms (runs: ${windows.map(Math.round).join(', ')} ms)` +
      (results.some((r) => r.native) ? ' — works without JavaScript' : ''),
  );
}

const given = process.argv[2];
const stack = given ? null : await startE2EStack();
const baseUrl = given ?? stack!.url;
try {
  await measure(baseUrl, PROBES[0]!, 'Add to Cart');
  await measure(baseUrl, PROBES[1]!, 'menu');
} finally {
  await stack?.stop();
}
