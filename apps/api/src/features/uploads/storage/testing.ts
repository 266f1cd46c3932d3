// Test helpers for the storage drivers: a local S3-compatible server (s3rver) on loopback.
import S3rver from 's3rver';
import { temporaryDir } from '../../catalogue/testing.js';
import type { S3StorageOptions } from './s3-storage.js';

export const TEST_BUCKET = 'ministry-test';

/** Starts s3rver on a free loopback port with one empty bucket; `stop` ends it. */
export async function startS3Server(): Promise<{
  options: S3StorageOptions;
  stop: () => Promise<void>;
}> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: temporaryDir('s3rver-'),
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: () => server.close(),
  };
}
