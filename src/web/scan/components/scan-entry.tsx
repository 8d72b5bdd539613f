import { RightOutline, ScanningOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import '../scan.css';

/** "Scan a product": the way to the scanner from `/home` and `/my`. */
export function ScanEntry({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Link
      to="/scanResult"
      className={`vc-card vc-scan-entry${compact ? ' is-compact' : ''}`}
      data-testid="scan-entry"
    >
      <span className="vc-scan-entry__icon" aria-hidden>
        <ScanningOutline />
      </span>
      <span className="vc-scan-entry__text">
        <strong>{t('scan.entry')}</strong>
        <span className="vc-muted">{t('scan.entryHint')}</span>
      </span>
      <RightOutline className="vc-scan-entry__arrow" aria-hidden />
    </Link>
  );
}
