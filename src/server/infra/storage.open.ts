import path from 'node:path';
import type { StorageConfig } from '../config.ts';
import { localStorage } from './storage.local.ts';
import { s3Storage } from './storage.s3.ts';
import type { Storage } from './storage.ts';

/** The backend the settings name; this instance's scratch space stays under `DATA_DIR/private` on both. */
export function openStorage(config: StorageConfig, dataDir: string): Storage {
  if (config.kind === 'local') return localStorage(dataDir);
  return s3Storage(config, path.join(dataDir, 'private'));
}
