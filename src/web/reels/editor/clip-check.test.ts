import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../../shared/schemas/reels.ts';
import { checkClip, formatDuration, systemSupported, uploadPercent, videoStage } from './clip-check.ts';

describe('checkClip', () => {
  it('rounds to whole seconds like the server: 4.5 s passes, 4.49 s does not', () => {
    expect(checkClip(4.5, 1000)).toBe('ok');
    expect(checkClip(4.49, 1000)).toBe('tooShort');
    expect(checkClip(5, 1000)).toBe('ok');
  });
  it('sends clips over 30 s to the trim hint, 30.49 s still passes', () => {
    expect(checkClip(30.49, 1000)).toBe('ok');
    expect(checkClip(30.5, 1000)).toBe('tooLong');
    expect(checkClip(95, 1000)).toBe('tooLong');
  });
  it('refuses a file over the size cap before anything else', () => {
    expect(checkClip(10, VIDEO_MAX_BYTES)).toBe('ok');
    expect(checkClip(10, VIDEO_MAX_BYTES + 1)).toBe('tooLarge');
    expect(checkClip(null, VIDEO_MAX_BYTES + 1)).toBe('tooLarge');
  });
  it('leaves an unreadable clip (no metadata, infinite duration) to the server', () => {
    expect(checkClip(null, 1000)).toBe('unknown');
    expect(checkClip(Number.POSITIVE_INFINITY, 1000)).toBe('unknown');
    expect(checkClip(Number.NaN, 1000)).toBe('unknown');
  });
});

describe('systemSupported', () => {
  it('needs both the File API and MP4/H.264 playback', () => {
    expect(systemSupported({ fileApi: true, mp4: 'probably' })).toBe(true);
    expect(systemSupported({ fileApi: true, mp4: 'maybe' })).toBe(true);
    expect(systemSupported({ fileApi: true, mp4: '' })).toBe(false);
    expect(systemSupported({ fileApi: false, mp4: 'probably' })).toBe(false);
  });
});

describe('progress', () => {
  it('shows whole percent of an upload and holds 100 until the server answers', () => {
    expect(uploadPercent(0)).toBe(0);
    expect(uploadPercent(0.456)).toBe(45);
    expect(uploadPercent(1)).toBe(99);
    expect(uploadPercent(Number.NaN)).toBe(0);
  });
  it('turns the server status into a stage, with its reason on failure', () => {
    expect(videoStage({ status: 'queued', progress: 0, reason: null })).toEqual({ kind: 'queued' });
    expect(videoStage({ status: 'processing', progress: 37, reason: null })).toEqual({
      kind: 'processing',
      percent: 37,
    });
    expect(videoStage({ status: 'processing', progress: 100, reason: null })).toEqual({
      kind: 'processing',
      percent: 99,
    });
    expect(videoStage({ status: 'ready', progress: 100, reason: null })).toEqual({ kind: 'ready' });
    expect(videoStage({ status: 'failed', progress: 40, reason: 'MERGE_FAILED' })).toEqual({
      kind: 'failed',
      reason: 'MERGE_FAILED',
    });
  });
  it('formats lengths as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(8_400)).toBe('0:08');
    expect(formatDuration(125_000)).toBe('2:05');
  });
});
