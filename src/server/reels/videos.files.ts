import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../infra/storage.ts';

/**
 * Where videos live on disk. Originals stay private (`DATA_DIR/private/videos/<yyyy-mm>/...`, never
 * under `uploads/`, which `/obs/` serves); uploads arrive in `incoming/`, jobs work in `work/`.
 */
export interface VideoDirs {
  originals: string;
  incoming: string;
  work: string;
}

export function videoDirs(dataDir: string): VideoDirs {
  const originals = path.join(dataDir, 'private', 'videos');
  return { originals, incoming: path.join(originals, 'incoming'), work: path.join(originals, 'work') };
}

/** `<yyyy-mm>/<random>`: a new name that says nothing about its owner. */
export const monthName = () => `${new Date().toISOString().slice(0, 7)}/${randomBytes(12).toString('hex')}`;

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

/** A fresh folder for one job's temporary files. */
export async function workFolder(dirs: VideoDirs): Promise<string> {
  await mkdir(dirs.work, { recursive: true });
  return mkdtemp(path.join(dirs.work, 'job-'));
}

/** Moves a finished file into the public storage under `key` and answers its `/obs/` URL. */
export const storeFile = (storage: Storage, key: string, from: string): Promise<string> =>
  storage.putFile(key, from);

/** The file behind a `/obs/` URL of the local storage. */
export const storedPath = (storage: Storage, url: string): string => storage.pathOf(url);
