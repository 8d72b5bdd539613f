import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { previewQuery } from '../api/activities-api.ts';
import { ActivityView } from '../components/activity-view.tsx';
import '../activities.css';

/**
 * `/activity/preview?id=`: a draft as members will see it, read through the console API (admins
 * only). Anyone else gets Not Found: the page does not reveal that the draft exists.
 */
export default function ActivityPreviewPage() {
  const t = useT();
  const id = useSearchParams()[0].get('id') ?? '';
  const lang = useLanguage((s) => s.language);
  const query = useQuery(previewQuery(id, lang));
  const fallback = useQueryFallback(query);
  const denied = query.error instanceof ApiError && [401, 403, 404].includes(query.error.code);
  if (id === '' || denied) return <NotFoundPage />;
  if (fallback || !query.data) return fallback;
  return (
    <div className="vc-stack">
      <p className="vc-act-preview" role="note" data-testid="preview-banner">
        {t('activities.previewBanner')}
      </p>
      <ActivityView activity={query.data} locale={LANGUAGE_TAGS[lang]} preview />
    </div>
  );
}
