import type { IncomingMessage } from 'node:http';

// What the api's answer cache and the gateway's (which serves the same answers one hop earlier)
// agree on: the key an answer is held under, and how a held answer meets a client's
// `Accept-Encoding` and `If-None-Match`.

/**
 * The cache key of an answer: the path and the query's parameters sorted; undefined when
 * `patterns` do not cover the path or a parameter is repeated.
 */
export function answerKey(url: string, patterns: readonly RegExp[]): string | undefined {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!patterns.some((pattern) => pattern.test(path))) return undefined;
  if (mark === -1) return path;
  const params = [...new URLSearchParams(url.slice(mark + 1))];
  const names = params.map(([name]) => name);
  // A repeated parameter is refused by every contract: let the chain answer its 400.
  if (new Set(names).size !== names.length) return undefined;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** The best encoding the client accepts among brotli, gzip and none. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether the client's copy is current (`If-None-Match`, weak comparison as Express does). */
export function stillFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
