import { Transform } from 'node:stream';

/**
 * The page paints its content before any of its JavaScript is fetched or run.
 *
 * React Router's `<Scripts>` names every module of the page in `<link rel="modulepreload">`s
 * (which React places in the head) and starts them with an async module script. On a quick
 * connection that fetched, evaluated and began hydrating all of them before the first paint, and
 * on a phone's connection their bytes shared the line with the fonts and the product image:
 * Lighthouse's mobile LCP swung between 1.6 and 3.2 s with it (performance 84–99 on the same
 * page). `<Scripts>` has no option for either, so the page is rewritten on its way out: the
 * preloads leave the head, React Router's module script becomes inert text, and a small script
 * (with the page's CSP nonce) puts both back once the page has painted its content. The page's
 * forms and menus work before that (see the dead-window measurement in docs/lighthouse.md).
 *
 * The work then comes in tasks short enough not to hold up a tap (Lighthouse's Total Blocking
 * Time counts every task over 50 ms on a phone): the preloads go back a few at a time, and the
 * route modules are imported one by one with a pause between them, where React Router's script
 * imported them all at once and the browser evaluated them in one long task.
 *
 * Nothing else in the page is touched, and a page without these parts passes through unchanged.
 */
export function paintFirst(): Transform {
  let pending = '';
  let headDone = false;
  let scriptDone = false;
  let preloads: string[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      // Once both parts are rewritten, the rest of the page streams through as it comes.
      if (scriptDone) return done(null, chunk);
      pending += chunk.toString();
      if (!headDone) {
        const end = pending.indexOf(HEAD_END);
        if (end === -1) return done();
        headDone = true;
        const head = pending.slice(0, end);
        preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        pending = head.replace(MODULE_PRELOAD, '') + pending.slice(end);
      }
      if (!scriptDone) {
        const match = MODULE_SCRIPT.exec(pending);
        if (!match) {
          // Hold back only what could be the start of the script's tag.
          const keep = pending.lastIndexOf('<script');
          const out = keep === -1 ? pending : pending.slice(0, keep);
          pending = keep === -1 ? '' : pending.slice(keep);
          return done(null, out || undefined);
        }
        const end = pending.indexOf(SCRIPT_END, match.index + match[0].length);
        if (end === -1) return done();
        scriptDone = true;
        const body = pending.slice(match.index + match[0].length, end);
        pending =
          pending.slice(0, match.index) +
          startAfterFirstPaint(match[1], preloads) +
          importOneByOne(body) +
          pending.slice(end);
      }
      const out = pending;
      pending = '';
      done(null, out);
    },
    flush(done) {
      done(null, pending || undefined);
    },
  });
}

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's one inline module script: `<script nonce="…" type="module" async="">`. */
const MODULE_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">/;
const SCRIPT_END = '</script>';
const INERT_TYPE = 'text/x-module-after-paint';
/** React Router's static import of a route module: `import * as route0 from "/assets/….js";` */
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * Each route module imported on its own, after a pause that ends the task before it: a module
 * script may wait (`await`) at its top level.
 */
export function importOneByOne(script: string): string {
  return script.replace(
    ROUTE_IMPORT,
    'const $1 = await import($2);\nawait new Promise((resume) => setTimeout(resume, 0));',
  );
}

/** Preloads put back in one task: each starts a fetch, several milliseconds of a phone’s time. */
const PRELOADS_PER_TASK = 2;
/** Whatever happens (no paint timing, a paint never reported), the page starts by then. */
const SAFETY_MS = 3000;

/**
 * The starter: after the first contentful paint (the paint timing API) and one more frame, the
 * preloads go back into the head and the module script runs. Browsers without paint timing
 * start after a frame; a hidden tab, which paints nothing, starts at once.
 */
function startAfterFirstPaint(nonce: string | undefined, preloads: string[]) {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  const start =
    `document.addEventListener('DOMContentLoaded',function(){var d=document,started=0;` +
    `function s(){if(started++)return;` +
    `var h=${JSON.stringify(preloads)};(function next(){` +
    `h.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.href=u;d.head.appendChild(l)});` +
    `if(h.length)return setTimeout(next,0);` +
    `var o=d.querySelector('script[type="${INERT_TYPE}"]');if(!o)return;` +
    `var n=d.createElement('script');n.type='module';n.nonce=o.nonce;` +
    `n.textContent=o.textContent;o.replaceWith(n)})()}` +
    `function later(){requestAnimationFrame(function(){setTimeout(s,0)})}` +
    `setTimeout(s,${SAFETY_MS});` +
    `if(d.visibilityState==='hidden')return s();` +
    `var P=window.PerformanceObserver,fcp='first-contentful-paint';` +
    `if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return later();` +
    `if(performance.getEntriesByName(fcp).length)return later();` +
    `new P(function(l,o){if(l.getEntriesByName(fcp).length){o.disconnect();later()}})` +
    `.observe({type:'paint'})})`;
  return `<script${nonceAttribute}>${start}</script><script${nonceAttribute} type="${INERT_TYPE}">`;
}
