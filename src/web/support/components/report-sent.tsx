import { CheckCircleFill } from 'antd-mobile-icons';
import { Link, useNavigate } from '../../app/routing.tsx';
import { toast } from '../../app/toast.ts';
import { useT } from '../../i18n/i18n.ts';

/** After a report: its number, big and copyable, and where to follow it. */
export function ReportSent({ id, reportNumber }: { id: string; reportNumber: string }) {
  const t = useT();
  const navigate = useNavigate();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reportNumber);
      void toast(t('reports.copied'), 'success');
    } catch {
      // Clipboard refused (an insecure page or a denied permission): the number is on screen.
    }
  };
  return (
    <section className="vc-card vc-support-sent" data-testid="report-sent" aria-live="polite">
      <CheckCircleFill className="vc-support-sent__icon" aria-hidden />
      <h2>{t('reports.sentTitle')}</h2>
      <p className="vc-muted">{t('reports.sentNumber')}</p>
      <p className="vc-support-sent__number" data-testid="report-number">
        {reportNumber}
      </p>
      <button type="button" className="vc-button vc-button--ghost" onClick={() => void copy()}>
        {t('reports.copy')}
      </button>
      <p className="vc-muted">{t('reports.sentText')}</p>
      <div className="vc-support-actions">
        <Link className="vc-button vc-button--primary" to={`/report/detail/${id}`} replace>
          {t('reports.viewReport')}
        </Link>
        <button type="button" className="vc-button vc-button--soft" onClick={() => void navigate(-1)}>
          {t('reports.back')}
        </button>
      </div>
    </section>
  );
}
