import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, typeOfKey, withAreas, type ByteRange, type ObjectStore, type Storage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** For MinIO, Ceph, R2 and the like; absent: AWS. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  region: string;
  /** Absent: the SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** A CDN (or the bucket's own address) in front of the public area, without a trailing slash. */
  publicUrl?: string | undefined;
}

/** Files above this go up in parts, several at once (`@aws-sdk/lib-storage`). */
const PART_SIZE = 8 * 1024 * 1024;

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.credentials ? { credentials: s.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer default
    // (CRC32 trailers on every upload), and a missing one on a download is no error of ours.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A stalled store must not hold a request for ever (docs/decisions/082).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** One area of the bucket: every key under `<area>/`. */
function bucketArea(client: S3Client, bucket: string, area: string): ObjectStore {
  const keyOf = (key: string) => `${area}/${checkKey(key)}`;
  const get = async (key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> => {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  };
  const upload = async (key: string, body: Buffer | Readable, contentType?: string) => {
    await new Upload({
      client,
      params: { Bucket: bucket, Key: keyOf(key), Body: body, ContentType: contentType ?? typeOfKey(key) },
      partSize: PART_SIZE,
      queueSize: 4,
    }).done();
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: body,
          ContentLength: body.length,
          ContentType: contentType ?? typeOfKey(key),
        }),
      );
    },
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      if (size <= PART_SIZE) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType ?? typeOfKey(key),
          }),
        );
      } else {
        await upload(key, createReadStream(file), contentType);
      }
      await rm(file, { force: true });
    },
    async read(key) {
      const out = await get(key);
      if (!out?.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    },
    async open(key, range) {
      const out = await get(key, range);
      if (!out?.Body) return null;
      const total = rangeTotal(out.ContentRange) ?? out.ContentLength ?? 0;
      const span = out.ContentRange ? rangeSpan(out.ContentRange) : null;
      return {
        body: out.Body as Readable,
        size: total,
        ...(span ? { range: span } : {}),
        contentType: out.ContentType ?? typeOfKey(key),
        modifiedAt: out.LastModified ?? new Date(0),
        etag: out.ETag ?? null,
      };
    },
    async download(key, to) {
      const out = await get(key);
      if (!out?.Body) return false;
      await mkdir(path.dirname(to), { recursive: true });
      try {
        await pipeline(out.Body as Readable, createWriteStream(to));
      } catch (err) {
        await rm(to, { force: true });
        throw err;
      }
      return true;
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
      } catch (err) {
        if (!notFound(err)) throw err;
      }
    },
    async stat(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { key, size: out.ContentLength ?? 0, modifiedAt: out.LastModified ?? new Date(0) };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${area}/${prefix}`,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          yield {
            key: o.Key.slice(area.length + 1),
            size: o.Size ?? 0,
            modifiedAt: o.LastModified ?? new Date(0),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    presign(key, seconds, filename) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          ...(filename
            ? { ResponseContentDisposition: `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"` }
            : {}),
        }),
        { expiresIn: seconds },
      );
    },
  };
}

/** `bytes 0-99/1234` → 1234. */
function rangeTotal(contentRange: string | undefined): number | null {
  const m = contentRange ? /\/(\d+)$/.exec(contentRange) : null;
  return m ? Number(m[1]) : null;
}

/** `bytes 0-99/1234` → {start: 0, end: 99}. */
function rangeSpan(contentRange: string): { start: number; end: number } | null {
  const m = /bytes (\d+)-(\d+)\//.exec(contentRange);
  return m ? { start: Number(m[1]), end: Number(m[2]) } : null;
}

/** Media in one bucket of an S3-compatible store: `public/<key>` and `private/<key>`. */
export function s3Storage(settings: S3Settings, scratch: string): Storage & { client: S3Client } {
  const client = s3Client(settings);
  return {
    ...withAreas({
      kind: 's3',
      public: bucketArea(client, settings.bucket, 'public'),
      private: bucketArea(client, settings.bucket, 'private'),
      scratch,
      publicBase: settings.publicUrl ?? null,
    }),
    client,
  };
}
