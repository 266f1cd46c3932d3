import MarkdownIt, { type Options } from 'markdown-it';

/** Link schemes a reader may follow (the spec's list); any other scheme loses its address. */
const SAFE_SCHEME = /^(https?|ircs?|mailto|xmpp)$/i;
/** An address that names a scheme, i.e. one that leads away from the site. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address as written when it may be followed, else `''`. Relative addresses (no colon, or a
 * colon only after `/`, `?` or `#`) always may. The same rule as react-markdown's
 * `defaultUrlTransform`, which the web used before, so stored and live output agree.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const beforeColon = (mark: string) => {
    const at = url.indexOf(mark);
    return at !== -1 && at < colon;
  };
  if (beforeColon('/') || beforeColon('?') || beforeColon('#')) return url;
  return SAFE_SCHEME.test(url.slice(0, colon)) ? url : '';
}

// CommonMark as react-markdown read it (no tables, no autolinked bare URLs). markdown-it parses
// in time linear in its input; `maxNesting` bounds how deep quotes, lists and emphasis go, so
// thousands of nested `>` cannot exhaust the stack: deeper content is left out.
// (markdown-it reads `maxNesting`; its type definitions leave it out.)
const options: Options & { maxNesting: number } = {
  html: false,
  xhtmlOut: false,
  maxNesting: 50,
};
const md = new MarkdownIt('commonmark', options);

// Every link is parsed as CommonMark says, so an unsafe one still reads as a link's words (not
// as its raw markdown); the scheme rule is applied when it is written out, below.
md.validateLink = () => true;

const renderToken = md.renderer.renderToken.bind(md.renderer);

md.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index];
  if (!token) return '';
  const href = safeUrl(token.attrGet('href') ?? '');
  if (href) {
    token.attrSet('href', href);
    if (HAS_SCHEME.test(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    }
  } else {
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
  }
  return renderToken(tokens, index, options);
};

// Pictures are not loaded: the reader sees what they show and where they are.
md.renderer.rules.image = (tokens, index, options, env) => {
  const token = tokens[index];
  if (!token) return '';
  const alt = md.renderer.renderInlineAsText(token.children ?? [], options, env);
  const src = safeUrl(token.attrGet('src') ?? '');
  const text = src ? `${alt} (${src})` : alt;
  return `<span class="italic text-ink-500">${md.utils.escapeHtml(text)}</span>`;
};

/**
 * Markdown as HTML that is safe to insert into a page: raw HTML in the source is shown as text,
 * links keep only the spec's schemes (others keep their words, without an address), links to
 * other sites open in a new tab without access to this one, and pictures are written as their
 * alt text and address. Runs in the browser as well as on the server.
 */
export function renderMarkdown(source: string): string {
  return source ? md.render(source) : '';
}
