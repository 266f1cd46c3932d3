import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { importOneByOne, paintFirst } from './paint-first';

const through = (chunks: string[]) => text(Readable.from(chunks).pipe(paintFirst()));

const page = [
  '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/b.js" nonce="abc"/><title>T</title></he',
  'ad><body><p>Hello</p><script nonce="abc">window.__context = 1;</script><scr',
  'ipt nonce="abc" type="module" async="">\nimport * as route0 from "/assets/a.js";\nimport * as route1 from "/assets/b.js";\nwindow.__modules = {route0, route1};\nimport("/assets/entry.js");</script>',
  '<p>after</p></body></html>',
];
const STARTER = /<script nonce="abc">(document\.addEventListener.*?)<\/script>/;

describe('paintFirst', () => {
  it('takes the module preloads out of the head and gives them to the starter', async () => {
    const html = await through(page);

    expect(html).toContain('<head><title>T</title></head>');
    expect(STARTER.exec(html)?.[1]).toContain('["/assets/a.js","/assets/b.js"]');
  });

  it("keeps React Router's module script inert until the starter runs it after the first paint", async () => {
    const html = await through(page);

    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain('<script nonce="abc" type="text/x-module-after-paint">\nconst route0');
    expect(STARTER.exec(html)?.[1]).toContain("'first-contentful-paint'");
  });

  it('changes nothing else in the page', async () => {
    const html = await through(page);
    const rest = html
      .replace(STARTER, '')
      .replace('type="text/x-module-after-paint"', 'type="module" async=""');

    expect(rest).toBe(
      page
        .join('')
        .replace(/<link rel="modulepreload"[^>]*\/>/g, '')
        .replace(/import \* as route\d from "[^"]+";/g, (line) => importOneByOne(line)),
    );
  });

  it('imports the route modules one at a time, each after a pause, then starts the entry', () => {
    const script =
      'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\nwindow.__modules = {route0, route1};\nimport("/assets/entry.js");';

    expect(importOneByOne(script)).toBe(
      [
        'const route0 = await import("/assets/root.js");',
        'await new Promise((resume) => setTimeout(resume, 0));',
        'const route1 = await import("/assets/home.js");',
        'await new Promise((resume) => setTimeout(resume, 0));',
        'window.__modules = {route0, route1};',
        'import("/assets/entry.js");',
      ].join('\n'),
    );
  });

  it('passes a page without scripts through whole', async () => {
    expect(await through(['<p>', 'plain</p>'])).toBe('<p>plain</p>');
  });
});
