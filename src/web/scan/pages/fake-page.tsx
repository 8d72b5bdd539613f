import { ExclamationShieldOutline, ScanningOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import '../scan.css';

/** `/fake?code=`: the code is not one of ours. Calm and plain: what it means, what to do next. */
export default function FakePage() {
  const t = useT();
  const [params] = useSearchParams();
  const read = params.get('code') ?? '';

  return (
    <div className="vc-scan vc-scan-fake" data-testid="fake-page">
      <section className="vc-card vc-scan-fake__card">
        <span className="vc-scan-fake__mark" aria-hidden>
          !
        </span>
        <h2 className="vc-scan-fake__title">{t('scan.fakeHeadline')}</h2>
        <p className="vc-scan-text">{t('scan.fakeBody')}</p>
        {read ? (
          <div className="vc-scan-read">
            <span className="vc-muted">{t('scan.codeRead')}</span>
            <code data-testid="fake-code">{read}</code>
          </div>
        ) : null}
      </section>
      <section className="vc-card">
        <h2 className="vc-scan-reward__title">{t('scan.fakeWhatToDo')}</h2>
        <ol className="vc-scan-steps">
          <li>{t('scan.fakeStepScan')}</li>
          <li>{t('scan.fakeStepStop')}</li>
          <li>{t('scan.fakeStepBuy')}</li>
        </ol>
      </section>
      <div className="vc-scan-actions">
        <Link to="/store" className="vc-button vc-button--primary vc-scan-wrap" data-testid="fake-stores">
          <ShopbagOutline aria-hidden />
          <span>{t('scan.findStores')}</span>
        </Link>
        <Link
          to={`/report/product?${new URLSearchParams({ code: read.slice(0, 64) }).toString()}`}
          className="vc-button vc-button--danger vc-scan-wrap"
          data-testid="fake-report"
        >
          <ExclamationShieldOutline aria-hidden />
          <span>{t('reports.reportProduct')}</span>
        </Link>
        <Link
          to="/scanResult"
          className="vc-button vc-button--ghost vc-scan-wrap"
          data-testid="fake-scan-again"
        >
          <ScanningOutline aria-hidden />
          <span>{t('scan.scanAgain')}</span>
        </Link>
      </div>
    </div>
  );
}
