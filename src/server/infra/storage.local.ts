import { createReadStream } from 'node:fs';
import { copyFile, mkdir, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkKey,
  typeOfKey,
  withAreas,
  type ObjectStore,
  type Storage,
  type StoredObject,
} from './storage.ts';

/** Moves a file, copying when the two folders are on different file systems. */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * One area as a folder. `skip` names top-level folders that hold this instance's files in flight
 * (the scratch space lives beside private objects in older data folders): `list` leaves them out.
 */
export function folderStore(
  root: string,
  opts: { mode?: number; skip?: (rel: string) => boolean } = {},
): ObjectStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const dirMode = opts.mode === undefined ? {} : { mode: 0o700 };
  const fileMode = opts.mode === undefined ? {} : { mode: opts.mode };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, ...dirMode });
      // Written aside and renamed in: a reader never sees half a file.
      const part = `${file}.${process.pid}.part`;
      await writeFile(part, body, fileMode);
      await rename(part, file);
    },
    async putFile(key, from) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, ...dirMode });
      await moveFile(from, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async open(key, range) {
      const file = fileOf(key);
      let info;
      try {
        info = await stat(file);
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      if (!info.isFile()) return null;
      const size = info.size;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      return {
        body: createReadStream(file, range ? { start, end } : {}),
        size,
        ...(range ? { range: { start, end } } : {}),
        contentType: typeOfKey(key),
        modifiedAt: info.mtime,
        etag: `"${size.toString(16)}-${info.mtimeMs.toString(16)}"`,
      };
    },
    async download(key, to) {
      try {
        await mkdir(path.dirname(to), { recursive: true });
        await copyFile(fileOf(key), to);
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async stat(key) {
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async *list(prefix) {
      yield* walk(root, '', prefix, opts.skip ?? (() => false));
    },
    presign: () => Promise.resolve(null),
  };
}

async function* walk(
  root: string,
  rel: string,
  prefix: string,
  skip: (rel: string) => boolean,
): AsyncGenerator<StoredObject> {
  let dir;
  try {
    dir = await opendir(path.join(root, rel));
  } catch (err) {
    if (missing(err)) return;
    throw err;
  }
  for await (const entry of dir) {
    const key = rel ? `${rel}/${entry.name}` : entry.name;
    // Only folders on the way to `prefix` (or under it) are entered.
    if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
    if (entry.isDirectory()) {
      if (!skip(key)) yield* walk(root, key, prefix, skip);
    } else if (entry.isFile() && !entry.name.endsWith('.part')) {
      const info = await stat(path.join(root, key));
      yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }
}

/** Folders under `DATA_DIR/private` that hold files in flight, not stored objects. */
export const SCRATCH_FOLDERS = new Set(['videos/incoming', 'videos/work', 'music', 'exports/tmp', 'tmp']);

/**
 * Media on the local disk: public objects in `DATA_DIR/uploads` (served at `/obs/`), private ones
 * in `DATA_DIR/private` (never served; owner-only permissions).
 */
export function localStorage(dataDir: string): Storage {
  return withAreas({
    kind: 'local',
    public: folderStore(path.join(dataDir, 'uploads')),
    private: folderStore(path.join(dataDir, 'private'), {
      mode: 0o600,
      skip: (rel) => SCRATCH_FOLDERS.has(rel),
    }),
    scratch: path.join(dataDir, 'private'),
    publicBase: null,
  });
}

/** The folder `/obs/` serves on the local backend. */
export const localPublicRoot = (dataDir: string) => path.join(dataDir, 'uploads');
