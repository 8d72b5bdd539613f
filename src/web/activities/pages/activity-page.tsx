import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { activityQuery } from '../api/activities-api.ts';
import { ActivityView } from '../components/activity-view.tsx';
import '../activities.css';

/** `/activity/{id}`: one activity of any type, with its times, odds, my standing and actions. */
export default function ActivityPage() {
  const id = useParams().id ?? '';
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const query = useQuery(activityQuery(id, token, lang));
  const fallback = useQueryFallback(query);
  const { refetch } = query;
  // When the countdown reaches the start or the end, the state (and the actions) change.
  const onTimeUp = useCallback(() => void refetch(), [refetch]);
  if (query.error instanceof ApiError && query.error.code === 404) return <NotFoundPage />;
  if (fallback || !query.data) return fallback;
  return <ActivityView activity={query.data} locale={LANGUAGE_TAGS[lang]} onTimeUp={onTimeUp} />;
}
