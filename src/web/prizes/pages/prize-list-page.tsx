import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { balanceQuery } from '../../points/api/points-api.ts';
import { prizeListQuery } from '../api/prizes-api.ts';
import { PrizeCard } from '../components/prize-card.tsx';
import '../prizes.css';

/** Where the draws are, and how points are earned. */
const INTRO_LINKS = [
  ['/activity', 'prizes.constantDraws'],
  ['/pointsHistory/constant', 'prizes.constantEarn'],
] as const;

/**
 * `/activity/prize/constant`: the standing prizes, always there to swap points for (draw prizes are
 * in the activities), pictures first, loading as you scroll.
 */
export default function PrizeListPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const balance = useQuery(balanceQuery(token));
  const prizes = useInfiniteQuery(prizeListQuery(lang));
  const rows = prizes.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="vc-stack">
      {token ? (
        <section className="vc-card vc-prize-wallet" aria-label={t('points.balance')}>
          <div>
            <p className="vc-prize-wallet__label">{t('points.balance')}</p>
            <p className="vc-prize-wallet__value" data-testid="prize-balance">
              {balance.data ? formatPoints(balance.data.balance, locale) : '··'}
            </p>
          </div>
          <Link className="vc-button vc-button--soft" to="/activity/prize/awards">
            {t('prizes.myAwards')}
          </Link>
        </section>
      ) : null}
      <section className="vc-card vc-prize-intro" aria-labelledby="prize-intro" data-testid="prize-constant">
        <h2 id="prize-intro" className="vc-prize-intro__title">
          {t('prizes.constantTitle')}
        </h2>
        <p className="vc-muted">{t('prizes.constantText')}</p>
        <nav className="vc-prize-intro__links" aria-label={t('prizes.constantTitle')}>
          {INTRO_LINKS.map(([to, label]) => (
            <Link key={to} to={to}>
              {t(label)}
            </Link>
          ))}
        </nav>
      </section>
      {prizes.isError ? <p className="vc-notice">{t('prizes.loadFailed')}</p> : null}
      {prizes.isSuccess && rows.length === 0 ? <p className="vc-card vc-muted">{t('prizes.empty')}</p> : null}
      {rows.length > 0 ? (
        <ul className="vc-prize-grid" data-testid="prize-grid">
          {rows.map((p) => (
            <PrizeCard key={p.id} prize={p} locale={locale} />
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? <ListEnd query={prizes} /> : null}
    </div>
  );
}
