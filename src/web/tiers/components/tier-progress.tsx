import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import type { MemberTier } from '../../../shared/schemas/tiers.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';

/** How far the member is on the way to the next tier: a bar and "120 points to Gold". */
export function TierProgress({ tier }: { tier: MemberTier }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const next = tier.nextTier;
  if (!next) {
    return (
      <p className="vc-tier-progress__text" data-testid="tier-top">
        {t('tiers.top')}
      </p>
    );
  }
  const percent = Math.max(0, Math.min(100, Math.floor((tier.qualifyingPoints / next.threshold) * 100)));
  return (
    <div className="vc-tier-progress">
      <div
        className="vc-tier-progress__track"
        role="progressbar"
        aria-label={t('tiers.progress', { tier: next.name })}
        aria-valuemin={0}
        aria-valuemax={next.threshold}
        aria-valuenow={Math.min(tier.qualifyingPoints, next.threshold)}
        data-testid="tier-progress"
      >
        <span className="vc-tier-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="vc-tier-progress__text" data-testid="tier-to-next">
        {t('tiers.toNext', {
          amount: formatPoints(tier.pointsToNext, locale),
          count: tier.pointsToNext,
          tier: next.name,
        })}
      </p>
    </div>
  );
}
