import { Link } from '../../app/routing.tsx';
import { formatPoints } from '../../../shared/numbers.ts';
import type { PrizeListItem } from '../../../shared/schemas/prizes.ts';
import { useT } from '../../i18n/i18n.ts';
import { PrizeImage } from './prize-image.tsx';

/** One prize in the grid: the picture first, then its name, price and what is left. */
export function PrizeCard({ prize, locale }: { prize: PrizeListItem; locale: string }) {
  const t = useT();
  return (
    <li className="vc-prize-card" data-testid="prize-card">
      <Link to={`/activity/prize/${prize.id}`} className="vc-prize-card__link">
        <PrizeImage src={prize.image} alt="" />
        <span className="vc-prize-card__body">
          <span className="vc-prize-card__name">{prize.name}</span>
          <span className="vc-prize-card__points">
            {t('prizes.points', { points: formatPoints(prize.points, locale), count: prize.points })}
          </span>
          <span
            className={
              prize.stock > 0 ? 'vc-prize-card__stock' : 'vc-prize-card__stock vc-prize-card__stock--out'
            }
          >
            {prize.stock > 0 ? t('prizes.stock', { stock: prize.stock }) : t('prizes.soldOut')}
          </span>
          {prize.minTier ? (
            <span className="vc-prize-card__tier" data-testid="prize-card-tier">
              {t('tiers.minTier', { tier: prize.minTier.name })}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
