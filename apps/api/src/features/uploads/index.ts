export { uploadsRoutes } from './uploads.routes.js';
export {
  findDownloadUpload,
  storedAudio,
  type StoredAudio,
  type UploadsDeps,
} from './uploads.service.js';
export { uploadLimits } from './upload-checks.js';
export { backupStorageFromConfig, storageFromConfig } from './storage.env.js';
export type { FileStorage } from './storage/file-storage.js';
