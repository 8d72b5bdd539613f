import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores bytes under a key such as `avatars/12-ab.webp`; returns the public URL. */
  put(key: string, body: Buffer): Promise<string>;
  /** Moves a finished file (a video, a track) in under `key` without reading it into memory. */
  putFile(key: string, from: string): Promise<string>;
  /** The file on disk behind one of its `/obs/` URLs (local storage only). */
  pathOf(url: string): string;
  /** Deletes the file behind one of its `/obs/` URLs; a file already gone is not an error. */
  remove(url: string): Promise<void>;
  /** Folder served under /obs/ (local storage only). */
  readonly root: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Media on the local disk under `DATA_DIR/uploads`, served at `/obs/`. */
export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/obs/${key}`;
    },
    async putFile(key, from) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(from, file);
      } catch (err) {
        // Another file system (a temp folder on its own mount): copy, then remove.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(from, file);
        await rm(from, { force: true });
      }
      return `/obs/${key}`;
    },
    pathOf(url) {
      return fileOf(url.replace(/^\/obs\//, ''));
    },
    async remove(url) {
      await rm(fileOf(url.replace(/^\/obs\//, '')), { force: true });
    },
  };
}
