export { downloadsRoutes } from './downloads.routes.js';
export {
  downloadsFromConfig,
  FREE_LINK_LIFETIME_MS,
  type DownloadsDeps,
} from './downloads.service.js';
