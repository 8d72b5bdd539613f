import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { tiersQuery } from '../api/tiers-api.ts';
import '../tiers.css';

/** The default tiers' metals; a tier the brand adds gets the bronze of its own. */
const LOOKS: Record<string, string> = { MEMBER: 'member', SILVER: 'silver', GOLD: 'gold', BLACK: 'black' };

/**
 * A tier's badge: its name in the reader's language, in the tier's colour. `quiet` shows nothing for
 * the lowest tier (beside a comment author every member holds it, so it says nothing there).
 */
export function TierBadge(props: { code: string | null | undefined; quiet?: boolean; testId?: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const tiers = useQuery({ ...tiersQuery(lang), enabled: Boolean(props.code) });
  const list = tiers.data?.list ?? [];
  const rank = list.findIndex((x) => x.code === props.code);
  const tier = list[rank];
  if (!tier || (props.quiet && rank === 0)) return null;
  return (
    <span
      className={`vc-tier-badge vc-tier-badge--${LOOKS[tier.code] ?? 'other'}`}
      data-testid={props.testId ?? 'tier-badge'}
      data-tier={tier.code}
      title={t('tiers.badge', { tier: tier.name })}
    >
      <span aria-hidden>◆</span> {tier.name}
    </span>
  );
}
