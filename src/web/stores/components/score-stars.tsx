import { useT } from '../../i18n/i18n.ts';

/** A mean score as five stars with the number and count; the words are for screen readers. */
export function ScoreStars({
  score,
  count,
  locale,
}: {
  score: number | null;
  count: number;
  locale: string;
}) {
  const t = useT();
  if (score === null || count === 0)
    return <span className="vc-store-stars vc-muted">{t('stores.noRatings')}</span>;
  const shown = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    score,
  );
  const full = Math.round(score);
  return (
    <span className="vc-store-stars">
      <span className="vc-store-stars__icons" aria-hidden>
        {'★'.repeat(full)}
        <span className="vc-store-stars__off">{'★'.repeat(5 - full)}</span>
      </span>
      <span aria-hidden>
        {shown} · {t('stores.ratingCount', { count })}
      </span>
      <span className="vc-visually-hidden">{t('stores.rated', { score: shown, count })}</span>
    </span>
  );
}
