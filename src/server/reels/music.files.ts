import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { VideoTools } from '../infra/video.ts';

/** Containers that hold sound without being `audio/*` by their magic bytes. */
const AUDIO_CONTAINERS = new Set([
  'video/mp4',
  'video/webm',
  'video/x-matroska',
  'video/quicktime',
  'application/ogg',
]);

/** A new storage key for a track: `music/<random>.m4a`. */
export const trackKey = () => `music/${randomBytes(12).toString('hex')}.m4a`;

/** Where console uploads are streamed and converted: the instance's scratch folder, never served. */
export const incomingDir = (scratch: string) => path.join(scratch, 'music');

/** Whether the magic bytes say sound (a text file or a picture says no). */
export async function looksLikeAudio(file: string): Promise<boolean> {
  const type = await fileTypeFromFile(file);
  return type !== undefined && (type.mime.startsWith('audio/') || AUDIO_CONTAINERS.has(type.mime));
}

/** The length of the file's sound, or null when ffprobe finds none in it. */
export async function probeAudio(tools: VideoTools, file: string): Promise<{ durationMs: number } | null> {
  const probe = await tools.probe(file);
  return probe?.audioCodec && probe.durationMs > 0 ? { durationMs: probe.durationMs } : null;
}

/** Any audio to what the library stores: AAC 128 kb/s, 44.1 kHz stereo in MP4, no tags, index first. */
export async function toLibraryAudio(tools: VideoTools, from: string, to: string): Promise<void> {
  await tools.ffmpeg([
    '-y',
    '-i',
    from,
    '-map',
    '0:a:0',
    '-vn',
    '-map_metadata',
    '-1',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    '44100',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    to,
  ]);
}
