import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { TiersSchema } from '../../../shared/schemas/tiers.ts';
import { request } from '../../api/client.ts';

/** Every query of this feature starts with this key (a tier change refreshes them all). */
export const TIERS_KEY = ['tiers'] as const;

/** Every tier, lowest first, named in `lang` (public: visitors read them too). */
export const tiersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...TIERS_KEY, 'list', lang],
    queryFn: () => request('GET', '/hibackend/member/tiers', undefined, { schema: TiersSchema }),
    // The brand changes its tiers rarely; badges on every comment share this one answer.
    staleTime: 10 * 60_000,
  });
