/**
 * The built index.html made into the frame of a server-rendered page. Such a page is whole
 * before any script runs, so it is tuned to paint first and load its code after:
 * - the stylesheets are written into the page (no round trip before the first paint);
 * - the app's entry and modules are started by /boot.js once the page has painted, instead of
 *   being fetched at once alongside the fonts and pictures the first paint needs.
 * Pages the browser renders itself (the app shell) keep index.html as it is.
 */

const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*?href="([^"]+\.css)"[^>]*>/g;
const ENTRY = /<script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;
/** What React writes first when a page has a title: hoisted elements, then the title. */
const HOISTED_TITLE = /^((?:<(?:link|meta)\b[^>]*>)*)(<title>[^<]*<\/title>)/;

export const BOOT_SCRIPT = '/boot.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The frame of every server-rendered page; `readAsset` gives a built file by its path. */
export async function prepareTemplate(
  indexHtml: string,
  readAsset: (path: string) => Promise<string>,
): Promise<string> {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const entry = ENTRY.exec(indexHtml);
  if (!entry?.[1]) throw new Error('index.html has no module script');

  let page = indexHtml;
  for (const [link, href] of indexHtml.matchAll(STYLESHEET)) {
    const css = await readAsset(href ?? '');
    page = page.replace(link, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  const modules = [...indexHtml.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
  const boot =
    `<script src="${BOOT_SCRIPT}" defer data-entry="${escapeAttribute(entry[1])}"` +
    ` data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
  return page.replace(MODULE_PRELOAD, '').replace(entry[0], () => boot);
}

/**
 * A rendered page: the app's markup in `#root`, its data beside it (JSON, never run), and the
 * page's own title (which React writes at the start of the markup) in place of the frame's.
 */
export function fillTemplate(template: string, markup: string, dataJson: string, dataId: string) {
  const hoisted = HOISTED_TITLE.exec(markup);
  const title = hoisted?.[2];
  const body = hoisted ? (hoisted[1] ?? '') + markup.slice(hoisted[0].length) : markup;
  const page = title ? template.replace(TITLE, () => title) : template;
  return page.replace(
    ROOT,
    () =>
      `<div id="root">${body}</div><script type="application/json" id="${dataId}">${dataJson}</script>`,
  );
}
