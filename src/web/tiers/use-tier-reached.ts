import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../auth/user-store.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { memberTierQuery } from './api/member-tier-api.ts';
import { tiersQuery } from './api/tiers-api.ts';

/**
 * Whether the signed-in member holds `minCode` or a higher tier: true when there is no minimum,
 * false below it, null while unknown (a visitor, or the answers still loading).
 */
export function useTierReached(minCode: string | null | undefined): boolean | null {
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const needed = Boolean(minCode) && token !== '';
  const tiers = useQuery({ ...tiersQuery(lang), enabled: needed });
  const mine = useQuery({ ...memberTierQuery(token, lang), enabled: needed });
  if (!minCode) return true;
  if (!tiers.data || !mine.data) return null;
  const rank = (code: string) => tiers.data.list.findIndex((x) => x.code === code);
  return rank(mine.data.tier.code) >= rank(minCode);
}
