import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../infra/storage.ts';

/**
 * Where videos live. Originals are private objects under `videos/` (`originalKey`: on the local
 * backend still `DATA_DIR/private/videos/<yyyy-mm>/...`, so existing data keeps working); outputs
 * are public objects under `videos/`. Uploads arrive in, and jobs work in, this instance's scratch
 * folder (`incoming/`, `work/`): files in flight, never objects.
 */
export interface VideoDirs {
  incoming: string;
  work: string;
}

/** The scratch folders of videos under `scratch` (the storage's `scratch`). */
export function videoDirs(scratch: string): VideoDirs {
  const videos = path.join(scratch, 'videos');
  return { incoming: path.join(videos, 'incoming'), work: path.join(videos, 'work') };
}

/** Where the private area keeps video originals (for retention and privacy, which delete them). */
export const ORIGINALS_PREFIX = 'videos/';

/** A video original's key in the private area, from the row's `sourceKey` (`<yyyy-mm>/<random>.<ext>`). */
export const originalKey = (sourceKey: string): string => `${ORIGINALS_PREFIX}${sourceKey}`;

/** `<yyyy-mm>/<random>`: a new name that says nothing about its owner. */
export const monthName = () => `${new Date().toISOString().slice(0, 7)}/${randomBytes(12).toString('hex')}`;

/** A fresh folder for one job's temporary files. */
export async function workFolder(dirs: VideoDirs): Promise<string> {
  await mkdir(dirs.work, { recursive: true });
  return mkdtemp(path.join(dirs.work, 'job-'));
}

/** Copies a video's original from the private area into `work`; an original gone is an error. */
export async function fetchOriginal(storage: Storage, sourceKey: string, work: string): Promise<string> {
  const file = path.join(work, `original${path.extname(sourceKey)}`);
  if (!(await storage.private.download(originalKey(sourceKey), file))) {
    throw new Error(`the original ${sourceKey} is gone`);
  }
  return file;
}

/** Copies the public object behind an `/obs/` URL into `work` as `name`; null when it is gone. */
export async function fetchStored(
  storage: Storage,
  url: string,
  work: string,
  name: string,
): Promise<string | null> {
  const file = path.join(work, name);
  return (await storage.download(url, file)) ? file : null;
}
