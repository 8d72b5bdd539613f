import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { PrizeImage } from '../../prizes/components/prize-image.tsx';
import '../../prizes/prizes.css';
import { formatOdds } from '../activity-time.ts';
import { activityQuery } from '../api/activities-api.ts';
import '../activities.css';

/** `/activity/prize/detail?activityId=&prizeId=`: one prize of an activity with its odds and live stock. */
export default function ActivityPrizePage() {
  const t = useT();
  const [params] = useSearchParams();
  const activityId = params.get('activityId') ?? '';
  const prizeId = params.get('prizeId') ?? '';
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const query = useQuery(activityQuery(activityId, token, lang));
  const fallback = useQueryFallback(query);
  if (activityId === '' || prizeId === '') return <NotFoundPage />;
  if (fallback || !query.data) return fallback;
  const a = query.data;
  const row = a.odds.find((o) => o.prizeId === prizeId);
  if (!row) return <p className="vc-card vc-empty vc-empty__text">{t('activities.prizeNotFound')}</p>;
  return (
    <article className="vc-stack vc-act-prize" data-testid="activity-prize">
      <PrizeImage src={row.imageUrl} alt={row.name} large />
      <h1 className="vc-act-title">{row.name}</h1>
      <dl className="vc-card vc-act-facts">
        <div className="vc-act-fact">
          <dt>{t('activities.oddsOdds')}</dt>
          <dd data-testid="prize-odds">{formatOdds(row.odds, locale)}</dd>
        </div>
        <div className="vc-act-fact">
          <dt>{t('activities.oddsStock')}</dt>
          <dd data-testid="prize-stock">
            {row.stock !== null && row.initialStock !== null
              ? t('activities.stockOf', { left: row.stock, total: row.initialStock })
              : '—'}
          </dd>
        </div>
      </dl>
      <Link className="vc-button vc-button--soft" to={`/activity/${a.id}`}>
        {t('activities.inActivity', { title: a.title })}
      </Link>
    </article>
  );
}
