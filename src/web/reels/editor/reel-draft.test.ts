import { describe, expect, it } from 'vitest';
import { ArticleSaveSchema, type ArticleDetail } from '../../../shared/schemas/content.ts';
import type { Video } from '../../../shared/schemas/reels.ts';
import {
  coverToReapply,
  currentVideoId,
  DEFAULT_LEVELS,
  draftSignature,
  emptyDraft,
  fromArticle,
  isDirty,
  toPayload,
  withCover,
  withMusic,
  withoutMusic,
  withUpload,
} from './reel-draft.ts';

const track = { id: '7', title: 'Dawn', artist: 'Demo' };

describe('reel draft changes', () => {
  it('an upload replaces the clip and what belonged to the old one, keeping the words', () => {
    const before = withCover(
      withMusic({ ...emptyDraft('u1'), caption: 'hi', originalId: '1' }, track, '2', DEFAULT_LEVELS),
      { atMs: 500 },
      '2',
    );
    const after = withUpload(before, '3');
    expect(after).toMatchObject({ originalId: '3', mergedId: null, music: null, cover: null, caption: 'hi' });
    expect(currentVideoId(after)).toBe('3');
  });
  it('music makes the merge the current clip; "No music" goes back to the original', () => {
    const d = withMusic({ ...emptyDraft('u1'), originalId: '1' }, track, '2', {
      musicVolume: 80,
      originalVolume: 40,
    });
    expect(currentVideoId(d)).toBe('2');
    expect(d).toMatchObject({ music: track, musicVolume: 80, originalVolume: 40 });
    const none = withoutMusic(d);
    expect(currentVideoId(none)).toBe('1');
    expect(none.music).toBeNull();
  });
  it('a cover chosen on one clip is set again on the clip that replaces it', () => {
    const d = withCover({ ...emptyDraft('u1'), originalId: '1' }, { atMs: 1200 }, '1');
    expect(coverToReapply(d)).toBeNull();
    const merged = withMusic(d, track, '2', DEFAULT_LEVELS);
    expect(coverToReapply(merged)).toEqual({ atMs: 1200 });
    expect(coverToReapply(withCover(merged, { atMs: 1200 }, '2'))).toBeNull();
  });
});

describe('payload and dirtiness', () => {
  it('sends the current clip, caption and topic ids as a reel the shared schema accepts', () => {
    const d = {
      ...withMusic({ ...emptyDraft('u1'), originalId: '1', articleId: '9' }, track, '2', DEFAULT_LEVELS),
      caption: 'Sunset',
      topics: [{ id: '4', name: 'Sky', articleCount: 1 }],
    };
    const body = toPayload(d, false);
    expect(body).toEqual({
      id: '9',
      type: 'reels',
      title: 'Sunset',
      blocks: [],
      topicIds: ['4'],
      source: 'original',
      videoId: '2',
      draft: false,
    });
    expect(ArticleSaveSchema.safeParse(body).success).toBe(true);
  });
  it('the schema refuses to publish without a caption or a clip', () => {
    expect(
      ArticleSaveSchema.safeParse(toPayload({ ...emptyDraft('u'), originalId: '1' }, false)).success,
    ).toBe(false);
    expect(ArticleSaveSchema.safeParse(toPayload({ ...emptyDraft('u'), caption: 'x' }, false)).success).toBe(
      false,
    );
  });
  it('is dirty only with a clip and a change the server has not confirmed', () => {
    const d = { ...emptyDraft('u1'), caption: 'words only' };
    expect(isDirty(d)).toBe(false);
    const withClip = withUpload(d, '1');
    expect(isDirty(withClip)).toBe(true);
    const saved = { ...withClip, articleId: '9', savedSignature: draftSignature(withClip) };
    // The id the first save answered is not a change.
    expect(isDirty(saved)).toBe(false);
    expect(isDirty({ ...saved, caption: 'more words' })).toBe(true);
  });
});

describe('fromArticle', () => {
  const article = {
    id: '9',
    title: 'Old caption',
    topics: [{ id: '4', name: 'Sky', articleCount: 1 }],
    videoId: '2',
  } as ArticleDetail;
  it('reopens a merged clip with its parent as the original, so "No music" still works', () => {
    const video = { videoId: '2', parentId: '1', music: { id: '7', title: 'Dawn', artist: 'Demo' } } as Video;
    expect(fromArticle('u1', article, video)).toMatchObject({
      articleId: '9',
      originalId: '1',
      mergedId: '2',
      music: { id: '7' },
      caption: 'Old caption',
    });
  });
  it('reopens a plain clip, or a draft without a video', () => {
    expect(fromArticle('u1', article, { videoId: '2', parentId: null, music: null } as Video)).toMatchObject({
      originalId: '2',
      mergedId: null,
    });
    expect(fromArticle('u1', { ...article, videoId: null }, null)).toMatchObject({ originalId: null });
  });
});
