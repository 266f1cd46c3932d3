import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListMultipartUploadsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  type ByteRange,
  type FileStorage,
  type StoredFile,
} from './file-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO and most S3-compatible servers want. */
  forcePathStyle?: boolean;
}

/** Streamed in parts of this size, so at most a few parts of a file are in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket. A write is a multipart upload (a single PUT when small),
 * which only becomes an object when completed; a failed stream aborts it, leaving nothing.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers (MinIO, s3rver) do not all
    // understand the SDK's default trailing checksums on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    async put(key: string, body: Readable, contentType: string) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // A failed body stream does not always reach the upload's reader: stop it either way.
      const failed = new Promise<never>((_resolve, reject) => {
        body.once('error', (error) => {
          void upload.abort().catch(() => undefined);
          reject(error);
        });
      });
      await Promise.race([upload.done(), failed]);
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    },

    async get(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
      assertSafeKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const total = answer.ContentRange
          ? Number(answer.ContentRange.split('/')[1])
          : (answer.ContentLength ?? 0);
        return { body: answer.Body as Readable, size: total };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key: string) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key: string) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix: string) {
      const [objects, multipart] = await Promise.all([
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix })),
        client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: prefix })).catch(() => ({
          Uploads: [],
        })),
      ]);
      return [
        ...(objects.Contents ?? []).map((object) => object.Key ?? ''),
        ...(multipart.Uploads ?? []).map((upload) => `${upload.Key ?? ''} (unfinished)`),
      ].sort();
    },

    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
