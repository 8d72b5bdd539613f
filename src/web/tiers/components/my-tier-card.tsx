import { useQuery } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { memberTierQuery } from '../api/member-tier-api.ts';
import { TierBadge } from './tier-badge.tsx';
import { TierProgress } from './tier-progress.tsx';

/** "Me": the member's tier badge and the way to the next tier, leading to the tier page. Visitors: nothing. */
export function MyTierCard() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const tier = useQuery(memberTierQuery(token, lang));
  if (!token || !tier.data) return null;
  return (
    <Link to="/member/tier" className="vc-card vc-tier-card" data-testid="my-tier">
      <span className="vc-tier-card__head">
        <span className="vc-tier-card__label">{t('tiers.mine')}</span>
        <TierBadge code={tier.data.tier.code} name={tier.data.tier.name} />
        <RightOutline className="vc-tier-card__go" aria-hidden />
      </span>
      <TierProgress tier={tier.data} />
    </Link>
  );
}
