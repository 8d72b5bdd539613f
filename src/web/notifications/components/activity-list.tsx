import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { noticesQuery, useReadNotice } from '../api/notices-api.ts';
import { NoticeItem } from './notice-item.tsx';

/** The Activity tab: likes, comments, replies and follows, newest first, loading as you scroll. */
export function ActivityList({ locale }: { locale: string }) {
  const t = useT();
  const query = useInfiniteQuery(noticesQuery());
  const read = useReadNotice();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const fallback = useQueryFallback(query);
  if (fallback) return fallback;
  if (items.length === 0) {
    return (
      <div className="vc-card vc-empty" data-testid="notice-empty">
        <p className="vc-notif-list__empty-title">{t('notice.empty')}</p>
        <p className="vc-muted">{t('notice.emptyText')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="vc-notif-list" aria-label={t('notice.activity')} data-testid="notice-list">
        {items.map((n) => (
          <NoticeItem
            key={n.id}
            notice={n}
            locale={locale}
            onOpen={(opened) => {
              if (!opened.read) read.mutate(opened.id);
            }}
          />
        ))}
      </ul>
      <ListEnd query={query} />
    </>
  );
}
