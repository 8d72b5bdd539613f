import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { MusicGenreListSchema, MusicTrackPageSchema } from '../../../shared/schemas/reels.ts';
import { request } from '../../api/client.ts';

const BASE = '/hibackend/musicLibrary/frontend';
const PAGE_SIZE = 20;
export const MUSIC_KEY = ['music'] as const;

/** The genres, named in the member's language. */
export const musicGenresQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...MUSIC_KEY, 'genres', lang],
    queryFn: () => request('GET', `${BASE}/musicGenreList`, undefined, { schema: MusicGenreListSchema }),
    select: (r) => r.list,
    staleTime: 5 * 60 * 1000,
  });

/** Tracks of one genre (or all) matching the keyword, page by page as the list scrolls. */
export const musicTracksQuery = (genreId: string, keyword: string) =>
  infiniteQueryOptions({
    queryKey: [...MUSIC_KEY, 'tracks', genreId, keyword],
    queryFn: ({ pageParam, signal }) =>
      request(
        'GET',
        `${BASE}/listPage`,
        {
          genreId: genreId || undefined,
          keyword: keyword || undefined,
          pageSize: PAGE_SIZE,
          cursor: pageParam,
        },
        { schema: MusicTrackPageSchema, signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60 * 1000,
  });
