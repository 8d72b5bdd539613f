import { describe, expect, it } from 'vitest';
import { draftStatus } from './draft-status.ts';

describe('draftStatus', () => {
  const base = { hasSnapshot: false, waitingForVideo: undefined, videoId: undefined, videoStatus: undefined };
  it('says "waiting to publish" for a reel published while its video processes', () => {
    expect(draftStatus({ ...base, waitingForVideo: true, videoId: '1', videoStatus: 'processing' })).toBe(
      'waiting',
    );
  });
  it('trusts the list snapshot, then the video itself', () => {
    expect(draftStatus({ ...base, hasSnapshot: true })).toBe('ready');
    expect(draftStatus({ ...base, waitingForVideo: false, videoId: '1', videoStatus: 'queued' })).toBe(
      'processing',
    );
    expect(draftStatus({ ...base, waitingForVideo: false, videoId: '1', videoStatus: 'ready' })).toBe(
      'ready',
    );
    expect(draftStatus({ ...base, waitingForVideo: false, videoId: '1', videoStatus: 'failed' })).toBe(
      'failed',
    );
  });
  it('tells a draft without a video from one still loading', () => {
    expect(draftStatus({ ...base, waitingForVideo: false, videoId: null })).toBe('noVideo');
    expect(draftStatus(base)).toBe('unknown');
  });
});
