import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Lang } from '../../../shared/i18n.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { formatDate } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { GENERAL, systemQuery, useReadSystem } from '../api/notices-api.ts';

/**
 * The System tab: the brand's latest notices. Opening it marks the channel read (the bell goes down)
 * once the list has arrived, so that this visit still shows which ones were new.
 */
export function SystemList({ lang, locale }: { lang: Lang; locale: string }) {
  const t = useT();
  const query = useQuery(systemQuery(lang));
  const { mutate } = useReadSystem();
  const marked = useRef(false);
  const unread = query.data?.unread ?? 0;
  useEffect(() => {
    if (!query.isSuccess || marked.current) return;
    marked.current = true;
    if (unread > 0) mutate(GENERAL);
  }, [query.isSuccess, unread, mutate]);
  const fallback = useQueryFallback(query);
  if (fallback) return fallback;
  const list = query.data?.list ?? [];
  if (list.length === 0) {
    return (
      <div className="vc-card vc-empty" data-testid="system-empty">
        <p className="vc-notif-list__empty-title">{t('notice.systemEmpty')}</p>
        <p className="vc-muted">{t('notice.systemEmptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="vc-notif-list" aria-label={t('notice.system')} data-testid="system-list">
      {list.map((n) => (
        <li key={n.id} className={`vc-sysnotice${n.read ? '' : ' is-unread'}`}>
          <h3 className="vc-sysnotice__title">
            {n.read ? null : <span className="vc-notif__dot" role="img" aria-label={t('notice.unread')} />}
            {n.title}
          </h3>
          {/* Plain text: line breaks are kept by CSS (white-space: pre-line), never parsed as HTML. */}
          <p className="vc-sysnotice__body">{n.body}</p>
          <time className="vc-notif__time" dateTime={n.publishedAt}>
            {formatDate(n.publishedAt, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}
