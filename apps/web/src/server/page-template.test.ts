import { BOOT_SCRIPT, fillTemplate, prepareTemplate } from './page-template';

// What `vite build` writes: the entry, its modules preloaded, one stylesheet.
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Orthodox Resources</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/api-client-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const assets: Record<string, string> = { '/assets/index-d4.css': 'body{color:#2a1f14}' };
const readAsset = (path: string) =>
  path in assets ? Promise.resolve(assets[path] ?? '') : Promise.reject(new Error(path));

describe('the frame of a server-rendered page', () => {
  it('carries its styles inside, so the first paint needs no other request', async () => {
    const frame = await prepareTemplate(BUILT_INDEX, readAsset);
    expect(frame).toContain('<style>body{color:#2a1f14}</style>');
    expect(frame).not.toContain('rel="stylesheet"');
  });

  it('loads the app through the boot script, after the page has painted', async () => {
    const frame = await prepareTemplate(BUILT_INDEX, readAsset);
    expect(frame).not.toContain('<script type="module"');
    expect(frame).not.toContain('modulepreload');
    expect(frame).toContain(
      `<script src="${BOOT_SCRIPT}" defer data-entry="/assets/index-a1.js" data-modules="/assets/react-b2.js /assets/api-client-c3.js"></script>`,
    );
  });

  it('refuses a build without a root element or an entry script', async () => {
    await expect(prepareTemplate('<html><body></body></html>', readAsset)).rejects.toThrow(
      'index.html has no <div id="root"></div>',
    );
    await expect(
      prepareTemplate('<html><body><div id="root"></div></body></html>', readAsset),
    ).rejects.toThrow('index.html has no module script');
  });

  it('puts the markup in #root, the data beside it and the page title in the head', () => {
    const page = fillTemplate(
      '<head><title>Orthodox Resources</title></head><body><div id="root"></div></body>',
      '<title>Booklets · Orthodox Resources</title><main>Booklets</main>',
      '{"queries":{}}',
      'prerendered-data',
    );
    expect(page).toBe(
      '<head><title>Booklets · Orthodox Resources</title></head><body><div id="root"><main>Booklets</main></div>' +
        '<script type="application/json" id="prerendered-data">{"queries":{}}</script></body>',
    );
  });
});
