import { useInfiniteQuery } from '@tanstack/react-query';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { activityListQuery } from '../api/activities-api.ts';
import { ActivityCard } from './activity-card.tsx';

/** One public list (open, upcoming or ended), loading as the member scrolls. */
export function ActivityList({ tab, locale }: { tab: 'open' | 'upcoming' | 'ended'; locale: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const query = useInfiniteQuery(activityListQuery(tab, lang));
  const fallback = useQueryFallback(query);
  if (fallback) return fallback;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (rows.length === 0) return <EmptyList text={t('activities.empty')} />;
  return (
    <>
      <ul className="vc-act-list" data-testid={`activity-list-${tab}`}>
        {rows.map((a) => (
          <ActivityCard key={a.id} activity={a} locale={locale} />
        ))}
      </ul>
      <ListEnd query={query} />
    </>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <div className="vc-card vc-empty" role="status" data-testid="activity-empty">
      <p className="vc-empty__text">{text}</p>
    </div>
  );
}
