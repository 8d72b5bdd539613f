import { formatLocal, formatLondon, sameAsLondon } from '../../../shared/activities/london.ts';
import { useT } from '../../i18n/i18n.ts';

/** One instant in London time, with the member's local time beside it when their clock differs. */
export function ActivityTimeLine({ iso, locale }: { iso: string; locale: string }) {
  const t = useT();
  const at = new Date(iso);
  return (
    <span className="vc-act-time">
      <time dateTime={iso}>{t('activities.londonTime', { time: formatLondon(at, locale) })}</time>
      {sameAsLondon(at) ? null : (
        <span className="vc-muted"> · {t('activities.localTime', { time: formatLocal(at, locale) })}</span>
      )}
    </span>
  );
}
