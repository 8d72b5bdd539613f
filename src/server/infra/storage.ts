import type { Readable } from 'node:stream';

/**
 * Where media live (docs/decisions/082): one interface, two backends: the local folder
 * (`storage.local.ts`, the default) and any S3-compatible store (`storage.s3.ts`, when `S3_BUCKET`
 * is set). Two areas: `public` (what `/obs/<key>` serves: pictures, videos, posters, music) and
 * `private` (video originals, proofs of age, data exports: only the app's own authorised routes
 * read them back). The database keeps public media as `/obs/<key>` URLs on both backends, so moving
 * a folder into a bucket (`npm run media:migrate`) rewrites no row.
 */
export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** An object opened for reading, whole or a byte range (`start`..`end`, inclusive). */
export interface OpenedObject {
  body: Readable;
  /** The size of the whole object. */
  size: number;
  /** Present when a range was asked for and is being answered. */
  range?: { start: number; end: number };
  contentType: string | null;
  modifiedAt: Date;
  etag: string | null;
}

export interface ByteRange {
  start: number;
  /** Inclusive; absent: to the end. */
  end?: number;
}

export interface ObjectStore {
  /** Stores bytes under `key` (such as `avatars/12-ab.webp`), replacing what was there. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Moves a local file in under `key` without reading it into memory; the file is gone after. */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** The object's bytes, null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Opens the object (or a range of it) for streaming; null when there is none. */
  open(key: string, range?: ByteRange): Promise<OpenedObject | null>;
  /** Copies the object into a local file (a job's work folder); false when there is none. */
  download(key: string, to: string): Promise<boolean>;
  /** Deletes the object; one already gone is not an error. */
  remove(key: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** Every object whose key starts with `prefix`. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * A URL that reads the object for `seconds` without the app, where the backend can make one (S3);
   * null on the local folder. `filename` makes it a download under that name.
   */
  presign(key: string, seconds: number, filename?: string): Promise<string | null>;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  readonly public: ObjectStore;
  readonly private: ObjectStore;
  /**
   * This instance's own folder for files in flight (uploads being received, jobs' work folders,
   * archives being written): never shared, never served.
   */
  readonly scratch: string;
  /** Where a public object is read by browsers when not through the app (`MEDIA_PUBLIC_URL`), else null. */
  readonly publicBase: string | null;
  /** Stores a public object and answers its `/obs/` URL. */
  put(key: string, body: Buffer, contentType?: string): Promise<string>;
  /** Moves a finished local file in as a public object and answers its `/obs/` URL. */
  putFile(key: string, from: string, contentType?: string): Promise<string>;
  /** Deletes the public object behind an `/obs/` URL; one already gone is not an error. */
  remove(url: string): Promise<void>;
  /** Copies the public object behind an `/obs/` URL into a local file; false when there is none. */
  download(url: string, to: string): Promise<boolean>;
}

export const PUBLIC_PREFIX = '/obs/';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Rejects keys that could leave their area (`..`, absolute, odd characters). */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
}

/** The public key behind an `/obs/` URL, null for anything else. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(PUBLIC_PREFIX)) return null;
  const key = url.slice(PUBLIC_PREFIX.length);
  return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
}

export const urlOfKey = (key: string): string => `${PUBLIC_PREFIX}${checkKey(key)}`;

/** The `Storage` conveniences over its two areas, the same on both backends. */
export function withAreas(areas: {
  kind: Storage['kind'];
  public: ObjectStore;
  private: ObjectStore;
  scratch: string;
  publicBase: string | null;
}): Storage {
  const keyOf = (url: string) => {
    const key = keyOfUrl(url);
    if (key === null) throw new Error(`not a stored media URL: ${url}`);
    return key;
  };
  return {
    ...areas,
    async put(key, body, contentType) {
      await areas.public.put(key, body, contentType);
      return urlOfKey(key);
    },
    async putFile(key, from, contentType) {
      await areas.public.putFile(key, from, contentType);
      return urlOfKey(key);
    },
    remove: async (url) => areas.public.remove(keyOf(url)),
    download: async (url, to) => areas.public.download(keyOf(url), to),
  };
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv',
};

/** The content type a key's extension names (what the local folder serves too). */
export function typeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
