import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useTierReached } from '../../tiers/use-tier-reached.ts';
import { prizeQuery } from '../api/prizes-api.ts';
import { PrizeImage } from '../components/prize-image.tsx';
import '../prizes.css';

/** `/activity/prize/{id}`: the picture, the price in points, what is left and the redeem button. */
export default function PrizeDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const prize = useQuery(prizeQuery(id, lang));
  const reached = useTierReached(prize.data?.minTier?.code);

  if (prize.isError) return <p className="vc-notice">{t('prizes.notFound')}</p>;
  if (!prize.data) return <div className="vc-loading" role="status" aria-label={t('prizes.loading')} />;
  const p = prize.data;
  const soldOut = p.stock <= 0;

  return (
    <article className="vc-prize-detail">
      <PrizeImage src={p.images[0]} alt={p.name} large />
      <div className="vc-stack vc-prize-detail__body">
        <section className="vc-card vc-prize-detail__head">
          <h1 className="vc-prize-detail__name" data-testid="prize-name">
            {p.name}
          </h1>
          <p className="vc-prize-detail__points" data-testid="prize-points">
            {t('prizes.points', { points: formatPoints(p.points, locale), count: p.points })}
          </p>
          <p className="vc-muted" data-testid="prize-stock">
            {soldOut ? t('prizes.soldOut') : t('prizes.stock', { stock: p.stock })}
            {p.limitPerUser ? ` · ${t('prizes.limit', { limit: p.limitPerUser })}` : ''}
          </p>
          {p.minTier ? (
            <p className="vc-prize-detail__tier" data-testid="prize-min-tier">
              <Link to="/member/tier">{t('tiers.minTier', { tier: p.minTier.name })}</Link>
            </p>
          ) : null}
        </section>
        <section className="vc-card">
          <h2 className="vc-section-title">{t('prizes.details')}</h2>
          <p className="vc-prize-detail__text">
            {p.description.split('\n').map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        </section>
        <div className="vc-prize-action">
          {soldOut ? (
            <button type="button" className="vc-button vc-button--primary vc-button--block" disabled>
              {t('prizes.soldOut')}
            </button>
          ) : token && p.minTier && reached === false ? (
            // Below the prize's tier: the button says why instead of letting the member meet TIER_REQUIRED.
            <>
              <button
                type="button"
                className="vc-button vc-button--primary vc-button--block"
                disabled
                aria-describedby="prize-tier-note"
                data-testid="prize-redeem"
              >
                {t('prizes.redeem')}
              </button>
              <p id="prize-tier-note" className="vc-prize-action__note" data-testid="prize-tier-note">
                {t('tiers.minTierBlocked', { tier: p.minTier.name })}
              </p>
            </>
          ) : token ? (
            <Link
              className="vc-button vc-button--primary vc-button--block"
              to={`/order/add?prizeId=${p.id}`}
              data-testid="prize-redeem"
            >
              {t('prizes.redeem')}
            </Link>
          ) : (
            <button
              type="button"
              className="vc-button vc-button--primary vc-button--block"
              onClick={openLoginDialog}
              data-testid="prize-redeem"
            >
              {t('prizes.redeem')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
