export { uploadsRoutes } from './uploads.routes.js';
export {
  createUploadsService,
  findDownloadUpload,
  type UploadsService,
} from './uploads.service.js';
export { storageFromConfig } from './storage.env.js';
export type { FileStorage } from './storage/file-storage.js';
