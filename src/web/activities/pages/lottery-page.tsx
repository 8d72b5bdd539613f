import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { activityQuery } from '../api/activities-api.ts';
import { lotteryQuery } from '../api/lottery-api.ts';
import { Countdown } from '../components/countdown.tsx';
import { EnterButton } from '../components/enter-button.tsx';
import '../activities.css';

/** `/activity/lottery/{id}`: entries in all and mine, the countdown to the draw, the masked winners. */
export default function LotteryPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const detail = useQuery(activityQuery(id, token, lang));
  const lottery = useQuery(lotteryQuery(id, token, lang));
  const fallback = useQueryFallback(detail);
  const refetchLottery = lottery.refetch;
  const refetchDetail = detail.refetch;
  const onTimeUp = useCallback(() => {
    void refetchDetail();
    void refetchLottery();
  }, [refetchDetail, refetchLottery]);
  if (detail.error instanceof ApiError && detail.error.code === 404) return <NotFoundPage />;
  if (fallback || !detail.data) return fallback;
  const a = detail.data;
  const view = lottery.data;
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  const open = a.state === 'open';
  const proofMissing = a.type === 'raffle' && a.mine !== null && !a.mine.proofApproved;

  return (
    <div className="vc-stack vc-act-lottery" data-testid="lottery-page">
      <header className="vc-act-detail__head">
        <h1 className="vc-act-title">
          <Link to={`/activity/${a.id}`}>{a.title}</Link>
        </h1>
      </header>
      <section className="vc-card vc-act-when">
        {view?.drawn ? null : <Countdown activity={a} endLabel={t('activities.drawIn')} onZero={onTimeUp} />}
        <dl className="vc-act-facts vc-act-facts--plain">
          <div className="vc-act-fact">
            <dt>{t('activities.lotteryEntries')}</dt>
            <dd data-testid="lottery-entries">{view ? n(view.entries) : '··'}</dd>
          </div>
          <div className="vc-act-fact">
            <dt>{t('activities.myEntries')}</dt>
            <dd data-testid="lottery-mine">{view ? n(view.myEntries.length) : '··'}</dd>
          </div>
        </dl>
        {view && view.myEntries.length > 0 ? (
          <p className="vc-muted vc-act-text">{view.myEntries.map((e) => `№ ${e.entryNo}`).join(' · ')}</p>
        ) : null}
      </section>

      {open && !proofMissing ? <EnterButton activity={a} label={t('activities.enter')} /> : null}
      {open && proofMissing ? (
        <Link className="vc-button vc-button--primary vc-button--block vc-act-wrap" to="/setting/proof">
          {t('activities.proofLink')}
        </Link>
      ) : null}
      {a.state === 'closed' && view && !view.drawn ? (
        <p className="vc-act-note" role="status">
          {t('activities.drawPending')}
        </p>
      ) : null}

      {view?.drawn ? (
        <section className="vc-card" aria-labelledby="lottery-winners">
          <h2 id="lottery-winners" className="vc-act-h2">
            {t('activities.winnersTitle')}
          </h2>
          {view.winners.length === 0 ? <p className="vc-muted">{t('activities.noWinners')}</p> : null}
          <ul className="vc-act-winners" data-testid="lottery-winners">
            {view.winners.map((w) => (
              <li key={w.entryNo} data-testid="lottery-winner">
                <span className="vc-act-winners__name">{w.maskedName}</span>
                <span>{w.prizeName}</span>
                <span className="vc-muted">№ {w.entryNo}</span>
              </li>
            ))}
          </ul>
          <Link className="vc-button vc-button--soft" to={`/winner/${a.id}`}>
            {t('activities.viewWinners')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
