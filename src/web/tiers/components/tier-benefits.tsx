import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import type { TierBenefits as Benefits } from '../../../shared/schemas/tiers.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { formatMultiplier } from '../format-multiplier.ts';

/** A tier's benefits as sentences: the multiplier always, early access and the birthday bonus when given. */
export function TierBenefits({ benefits }: { benefits: Benefits }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const multiplier = formatMultiplier(benefits.multiplier, locale);
  return (
    <ul className="vc-tier-benefits">
      <li data-testid="tier-multiplier">
        {benefits.multiplier > 1 ? t('tiers.multiplier', { value: multiplier }) : t('tiers.multiplierBase')}
      </li>
      {benefits.earlyAccessHours > 0 ? (
        <li>{t('tiers.earlyAccess', { count: benefits.earlyAccessHours })}</li>
      ) : null}
      {benefits.birthdayBonus > 0 ? (
        <li>
          {t('tiers.birthday', {
            amount: formatPoints(benefits.birthdayBonus, locale),
            count: benefits.birthdayBonus,
          })}
        </li>
      ) : null}
    </ul>
  );
}
