import type { Lang } from '../../shared/i18n.ts';
import type { MusicGenre, MusicTrack } from '../../shared/schemas/reels.ts';
import { pickLang } from '../content/articles.mapper.ts';
import type { GenreRow, TrackRow } from './music.repository.ts';

export const toGenre = (r: GenreRow, lang: Lang): MusicGenre => ({
  id: String(r.id),
  name: pickLang(r.name, lang),
});

export const toTrack = (r: TrackRow): MusicTrack => ({
  id: String(r.id),
  genreId: String(r.genreId),
  title: r.title,
  artist: r.artist,
  durationMs: r.durationMs,
  url: r.url,
});

/** The console sees every language and inactive tracks; also what the audit log keeps. */
export const toConsoleGenre = (r: GenreRow, trackCount: number) => ({
  id: String(r.id),
  name: r.name as Record<string, string>,
  sort: r.sort,
  trackCount,
});

export const toConsoleTrack = (r: TrackRow) => ({
  ...toTrack(r),
  active: r.active,
  createdAt: r.createdAt.toISOString(),
});
