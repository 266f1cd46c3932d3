/**
 * The api's public GETs an answer cache may hold: where each router is mounted and its paths, as
 * Express writes them. The api's routers declare their cached answers from this list
 * (`CachedAnswers.paths` in apps/api/src/http) and the gateway holds the same addresses
 * (apps/gateway/src/api-answer-cache.ts): one declaration, read by both processes.
 *
 * It lives here rather than in the api because the gateway must not load the api's routers (and
 * with them Express handlers and Mongoose models) to learn it; and not in a response header,
 * because the gateway must know an address before its first answer, to gather a crowd's
 * simultaneous requests for it into one request to the api.
 */
export const PUBLIC_API_ANSWERS = {
  posts: { mount: '/api/posts', paths: ['/', '/slug/:slug'] },
  categories: { mount: '/api/categories', paths: ['/'] },
  products: { mount: '/api', paths: ['/products', '/products/id/:id'] },
  collections: { mount: '/api', paths: ['/collections'] },
  pearls: { mount: '/api', paths: ['/pearls'] },
  offerings: { mount: '/api', paths: ['/biblestudies', '/prayers', '/nutsandbolts'] },
} as const satisfies Record<string, { mount: string; paths: readonly string[] }>;

const escapeSegment = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/posts` + `/slug/:slug` as a pattern matching `/api/posts/slug/<one segment>`. */
export function pathPattern(mount: string, path: string): RegExp {
  const full = `${mount}/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const segments = full
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeSegment(segment)));
  return new RegExp(`^${segments.join('/')}$`);
}

/** Every address of `PUBLIC_API_ANSWERS` as a pattern. */
export const publicApiAnswerPatterns = (): RegExp[] =>
  Object.values(PUBLIC_API_ANSWERS).flatMap(({ mount, paths }) =>
    paths.map((path) => pathPattern(mount, path)),
  );
