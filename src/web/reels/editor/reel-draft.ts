import type { ArticleDetail, ArticleSave, Topic } from '../../../shared/schemas/content.ts';
import type { MusicTrack, Video, VideoCover } from '../../../shared/schemas/reels.ts';

/**
 * Levels used when the member adds a track without touching the sliders: the music as it is and
 * the clip's own sound lowered, so speech stays audible but does not fight the music.
 */
export const DEFAULT_LEVELS = { musicVolume: 100, originalVolume: 60 } as const;

export interface ReelMusic {
  id: string;
  title: string;
  artist: string;
}

/** Everything the reel editor holds between its pages (kept in session storage). */
export interface ReelDraft {
  /** Who it belongs to: another member signing in on this tab does not see it. */
  owner: string;
  /** The saved draft article, once autosave or "Save draft" has created it. */
  articleId: string | null;
  /** The uploaded clip, without music. */
  originalId: string | null;
  /** The clip with music mixed in (a new video), or null without music. */
  mergedId: string | null;
  music: ReelMusic | null;
  musicVolume: number;
  originalVolume: number;
  /** The cover the member chose, and on which video it was set (a merge is a new video). */
  cover: VideoCover | null;
  coverOn: string | null;
  caption: string;
  topics: Topic[];
  /** `draftSignature` of what the server last confirmed: anything else is unsaved. */
  savedSignature: string;
}

export const emptyDraft = (owner: string): ReelDraft => ({
  owner,
  articleId: null,
  originalId: null,
  mergedId: null,
  music: null,
  ...DEFAULT_LEVELS,
  cover: null,
  coverOn: null,
  caption: '',
  topics: [],
  savedSignature: '',
});

/** The clip the reel will show: with music when merged. */
export const currentVideoId = (d: Pick<ReelDraft, 'originalId' | 'mergedId'>) => d.mergedId ?? d.originalId;

/** A new clip replaces the old one with everything tied to it (music, cover); the words stay. */
export const withUpload = (d: ReelDraft, videoId: string): ReelDraft => ({
  ...d,
  originalId: videoId,
  mergedId: null,
  music: null,
  cover: null,
  coverOn: null,
});

export const withMusic = (
  d: ReelDraft,
  track: Pick<MusicTrack, 'id' | 'title' | 'artist'>,
  mergedId: string,
  levels: { musicVolume: number; originalVolume: number },
): ReelDraft => ({
  ...d,
  mergedId,
  music: { id: track.id, title: track.title, artist: track.artist },
  ...levels,
});

/** "No music": back to the clip as uploaded. */
export const withoutMusic = (d: ReelDraft): ReelDraft => ({ ...d, mergedId: null, music: null });

export const withCover = (d: ReelDraft, cover: VideoCover, videoId: string): ReelDraft => ({
  ...d,
  cover,
  coverOn: videoId,
});

/** The chosen cover was set on another video (music added or removed since): set it again. */
export function coverToReapply(d: ReelDraft): VideoCover | null {
  const id = currentVideoId(d);
  return d.cover && id && d.coverOn !== id ? d.cover : null;
}

/**
 * A saved draft opened from the list. Its video may be a merge: then the clip without music is
 * its parent, so "No music" still works.
 */
export function fromArticle(owner: string, a: ArticleDetail, video: Video | null): ReelDraft {
  const base = { ...emptyDraft(owner), articleId: a.id, caption: a.title, topics: a.topics };
  if (!a.videoId) return base;
  if (video?.parentId) {
    return {
      ...base,
      originalId: video.parentId,
      mergedId: a.videoId,
      music: video.music ? { ...video.music } : null,
    };
  }
  return { ...base, originalId: a.videoId };
}

/** The body of `frontend/save` (the shared schema parses it before publishing, the server after). */
export function toPayload(d: ReelDraft, draft: boolean): ArticleSave {
  const body: ArticleSave = {
    type: 'reels',
    title: d.caption,
    // The caption is the reel's only text: it has no body.
    blocks: [],
    topicIds: d.topics.map((t) => t.id),
    source: 'original',
    videoId: currentVideoId(d),
    draft,
  };
  if (d.articleId) body.id = d.articleId;
  return body;
}

/** What a save sends, as one string: equal signatures mean nothing new to save. */
export const draftSignature = (d: ReelDraft) => JSON.stringify({ ...toPayload(d, true), id: undefined });

/** Worth a draft on the server: autosave starts once there is a clip (the rule). */
export const worthSaving = (d: ReelDraft) => d.originalId !== null;

export const isDirty = (d: ReelDraft) => worthSaving(d) && draftSignature(d) !== d.savedSignature;
