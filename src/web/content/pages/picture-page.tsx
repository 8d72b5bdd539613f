import { useLocation, useNavigate } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import { readPictures } from '../components/picture-link.ts';
import { PictureViewer } from '../components/picture-viewer.tsx';
import '../content.css';

/** `/picture`: the full-screen preview of the pictures passed in the state or the query. */
export default function PicturePage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { images, index } = readPictures(location.state, location.search);
  const close = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/home', { replace: true });
  };
  if (images.length === 0) return <p className="vc-card vc-muted">{t('feed.noPictures')}</p>;
  return <PictureViewer images={images} start={index} onClose={close} />;
}
