import { CameraOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../app/routing.tsx';
import { deviceKind } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { scanTarget } from '../scan-target.ts';
import '../scan.css';

/**
 * `/scanResult` (client only). With `?code=` the phone's own camera opened a printed link: straight
 * on to the result. Else the camera scanner, with picking a photo as the way without a camera.
 */
export default function ScanPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const printed = params.get('code');
  // A desktop rarely has a back camera: there the photo comes first and the camera is a choice.
  const [desktop] = useState(() => deviceKind() === 'pc');
  const [cameraOn, setCameraOn] = useState(!desktop);
  const [problem, setProblem] = useState(false);

  const onDecoded = useCallback((text: string) => void navigate(scanTarget(text)), [navigate]);

  // An empty `?code=` is no printed link: the scanner is the way on.
  if (printed) return <Navigate to={scanTarget(printed)} replace />;

  return (
    <div className={`vc-scan${desktop ? ' is-desktop' : ''}`} data-testid="scan-page">
      <p className="vc-scan-text vc-muted vc-scan-lead">{t('scan.entryHint')}</p>
      <div className="vc-scan-layout">
        {cameraOn ? (
          <CameraScanner onDecoded={onDecoded} onProblem={setProblem} />
        ) : (
          <section className="vc-card vc-scan-photo vc-scan-camera-offer">
            <p className="vc-scan-text">{t('scan.cameraOffer')}</p>
            <button
              type="button"
              className="vc-button vc-button--soft vc-scan-photo__button"
              onClick={() => setCameraOn(true)}
              data-testid="scan-use-camera"
            >
              <CameraOutline aria-hidden />
              <span>{t('scan.useCamera')}</span>
            </button>
          </section>
        )}
        <PhotoPicker onDecoded={onDecoded} prominent={desktop || problem} />
      </div>
    </div>
  );
}
