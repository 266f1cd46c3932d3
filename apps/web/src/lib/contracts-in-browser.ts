// The contracts as every module of the web imports them (vite.config.ts points
// `@ministry/contracts` here): zod is configured first (lib/zod-setup.ts), so that whichever
// page loads the contracts first, their schemas are built the way the site's CSP allows.
import './zod-setup';

export * from '@ministry/contracts';
