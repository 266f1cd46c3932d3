export { uploadsRoutes } from './uploads.routes.js';
export { findDownloadUpload, type UploadsDeps } from './uploads.service.js';
export { backupStorageFromConfig, storageFromConfig } from './storage.env.js';
export type { FileStorage } from './storage/file-storage.js';
