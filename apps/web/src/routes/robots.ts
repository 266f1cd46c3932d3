import { siteUrl } from '@/lib/seo.server';

/**
 * `/robots.txt`, written on the public origin from config: search engines require the sitemap's
 * address to be absolute, and a static file would fix one host for every deployment.
 */
export function loader() {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${siteUrl('/sitemap.xml')}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
