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
        scriptDone = true;
        pending = pending.replace(match[0], startAfterFirstPaint(match[1], preloads));
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
const INERT_TYPE = 'text/x-module-after-paint';
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
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.href=h;d.head.appendChild(l)});` +
    `var o=d.querySelector('script[type="${INERT_TYPE}"]');if(!o)return;` +
    `var n=d.createElement('script');n.type='module';n.nonce=o.nonce;` +
    `n.textContent=o.textContent;o.replaceWith(n)}` +
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
