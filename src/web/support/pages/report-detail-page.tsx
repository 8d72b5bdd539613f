import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { REPORT_STATES } from '../../../shared/schemas/support.ts';
import { Missing } from '../../app/missing.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reportQuery } from '../api/support-api.ts';
import { REPORT_OUTCOME_KEY, REPORT_STATE_KEY, TARGET_KEY } from '../components/support-labels.ts';
import '../../prizes/prizes.css';
import '../support.css';

/** `/report/detail/{id}`: my report, its number and where it stands (submitted → monitoring → completed). */
export default function ReportDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const report = useQuery(reportQuery(token, id, lang));
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });

  if (report.isError) {
    return (
      <Missing
        title={t('reports.notFound')}
        to="/report"
        action={t('reports.mine')}
        testId="report-missing"
      />
    );
  }
  if (!report.data) return <div className="vc-loading" role="status" aria-label={t('reports.sending')} />;
  const r = report.data;
  const reached = REPORT_STATES.indexOf(r.state);

  return (
    <div className="vc-stack vc-support" data-testid="report-detail">
      <section className="vc-card vc-stack">
        <p className="vc-muted">{t('reports.detailNumber')}</p>
        <p className="vc-support-sent__number" data-testid="report-number">
          {r.reportNumber}
        </p>
        <ol className="vc-steps" aria-label={t('reports.tabs')}>
          {REPORT_STATES.map((s, i) => (
            <li key={s} className={i <= reached ? 'vc-steps__step vc-steps__step--done' : 'vc-steps__step'}>
              <span className="vc-steps__dot" aria-hidden />
              <span>
                <strong>{t(REPORT_STATE_KEY[s])}</strong>
                {i === 0 ? (
                  <time className="vc-muted" dateTime={r.createdAt}>
                    {when.format(new Date(r.createdAt))}
                  </time>
                ) : null}
                {s === 'completed' && r.resolvedAt ? (
                  <time className="vc-muted" dateTime={r.resolvedAt}>
                    {when.format(new Date(r.resolvedAt))}
                  </time>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
        {r.outcome ? (
          <p className="vc-support-outcome" data-testid="report-outcome">
            <strong>{t('reports.detailOutcome')}:</strong> {t(REPORT_OUTCOME_KEY[r.outcome])}
          </p>
        ) : null}
      </section>
      <section className="vc-card">
        <dl className="vc-support-facts">
          <dt>{t('reports.detailWhat')}</dt>
          <dd>
            <strong>{t(TARGET_KEY[r.targetType])}</strong>
            {r.targetSnippet ? ` · ${r.targetSnippet}` : ''}
          </dd>
          <dt>{r.product ? t('reports.productReason') : t('reports.reason')}</dt>
          <dd>{r.reason}</dd>
          {r.product ? (
            <>
              <dt>{t('reports.salesStore')}</dt>
              <dd>{r.product.salesStore}</dd>
              {r.product.shopNames ? (
                <>
                  <dt>{t('reports.shopNames')}</dt>
                  <dd>{r.product.shopNames}</dd>
                </>
              ) : null}
              <dt>{t('reports.reportTime')}</dt>
              <dd>{r.product.reportTime}</dd>
              <dt>{t('reports.contact')}</dt>
              <dd>{r.product.contact}</dd>
              {r.product.code ? (
                <>
                  <dt>{t('reports.code')}</dt>
                  <dd>{r.product.code}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {r.text ? (
            <>
              <dt>{t('reports.detailText')}</dt>
              <dd className="vc-support-pre">{r.text}</dd>
            </>
          ) : null}
        </dl>
        {r.pictures.length > 0 ? (
          <ul className="vc-support-pictures" aria-label={t('reports.detailPictures')}>
            {r.pictures.map((src) => (
              <li key={src}>
                <img src={src} alt="" loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
