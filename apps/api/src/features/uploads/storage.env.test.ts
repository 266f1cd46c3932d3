import { describe, expect, it } from 'vitest';
import { configProblems } from '@ministry/http/testing';
import { loadConfig } from '../../env.js';

const problemsOf = (source: Record<string, string>) =>
  configProblems(() => loadConfig(source), /^S3_/);

describe('upload storage configuration', () => {
  it('needs nothing: uploads go under DATA_DIR', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads a MinIO bucket', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'ministry',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('names the keys a bucket needs', () => {
    expect(problemsOf({ S3_BUCKET: 'uploads' })).toEqual([
      'S3_ACCESS_KEY_ID: is required with S3_BUCKET',
      'S3_SECRET_ACCESS_KEY: is required with S3_BUCKET',
    ]);
  });

  it('refuses S3 settings without a bucket, and a bad endpoint or flag', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: is set but S3_BUCKET is not/),
    ]);
    expect(
      problemsOf({
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: must be a URL/),
      expect.stringMatching(/^S3_FORCE_PATH_STYLE: must be true or false/),
    ]);
  });

  it('takes audio up to 200 MB unless UPLOAD_AUDIO_MAX_MB says otherwise', () => {
    expect(loadConfig({}).UPLOAD_AUDIO_MAX_MB).toBe(200);
    expect(loadConfig({ UPLOAD_AUDIO_MAX_MB: '500' }).UPLOAD_AUDIO_MAX_MB).toBe(500);
    expect(
      configProblems(() => loadConfig({ UPLOAD_AUDIO_MAX_MB: 'lots' }), /^UPLOAD_AUDIO/),
    ).toEqual(['UPLOAD_AUDIO_MAX_MB: must be a whole number of megabytes']);
  });
});
