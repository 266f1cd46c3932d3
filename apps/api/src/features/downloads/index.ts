export { downloadsRoutes } from './downloads.routes.js';
export {
  createDownloadsService,
  downloadsFromConfig,
  FREE_LINK_LIFETIME_MS,
  type DownloadsService,
} from './downloads.service.js';
