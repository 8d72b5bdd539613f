import {
  VIDEO_MAX_BYTES,
  VIDEO_SECONDS_MAX,
  VIDEO_SECONDS_MIN,
  type Video,
} from '../../../shared/schemas/reels.ts';

/** What the browser can tell about a chosen clip before sending it. */
export type ClipVerdict = 'ok' | 'tooShort' | 'tooLong' | 'tooLarge' | 'unknown';

/**
 * The same rule as the server (docs/decisions/068): the length rounded to the nearest whole second,
 * 5 to 30 inclusive. `null` seconds: the browser could not read the file (a codec it does not play,
 * such as HEVC on some desktops); the server, which transcodes it, decides then.
 */
export function checkClip(seconds: number | null, bytes: number): ClipVerdict {
  if (bytes > VIDEO_MAX_BYTES) return 'tooLarge';
  if (seconds === null || !Number.isFinite(seconds)) return 'unknown';
  const whole = Math.round(seconds);
  if (whole < VIDEO_SECONDS_MIN) return 'tooShort';
  if (whole > VIDEO_SECONDS_MAX) return 'tooLong';
  return 'ok';
}

export interface MediaSupport {
  /** File, FileReader and object URLs exist. */
  fileApi: boolean;
  /** `canPlayType` for MP4 with H.264 + AAC ('' when unsupported). */
  mp4: string;
}

/** Reels play H.264 in MP4 and need the File API to upload: without them the system is too old. */
export const systemSupported = (s: MediaSupport) => s.fileApi && s.mp4 !== '';

export function browserSupport(): MediaSupport {
  const fileApi =
    typeof File !== 'undefined' &&
    typeof FileReader !== 'undefined' &&
    typeof URL !== 'undefined' &&
    typeof URL.createObjectURL === 'function';
  const video = document.createElement('video');
  const mp4 =
    typeof video.canPlayType === 'function'
      ? video.canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"')
      : '';
  return { fileApi, mp4 };
}

/** The clip's length in seconds, read from its metadata by a detached `<video>`; null if unreadable. */
export function readClipSeconds(file: File, timeoutMs = 8000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const done = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** Where a clip is on its way: sending, then the server's processing, then ready or failed. */
export type ClipStage =
  | { kind: 'uploading'; percent: number }
  | { kind: 'queued' }
  | { kind: 'processing'; percent: number }
  | { kind: 'ready' }
  | { kind: 'failed'; reason: Video['reason'] };

/** Whole percent of an upload, never 100 before the server has answered. */
export const uploadPercent = (fraction: number) =>
  Math.max(0, Math.min(99, Math.floor((Number.isFinite(fraction) ? fraction : 0) * 100)));

export function videoStage(v: Pick<Video, 'status' | 'progress' | 'reason'>): ClipStage {
  switch (v.status) {
    case 'queued':
      return { kind: 'queued' };
    case 'processing':
      return { kind: 'processing', percent: Math.max(0, Math.min(99, Math.round(v.progress))) };
    case 'ready':
      return { kind: 'ready' };
    case 'failed':
      return { kind: 'failed', reason: v.reason };
  }
}

/** `m:ss` for a length in milliseconds (track lengths, the scrubber's moment). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${s.toString().padStart(2, '0')}`;
}
