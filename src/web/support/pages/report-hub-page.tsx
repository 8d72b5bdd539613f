import { useInfiniteQuery } from '@tanstack/react-query';
import { RightOutline, ExclamationShieldOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { REPORT_STATES, type ReportState } from '../../../shared/schemas/support.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { Segment } from '../../app/segment.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reportListQuery } from '../api/support-api.ts';
import { ReportRow } from '../components/report-row.tsx';
import { REPORT_STATE_KEY } from '../components/support-labels.ts';
import '../support.css';

const isState = (v: string | null): v is ReportState => REPORT_STATES.includes(v as ReportState);

/** `/report`: choose what to report, and my reports by tab (submitted, focused monitoring, completed). */
export default function ReportHubPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ReportState = isState(asked) ? asked : 'submitted';
  const reports = useInfiniteQuery(reportListQuery(token, tab, lang));
  const rows = reports.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="vc-stack vc-support">
      <section className="vc-card vc-stack">
        <h2 className="vc-support__heading">{t('reports.chooseTitle')}</h2>
        <Link to="/report/product" className="vc-support-choice" data-testid="report-product-entry">
          <span className="vc-support-choice__icon" aria-hidden>
            <ExclamationShieldOutline />
          </span>
          <span className="vc-support-choice__text">
            <strong>{t('reports.productEntry')}</strong>
            <span className="vc-muted">{t('reports.productEntryHint')}</span>
          </span>
          <RightOutline aria-hidden />
        </Link>
        <p className="vc-muted">{t('reports.contentHint')}</p>
      </section>
      <section className="vc-stack" aria-labelledby="my-reports">
        <h2 className="vc-support__heading" id="my-reports">
          {t('reports.mine')}
        </h2>
        <Segment
          label={t('reports.tabs')}
          options={REPORT_STATES}
          value={tab}
          text={(s) => t(REPORT_STATE_KEY[s])}
          onSelect={(s) => setParams({ tab: s }, { replace: true })}
          testId="report-tab"
        />
        {reports.isError ? <p className="vc-notice">{t('reports.loadFailed')}</p> : null}
        {reports.isSuccess && rows.length === 0 ? (
          <p className="vc-card vc-muted vc-support-empty" data-testid="reports-empty">
            {t('reports.empty')}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="vc-support-list" data-testid="report-list">
            {rows.map((r) => (
              <li key={r.id}>
                <ReportRow r={r} />
              </li>
            ))}
          </ul>
        ) : null}
        {rows.length > 0 ? <ListEnd query={reports} /> : null}
      </section>
    </div>
  );
}
