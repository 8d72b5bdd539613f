import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Settings } from '../infra/storage.s3.ts';

/** s3rver's built-in account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a folder) on a free port of
 * 127.0.0.1, for the storage tests and the `api-s3` test project (docs/decisions/082).
 */
export async function startS3Server(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings for a new, empty bucket on the test server at `endpoint`. */
export async function testBucket(endpoint: string): Promise<S3Settings> {
  const settings: S3Settings = {
    bucket: `vc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
  };
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return settings;
}
