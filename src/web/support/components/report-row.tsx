import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { ReportItem } from '../../../shared/schemas/support.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { REPORT_STATE_KEY, TARGET_KEY } from './support-labels.ts';

/** One of my reports in a list: its number, state, what and why. */
export function ReportRow({ r }: { r: ReportItem }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });
  return (
    <Link to={`/report/detail/${r.id}`} className="vc-card vc-support-row" data-testid="report-row">
      <span className="vc-support-row__top">
        <span className="vc-support-row__number">{r.reportNumber}</span>
        <span className={r.state === 'completed' ? 'vc-tag vc-tag--ready' : 'vc-tag'}>
          {t(REPORT_STATE_KEY[r.state])}
        </span>
      </span>
      <span className="vc-support-row__what">
        <strong>{t(TARGET_KEY[r.targetType])}</strong>
        {r.targetSnippet ? ` · ${r.targetSnippet}` : ''}
      </span>
      <span className="vc-muted">
        {r.reason} · {day.format(new Date(r.createdAt))}
      </span>
    </Link>
  );
}
