import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { formatDay } from '../../../shared/dates.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { memberTierQuery } from '../api/member-tier-api.ts';
import { tiersQuery } from '../api/tiers-api.ts';
import { TierBadge } from '../components/tier-badge.tsx';
import { TierBenefits } from '../components/tier-benefits.tsx';
import { TierProgress } from '../components/tier-progress.tsx';
import '../tiers.css';

/**
 * `/member/tier`: every tier with its threshold and benefits; a member also sees their own tier
 * (highlighted), their progress and when the tier is reviewed; a visitor is asked to sign in for that.
 */
export default function TierPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const token = useUserStore((s) => s.token);
  const tiers = useQuery(tiersQuery(lang));
  const mine = useQuery(memberTierQuery(token, lang));
  const current = mine.data?.tier.code;

  return (
    <div className="vc-stack">
      {token ? (
        mine.data ? (
          <section className="vc-card vc-tier-hero" aria-labelledby="tier-mine" data-testid="tier-mine">
            <h2 id="tier-mine" className="vc-tier-hero__title">
              {t('tiers.current')}
            </h2>
            <TierBadge code={mine.data.tier.code} name={mine.data.tier.name} testId="tier-mine-badge" />
            <p className="vc-tier-hero__points" data-testid="tier-qualifying">
              {t('tiers.qualifying', {
                amount: formatPoints(mine.data.qualifyingPoints, locale),
                count: mine.data.qualifyingPoints,
              })}
            </p>
            <TierProgress tier={mine.data} />
            {mine.data.reviewAt ? (
              <p className="vc-muted" data-testid="tier-review">
                {t('tiers.review', { tier: mine.data.tier.name, date: formatDay(mine.data.reviewAt, lang) })}
              </p>
            ) : null}
          </section>
        ) : null
      ) : (
        <section className="vc-card vc-tier-hero" aria-labelledby="tier-guest" data-testid="tier-guest">
          <h2 id="tier-guest" className="vc-tier-hero__title">
            {t('tiers.guestTitle')}
          </h2>
          <p className="vc-muted">{t('tiers.guestText')}</p>
          <Link className="vc-button vc-button--primary" to="/login?needBack=1">
            {t('tiers.signIn')}
          </Link>
        </section>
      )}

      {tiers.isError ? <p className="vc-notice">{t('tiers.loadFailed')}</p> : null}
      <ol className="vc-tier-list" aria-label={t('tiers.title')} data-testid="tier-list">
        {(tiers.data?.list ?? []).map((tier) => (
          <li
            key={tier.code}
            className={tier.code === current ? 'vc-card vc-tier is-current' : 'vc-card vc-tier'}
            aria-current={tier.code === current ? 'true' : undefined}
            data-testid="tier-row"
            data-tier={tier.code}
          >
            <div className="vc-tier__head">
              <h3 className="vc-tier__name">{tier.name}</h3>
              {tier.code === current ? <span className="vc-tier__mine">{t('tiers.current')}</span> : null}
            </div>
            <p className="vc-tier__threshold">
              {tier.threshold === 0
                ? t('tiers.start')
                : t('tiers.threshold', {
                    amount: formatPoints(tier.threshold, locale),
                    count: tier.threshold,
                  })}
            </p>
            <TierBenefits benefits={tier.benefits} />
          </li>
        ))}
      </ol>

      <section className="vc-card" aria-labelledby="tier-how">
        <h2 id="tier-how" className="vc-tier-hero__title">
          {t('tiers.howTitle')}
        </h2>
        <p className="vc-muted vc-tier-how">{t('tiers.howText')}</p>
      </section>
    </div>
  );
}
