/**
 * Writes the storefront's artwork into public/: the placeholder, one banner per catalogue page,
 * the purpose banner, the candle video's poster and one picture per product of the demo
 * catalogue (packages/catalogue-seed, plus any other /images/… address it mentions). The output
 * is committed; run again after the seed changes:
 *
 *   pnpm --filter @ministry/web exec tsx scripts/generate-artwork.ts
 *
 * Every picture is drawn from a few simple shapes in the site's colours: a gold frame, a motif
 * for the kind of resource (cross, book, rope, icon…) and the title. The share picture (the
 * social card of pages without a picture of their own) must be a PNG, which social networks
 * read: it is drawn the same way, with the site's EB Garamond, and photographed by Chromium
 * (the one the browser tests use: @ministry/stack/chromium), as are the app's icons.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '@ministry/stack/chromium';
import type { ProductCategory } from '@ministry/contracts';
import { productImageAddress, SEED_TITLES } from '@ministry/catalogue-seed';

const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');

const GOLD = '#d4ad5a';
const GOLD_LIGHT = '#f0d79a';
const PARCHMENT = '#fbf5e8';

/** The Church's liturgical colours, one per kind of resource. */
const PALETTE: Record<ProductCategory, { dark: string; mid: string; label: string }> = {
  prayers: { dark: '#420e17', mid: '#7a1d2e', label: 'Orthodox Prayers' },
  biblestudies: { dark: '#121d38', mid: '#27386a', label: 'Bible Study' },
  booklets: { dark: '#2a1533', mid: '#55306a', label: 'Booklet' },
  graphics: { dark: '#3a1409', mid: '#7a2e12', label: 'Orthodox Graphics' },
  freebies: { dark: '#13301f', mid: '#2c5a3c', label: 'Free Resource' },
  nutsandbolts: { dark: '#2d2115', mid: '#5c4329', label: 'Nuts & Bolts of Prayer' },
  general: { dark: '#420e17', mid: '#7a1d2e', label: 'Orthodox Resources' },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into lines of at most `width` characters, breaking between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The three-bar Orthodox cross, centred on (x, y), `size` tall. The footrest rises on Christ's
 * right, toward the penitent thief: the viewer's left.
 */
function cross(x: number, y: number, size: number, fill: string): string {
  const u = size / 32;
  const bar = (bx: number, by: number, w: number, h: number, rotate = 0) =>
    `<rect x="${x + (bx - 12) * u}" y="${y + (by - 16) * u}" width="${w * u}" height="${h * u}" rx="${u}"${
      rotate ? ` transform="rotate(${rotate} ${x} ${y + (by + h / 2 - 16) * u})"` : ''
    }/>`;
  return `<g fill="${fill}">${bar(10.5, 0, 3, 32)}${bar(6, 5, 12, 2.4)}${bar(2, 11, 20, 2.6)}${bar(6, 22, 12, 2.4, 18)}</g>`;
}

const MOTIFS: Record<ProductCategory, (x: number, y: number) => string> = {
  prayers: (x, y) => `
    <circle cx="${x}" cy="${y}" r="118" fill="url(#halo)"/>
    <circle cx="${x}" cy="${y}" r="96" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.7"/>
    ${cross(x, y, 150, GOLD)}`,
  biblestudies: (x, y) => `
    <circle cx="${x}" cy="${y - 10}" r="120" fill="url(#halo)"/>
    <g fill="none" stroke="${GOLD}" stroke-width="5" stroke-linejoin="round">
      <path d="M${x} ${y + 60} C ${x - 40} ${y + 40}, ${x - 100} ${y + 40}, ${x - 130} ${y + 55} L ${x - 130} ${y - 55} C ${x - 100} ${y - 70}, ${x - 40} ${y - 70}, ${x} ${y - 45} Z" fill="${GOLD}" fill-opacity="0.16"/>
      <path d="M${x} ${y + 60} C ${x + 40} ${y + 40}, ${x + 100} ${y + 40}, ${x + 130} ${y + 55} L ${x + 130} ${y - 55} C ${x + 100} ${y - 70}, ${x + 40} ${y - 70}, ${x} ${y - 45} Z" fill="${GOLD}" fill-opacity="0.16"/>
      <path d="M${x - 105} ${y - 25} h70 M${x - 105} ${y} h70 M${x - 105} ${y + 25} h60 M${x + 35} ${y - 25} h70 M${x + 35} ${y} h70 M${x + 35} ${y + 25} h60" stroke-width="3" opacity="0.8"/>
    </g>
    ${cross(x, y - 110, 56, GOLD_LIGHT)}`,
  booklets: (x, y) => `
    <circle cx="${x}" cy="${y}" r="118" fill="url(#halo)"/>
    <rect x="${x - 70}" y="${y - 95}" width="140" height="190" rx="6" fill="${PARCHMENT}" opacity="0.95"/>
    <rect x="${x - 58}" y="${y - 83}" width="116" height="166" rx="3" fill="none" stroke="${GOLD}" stroke-width="3"/>
    ${cross(x, y - 20, 70, '#7a1d2e')}
    <path d="M${x - 38} ${y + 40} h76 M${x - 30} ${y + 56} h60" stroke="#7a1d2e" stroke-width="3"/>`,
  graphics: (x, y) => `
    <path d="M${x - 90} ${y + 110} V ${y - 40} A 90 90 0 0 1 ${x + 90} ${y - 40} V ${y + 110} Z" fill="${GOLD}" fill-opacity="0.2" stroke="${GOLD}" stroke-width="5"/>
    <circle cx="${x}" cy="${y - 30}" r="46" fill="${GOLD}" opacity="0.85"/>
    <circle cx="${x}" cy="${y - 30}" r="30" fill="url(#face)"/>
    <path d="M${x - 62} ${y + 110} C ${x - 55} ${y + 40}, ${x + 55} ${y + 40}, ${x + 62} ${y + 110} Z" fill="${GOLD_LIGHT}" opacity="0.55"/>`,
  freebies: (x, y) => `
    <circle cx="${x}" cy="${y}" r="120" fill="url(#halo)"/>
    <g fill="${GOLD}">
      ${Array.from({ length: 8 }, (_, i) => `<path d="M${x} ${y - 110} L ${x + 14} ${y - 30} L ${x} ${y - 18} L ${x - 14} ${y - 30} Z" transform="rotate(${i * 45} ${x} ${y})" opacity="${i % 2 ? 0.55 : 0.95}"/>`).join('')}
    </g>
    <circle cx="${x}" cy="${y}" r="28" fill="${GOLD_LIGHT}"/>
    ${cross(x, y, 38, '#2c5a3c')}`,
  nutsandbolts: (x, y) => `
    <circle cx="${x}" cy="${y}" r="120" fill="url(#halo)"/>
    <g fill="${GOLD}">
      ${Array.from({ length: 33 }, (_, i) => {
        const angle = (i / 33) * Math.PI * 2;
        return `<circle cx="${(x + Math.cos(angle) * 88).toFixed(1)}" cy="${(y + Math.sin(angle) * 88).toFixed(1)}" r="9"/>`;
      }).join('')}
    </g>
    ${cross(x, y + 128, 46, GOLD_LIGHT)}`,
  general: (x, y) =>
    `<circle cx="${x}" cy="${y}" r="118" fill="url(#halo)"/>${cross(x, y, 150, GOLD)}`,
};

const defs = (dark: string, mid: string) => `
  <defs>
    <radialGradient id="bg" cx="50%" cy="35%" r="75%">
      <stop offset="0%" stop-color="${mid}"/>
      <stop offset="100%" stop-color="${dark}"/>
    </radialGradient>
    <radialGradient id="halo">
      <stop offset="0%" stop-color="${GOLD_LIGHT}" stop-opacity="0.45"/>
      <stop offset="100%" stop-color="${GOLD_LIGHT}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="face">
      <stop offset="0%" stop-color="#c99a6b"/>
      <stop offset="100%" stop-color="#8a5a35"/>
    </radialGradient>
  </defs>`;

/** A square product picture: the motif in the middle, the title below (both inside a 4:3 crop). */
function productArt(name: string, category: ProductCategory, fonts = ''): string {
  const { dark, mid, label } = PALETTE[category];
  const [main = name, subtitle] = name.split(/:\s+/, 2);
  const lines = wrap(main, 20).slice(0, 3);
  const titleY = 540 - (lines.length - 1) * 22;
  const title = lines
    .map(
      (line, i) =>
        `<text x="400" y="${titleY + i * 50}" font-size="44" font-weight="600">${escapeXml(line)}</text>`,
    )
    .join('');
  const sub = (subtitle ? wrap(subtitle, 40).slice(0, 2) : [])
    .map(
      (line, i) =>
        `<text x="400" y="${titleY + lines.length * 50 + 4 + i * 32}" font-size="26" font-style="italic" fill="${GOLD_LIGHT}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(name)}">
  <title>${escapeXml(name)}</title>${fonts && `<style>${fonts}</style>`}${defs(dark, mid)}
  <rect width="800" height="800" fill="url(#bg)"/>
  <rect x="40" y="40" width="720" height="720" rx="18" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.55"/>
  <rect x="54" y="54" width="692" height="692" rx="12" fill="none" stroke="${GOLD}" stroke-width="1" opacity="0.4"/>
  <text x="400" y="150" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="20" letter-spacing="6" fill="${GOLD}">${escapeXml(label.toUpperCase())}</text>
  ${MOTIFS[category](400, 320)}
  <g text-anchor="middle" font-family="'EB Garamond', Georgia, 'Times New Roman', serif" fill="${PARCHMENT}">${title}${sub}</g>
</svg>
`;
}

/** A wide banner for a catalogue page: its motif between rows of small crosses. */
function bannerArt(category: ProductCategory): string {
  const { dark, mid } = PALETTE[category];
  const crosses = Array.from({ length: 12 }, (_, i) => {
    const x = 60 + i * 100;
    if (x > 470 && x < 730) return '';
    return cross(x, i % 2 ? 110 : 210, 34, GOLD);
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 320" width="1200" height="320" preserveAspectRatio="xMidYMid slice">
  ${defs(dark, mid)}
  <rect width="1200" height="320" fill="url(#bg)"/>
  <g opacity="0.28">${crosses}</g>
  <path d="M0 300 H1200" stroke="${GOLD}" stroke-width="4" opacity="0.8"/>
  <g transform="translate(600 160) scale(0.62) translate(-400 -320)">${MOTIFS[category](400, 320)}</g>
</svg>
`;
}

/** Candles burning before an icon, for the purpose page. */
function purposeBanner(): string {
  const candles = [
    [380, 190, 1],
    [470, 170, 1.2],
    [730, 170, 1.2],
    [820, 190, 1],
    [280, 215, 0.8],
    [920, 215, 0.8],
  ]
    .map(([x = 0, top = 0, s = 1]) => {
      const w = 18 * s;
      return `<g>
        <ellipse cx="${x}" cy="${top - 26 * s}" rx="${46 * s}" ry="${60 * s}" fill="url(#glow)"/>
        <rect x="${x - w / 2}" y="${top}" width="${w}" height="${320 - top}" rx="4" fill="#f3e6c4"/>
        <path d="M${x} ${top - 44 * s} C ${x + 12 * s} ${top - 22 * s}, ${x + 8 * s} ${top - 4}, ${x} ${top - 2} C ${x - 8 * s} ${top - 4}, ${x - 12 * s} ${top - 22 * s}, ${x} ${top - 44 * s} Z" fill="#ffd27a"/>
      </g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 320" width="1200" height="320" preserveAspectRatio="xMidYMid slice">
  <defs>
    <radialGradient id="room" cx="50%" cy="40%" r="70%"><stop offset="0%" stop-color="#5a1a22"/><stop offset="100%" stop-color="#1a0a0c"/></radialGradient>
    <radialGradient id="glow"><stop offset="0%" stop-color="#ffd27a" stop-opacity="0.75"/><stop offset="100%" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
    <radialGradient id="face"><stop offset="0%" stop-color="#c99a6b"/><stop offset="100%" stop-color="#7a4a2a"/></radialGradient>
  </defs>
  <rect width="1200" height="320" fill="url(#room)"/>
  <g transform="translate(600 120)">
    <rect x="-95" y="-100" width="190" height="250" rx="8" fill="#2a0d10" stroke="${GOLD}" stroke-width="6"/>
    <circle cx="0" cy="-10" r="58" fill="${GOLD}"/>
    <circle cx="0" cy="-6" r="36" fill="url(#face)"/>
    <path d="M-70 150 C -60 60, 60 60, 70 150 Z" fill="#7a1d2e"/>
  </g>
  ${candles}
</svg>
`;
}

function placeholderArt(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="Image not available">
  <title>Image not available</title>
  <defs><radialGradient id="p" cx="50%" cy="40%" r="75%"><stop offset="0%" stop-color="#fefbf4"/><stop offset="100%" stop-color="#efe3c8"/></radialGradient></defs>
  <rect width="800" height="800" fill="url(#p)"/>
  <rect x="40" y="40" width="720" height="720" rx="18" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.6"/>
  <circle cx="400" cy="370" r="110" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.5"/>
  ${cross(400, 370, 140, '#d8c092')}
  <text x="400" y="560" text-anchor="middle" font-family="Georgia, serif" font-size="24" letter-spacing="5" fill="#96702a">ORTHODOX RESOURCES</text>
</svg>
`;
}

function candlePoster(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 400" width="240" height="400">
  <defs>
    <radialGradient id="g" cx="50%" cy="38%" r="60%"><stop offset="0%" stop-color="#ffcf73"/><stop offset="35%" stop-color="#b5542a"/><stop offset="100%" stop-color="#2a0b0c"/></radialGradient>
  </defs>
  <rect width="240" height="400" fill="url(#g)"/>
  <rect x="106" y="190" width="28" height="210" rx="4" fill="#f3e6c4"/>
  <path d="M120 118 C 136 150, 132 176, 120 184 C 108 176, 104 150, 120 118 Z" fill="#ffe3a3"/>
</svg>
`;
}

/** The site's EB Garamond for a picture Chromium photographs (by its path on this machine). */
const siteFonts = () =>
  ['normal', 'italic']
    .map(
      (style) =>
        `@font-face { font-family: 'EB Garamond'; font-style: ${style}; font-weight: 400 800; src: url('${
          pathToFileURL(join(PUBLIC_DIR, 'fonts', `eb-garamond-latin-wght-${style}.woff2`)).href
        }') format('woff2'); }`,
    )
    .join('');

/** The site's social card, 1200×630: the cross in its halo, the ministry's name and its line. */
function shareArt(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <style>${siteFonts()}</style>
  <defs>
    <radialGradient id="p" cx="30%" cy="45%" r="85%"><stop offset="0%" stop-color="#fefbf4"/><stop offset="100%" stop-color="#efe3c8"/></radialGradient>
    <radialGradient id="halo"><stop offset="0%" stop-color="${GOLD_LIGHT}" stop-opacity="0.9"/><stop offset="100%" stop-color="${GOLD_LIGHT}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#p)"/>
  <rect x="28" y="28" width="1144" height="574" rx="14" fill="none" stroke="${GOLD}" stroke-width="4"/>
  <rect x="42" y="42" width="1116" height="546" rx="8" fill="none" stroke="${GOLD}" stroke-width="1.5" opacity="0.7"/>
  <circle cx="260" cy="315" r="180" fill="url(#halo)"/>
  <circle cx="260" cy="315" r="140" fill="none" stroke="${GOLD}" stroke-width="3" opacity="0.7"/>
  ${cross(260, 315, 210, '#7a1d2e')}
  <g font-family="'EB Garamond', Georgia, serif">
    <text x="480" y="205" font-size="22" letter-spacing="6" fill="#96702a">AN ORTHODOX CHRISTIAN MINISTRY</text>
    <text x="476" y="305" font-size="78" font-weight="600" fill="#5a1420">Orthodox Resources</text>
    <path d="M480 345 h270" stroke="${GOLD}" stroke-width="3"/>
    <circle cx="765" cy="345" r="6" fill="${GOLD}"/>
    <path d="M780 345 h270" stroke="${GOLD}" stroke-width="3"/>
    <text x="480" y="412" font-size="46" font-style="italic" fill="#4a3b31">Tools for the Journey</text>
    <text x="480" y="470" font-size="28" fill="#6f5d4f">Prayers · Bible studies · Booklets · Graphics</text>
  </g>
</svg>
`;
}

/**
 * The app's icon (the web app manifest, a phone's home screen): the cross in gold on the site's
 * burgundy. The maskable one fills its square and keeps the cross inside the central circle a
 * launcher may cut it to (the safe zone, 40% of the width from the centre).
 */
function appIcon(size: number, maskable: boolean): string {
  const c = size / 2;
  const background = maskable
    ? `<rect width="${size}" height="${size}" fill="#7a1f2b"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.19}" fill="#7a1f2b"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <defs><radialGradient id="halo"><stop offset="0%" stop-color="${GOLD_LIGHT}" stop-opacity="0.35"/><stop offset="100%" stop-color="${GOLD_LIGHT}" stop-opacity="0"/></radialGradient></defs>
  ${background}
  <circle cx="${c}" cy="${c}" r="${size * (maskable ? 0.36 : 0.42)}" fill="url(#halo)"/>
  ${cross(c, c, size * (maskable ? 0.5 : 0.66), GOLD_LIGHT)}
</svg>
`;
}

/**
 * Pictures Chromium photographs: each SVG opened once its fonts are in. The share picture is a
 * PNG, which social networks read. The product pictures are WebP: a page shows up to a dozen of
 * them, and a browser draws each SVG as a document of its own on the page's main thread (text,
 * font lookups and all), where a photograph is decoded off it.
 */
async function photograph(
  pictures: { relative: string; svg: string; width: number; height: number }[],
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  // The SVGs name the fonts by their path on this machine: they are not kept.
  const scratch = mkdtempSync(join(tmpdir(), 'artwork-'));
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    for (const { relative, svg, width, height } of pictures) {
      await page.setViewportSize({ width, height });
      const file = join(scratch, 'picture.svg');
      writeFileSync(file, svg);
      await page.goto(pathToFileURL(file).href);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const target = join(PUBLIC_DIR, relative);
      mkdirSync(dirname(target), { recursive: true });
      if (relative.endsWith('.png')) {
        // A transparent page: the icon's rounded corners stay see-through.
        await page.screenshot({ path: target, omitBackground: true });
      } else {
        const { data } = await cdp.send('Page.captureScreenshot', { format: 'webp', quality: 82 });
        writeFileSync(target, Buffer.from(data, 'base64'));
      }
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function write(relative: string, content: string): void {
  const file = join(PUBLIC_DIR, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The /images/… addresses the seed mentions besides the product pictures (in descriptions). */
function mentionedImages(): string[] {
  const text = JSON.stringify(SEED_TITLES);
  return [...new Set(text.match(/\/images\/[\w/.-]+\.svg/g) ?? [])];
}

write('placeholder.svg', placeholderArt());
write('images/purpose-banner.svg', purposeBanner());
write('images/candle-poster.svg', candlePoster());
for (const category of Object.keys(PALETTE) as ProductCategory[]) {
  if (category !== 'general') write(`images/categories/${category}.svg`, bannerArt(category));
}
const written = new Set<string>();
const photographs = [
  { relative: 'images/share.png', svg: shareArt(), width: 1200, height: 630 },
  ...[192, 512].map((size) => ({
    relative: `icons/icon-${size}.png`,
    svg: appIcon(size, false),
    width: size,
    height: size,
  })),
  { relative: 'icons/icon-maskable-512.png', svg: appIcon(512, true), width: 512, height: 512 },
  { relative: 'icons/apple-touch-icon.png', svg: appIcon(180, true), width: 180, height: 180 },
];
for (const title of SEED_TITLES) {
  const address = title.imageUrl ?? productImageAddress(title.slug);
  if (!address.startsWith('/images/')) continue;
  // The drawing is kept beside its photograph, for addresses a database saved before.
  write(address.slice(1).replace(/\.webp$/, '.svg'), productArt(title.name, title.category));
  if (address.endsWith('.webp')) {
    const svg = productArt(title.name, title.category, siteFonts());
    photographs.push({ relative: address.slice(1), svg, width: 800, height: 800 });
  }
  written.add(address);
}
for (const address of mentionedImages()) {
  if (written.has(address)) continue;
  const owner = SEED_TITLES.find((title) => JSON.stringify(title).includes(address));
  write(
    address.slice(1),
    productArt(owner?.name ?? 'Orthodox Resources', owner?.category ?? 'general'),
  );
  written.add(address);
}
await photograph(photographs);
console.log(
  `wrote ${written.size} product pictures, 6 banners, the placeholder, the poster, the share picture and the app icons`,
);
