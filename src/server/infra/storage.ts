import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  /** Stores bytes under a key such as `avatars/12-ab.webp`; returns the public URL. */
  put(key: string, body: Buffer): Promise<string>;
  /** Folder served under /obs/ (local storage only). */
  readonly root: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Media on the local disk under `DATA_DIR/uploads`, served at `/obs/`. */
export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    async put(key, body) {
      if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/obs/${key}`;
    },
  };
}
