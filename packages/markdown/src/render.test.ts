import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeUrl } from './index.js';

describe('renderMarkdown', () => {
  it('renders CommonMark: headings, emphasis, lists, quotes and code', () => {
    expect(
      renderMarkdown('## Prayer\n\n*Lord* **have mercy**\n\n- one\n- two\n\n> quoted\n\n`code`'),
    ).toBe(
      '<h2>Prayer</h2>\n<p><em>Lord</em> <strong>have mercy</strong></p>\n' +
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n' +
        '<p><code>code</code></p>\n',
    );
  });

  it('answers an empty string for empty source', () => {
    expect(renderMarkdown('')).toBe('');
  });

  it('writes a picture as its alt text and address, never as an image', () => {
    const html = renderMarkdown('See ![A page of prayers](/images/page.svg "Title") here.');
    expect(html).toBe(
      '<p>See <span class="italic text-ink-500">A page of prayers (/images/page.svg)</span> here.</p>\n',
    );
    expect(html).not.toContain('<img');
  });

  it('writes only the alt text of a picture whose address has a forbidden scheme', () => {
    const html = renderMarkdown('![tracker](javascript:alert(1)) ![dot](data:image/png;base64,AA)');
    expect(html).toBe(
      '<p><span class="italic text-ink-500">tracker</span> <span class="italic text-ink-500">dot</span></p>\n',
    );
  });

  it('keeps links with the allowed schemes and opens them safely in a new tab', () => {
    for (const href of [
      'http://example.org',
      'https://example.org/a?b=c#d',
      'irc://irc.example.org/chan',
      'ircs://irc.example.org',
      'mailto:a@b.org',
      'xmpp:a@b.org',
      'HTTPS://EXAMPLE.ORG',
    ]) {
      expect(renderMarkdown(`[go](${href})`)).toBe(
        `<p><a href="${href}" target="_blank" rel="noopener noreferrer">go</a></p>\n`,
      );
    }
  });

  it('keeps relative links as they are, in the same tab', () => {
    expect(renderMarkdown('[about](/about) [here](#top) [q](?a=b:c) [up](../x:y)')).toBe(
      '<p><a href="/about">about</a> <a href="#top">here</a> <a href="?a=b:c">q</a> ' +
        '<a href="../x:y">up</a></p>\n',
    );
  });

  it('keeps the words of a link with any other scheme but not its address', () => {
    for (const source of [
      '[bad](javascript:alert(1))',
      '[bad](JavaScript:alert(1))',
      '[bad](jav&#x61;script:alert(1))',
      '[bad](vbscript:x)',
      '[bad](data:text/html;base64,PHNjcmlwdD4=)',
      '[bad](file:///etc/passwd)',
      '[bad](ftp://example.org)',
      '[bad][ref]\n\n[ref]: javascript:alert(1)',
    ]) {
      expect(renderMarkdown(source)).toBe('<p><a>bad</a></p>\n');
    }
    expect(renderMarkdown('<javascript:alert(1)>')).toBe('<p><a>javascript:alert(1)</a></p>\n');
  });

  it('shows raw HTML as text, so no script or handler survives', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> and <a href="javascript:x">a</a>\n\n<div onclick="x">',
    );
    expect(html).not.toMatch(/<(script|img|div)\b/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('escapes quotes in addresses and titles so they cannot leave the attribute', () => {
    expect(renderMarkdown('[x](https://example.org/"onmouseover="alert(1) "a\\"b")')).toBe(
      '<p><a href="https://example.org/%22onmouseover=%22alert(1)" title="a&quot;b" target="_blank" rel="noopener noreferrer">x</a></p>\n',
    );
  });

  it('leaves out what is nested deeper than 50 levels instead of exhausting the stack', () => {
    const html = renderMarkdown(`${'> '.repeat(30_000)}deep`);
    expect(html.match(/<blockquote>/g)).toHaveLength(50);
    expect(html).not.toContain('deep');
  });
});

describe('safeUrl', () => {
  it('answers the address when it may be followed and an empty string when not', () => {
    expect(safeUrl('https://example.org')).toBe('https://example.org');
    expect(safeUrl('/images/a.png')).toBe('/images/a.png');
    expect(safeUrl('javascript:alert(1)')).toBe('');
  });
});
