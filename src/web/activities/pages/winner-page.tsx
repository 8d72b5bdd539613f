import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../app/routing.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { drawDetailQuery } from '../api/draw-api.ts';
import { FairnessPanel } from '../components/fairness-panel.tsx';
import { WinnerList } from '../components/winner-list.tsx';
import '../draws.css';

/** `/winner/{id}`: who won (names masked) and the fairness check anyone can run. */
export default function WinnerPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const detail = useQuery(drawDetailQuery(id, token, lang));

  if (detail.isError) return <p className="vc-notice">{t('draw.notFound')}</p>;
  if (!detail.data) return <div className="vc-loading" role="status" aria-label={t('draw.loading')} />;
  const a = detail.data;
  const back =
    a.type === 'turntable' || a.type === 'lottery' ? `/activity/${a.type}/${a.id}` : `/activity/${a.id}`;
  return (
    <div className="vc-draw">
      <header className="vc-draw-head">
        <h1 className="vc-draw-title">{a.title}</h1>
        <Link to={back} className="vc-draw-link">
          {t('draw.toActivity')}
        </Link>
      </header>
      <div className="vc-draw-layout">
        <section aria-labelledby="vc-draw-winners-title">
          <h2 id="vc-draw-winners-title" className="vc-section-title">
            {t('draw.winnersList')}
          </h2>
          <WinnerList activityId={a.id} />
        </section>
        <FairnessPanel activityId={a.id} seedHash={a.seedHash} revealed={a.seed !== null} />
      </div>
    </div>
  );
}
