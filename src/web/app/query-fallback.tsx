import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { useT } from '../i18n/i18n.ts';

/**
 * A page's answer while its query has no data: a spinner while loading, the error with a retry
 * button when it failed, else null (render the page).
 */
export function useQueryFallback(query: {
  isPending: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}): ReactNode | null {
  const t = useT();
  if (query.isPending) {
    return (
      <div className="vc-loading">
        <span className="vc-spinner" />
      </div>
    );
  }
  if (query.error) {
    return (
      <div className="vc-card vc-empty">
        <p className="vc-empty__text">{errorMessage(query.error, t('error.request'))}</p>
        <button type="button" className="vc-button vc-button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}
