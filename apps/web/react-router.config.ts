import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode: every page is rendered on the server with its data (route
 * loaders), in development (`react-router dev`) as in production (the gateway runs the server
 * build with @react-router/express).
 */
export default {
  appDirectory: 'src',
  ssr: true,
  // Only the routes of the page opened travel with it; others are asked for on the way.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
