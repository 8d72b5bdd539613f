import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EditSOutline, ScanningOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../../app/routing.tsx';
import { codeFromScanned } from '../../../shared/scan/codes.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { toast } from '../../app/toast.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { reviewScannedProduct, verifyQuery } from '../api/scan-api.ts';
import { GenuineCard } from '../components/genuine-card.tsx';
import { reportPlaceIfAllowed } from '../components/report-place.ts';
import { ScanReward } from '../components/scan-reward.tsx';
import '../scan.css';

/**
 * `/scanResult/result?code=`: verifies the code once per visit (each verify is a recorded scan; a
 * rescan is a new visit). A code that is not ours goes on to `/fake`; a genuine one shows the
 * product, its scan history and the reward.
 */
export default function ScanResultPage() {
  const t = useT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const token = useUserStore((s) => s.token);
  const visit = useLocation().key;
  const wellFormed = codeFromScanned(code) === code;
  const verify = useQuery({ ...verifyQuery(code, visit), enabled: wellFormed });
  const fallback = useQueryFallback(verify);
  const [opening, setOpening] = useState(false);

  const data = verify.data;
  useEffect(() => {
    if (data) void reportPlaceIfAllowed({ code, visit }, data, qc);
  }, [data, code, visit, qc]);

  if (code === '') {
    return (
      <div className="vc-scan">
        <section className="vc-card vc-empty">
          <p className="vc-empty__text">{t('scan.noCode')}</p>
          <Link className="vc-button vc-button--primary" to="/scanResult">
            {t('scan.entry')}
          </Link>
        </section>
      </div>
    );
  }
  // Hand-typed addresses may carry anything: what cannot be one of our codes is not asked about.
  if (!wellFormed) return <Navigate to={`/fake?code=${encodeURIComponent(code)}`} replace />;
  if (!data) {
    return (
      <div className="vc-scan" aria-busy={verify.isPending}>
        {verify.isPending ? (
          <p className="vc-scan-status" role="status">
            {t('scan.checking')}
          </p>
        ) : null}
        {fallback}
      </div>
    );
  }
  if (!data.genuine) return <Navigate to={`/fake?code=${encodeURIComponent(code)}`} replace />;

  async function writeReview() {
    if (token === '') {
      openLoginDialog();
      return;
    }
    setOpening(true);
    try {
      const opened = await reviewScannedProduct(code);
      void navigate(
        opened.reviewId
          ? `/evaluate/add?id=${encodeURIComponent(opened.reviewId)}`
          : `/evaluate/add?productId=${encodeURIComponent(opened.productId)}`,
      );
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
      setOpening(false);
    }
  }

  return (
    <div className="vc-scan vc-scan-result" data-testid="scan-result">
      <GenuineCard result={data} />
      <ScanReward code={code} result={data} />
      <div className="vc-scan-actions">
        <button
          type="button"
          className="vc-button vc-button--soft vc-scan-wrap"
          onClick={() => void writeReview()}
          disabled={opening}
          data-testid="scan-write-review"
        >
          <EditSOutline aria-hidden />
          <span>{t('scan.writeReview')}</span>
        </button>
        <Link to="/scanResult" className="vc-button vc-button--ghost vc-scan-wrap" data-testid="scan-another">
          <ScanningOutline aria-hidden />
          <span>{t('scan.scanAnother')}</span>
        </Link>
      </div>
    </div>
  );
}
