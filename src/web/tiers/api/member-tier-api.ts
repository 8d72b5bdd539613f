import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import { MemberTierSchema } from '../../../shared/schemas/tiers.ts';
import { request } from '../../api/client.ts';
import { TIERS_KEY } from './tiers-api.ts';

/** The signed-in member's tier and progress; nothing is asked for a visitor (`token` empty). */
export const memberTierQuery = (token: string, lang: Lang) =>
  queryOptions({
    queryKey: [...TIERS_KEY, 'member', token, lang],
    queryFn: () => request('GET', '/hibackend/member/tier', undefined, { schema: MemberTierSchema }),
    enabled: token !== '',
    // Any qualifying award may have moved it: read afresh each time a page shows it.
    staleTime: 0,
  });
