import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from '../../app/routing.tsx';
import type { AttendResult } from '../../../shared/schemas/activities.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { drawDetailQuery } from '../api/draw-api.ts';
import { useAttend } from '../api/draw-attend.ts';
import { prefersReducedMotion, Wheel } from '../components/wheel.tsx';
import { landingRotation, wheelSlices } from '../components/wheel-geometry.ts';
import { playBlock, WheelGate, WheelStanding } from '../components/wheel-gate.tsx';
import { WheelOdds } from '../components/wheel-odds.tsx';
import { FairnessProof, WheelOutcome } from '../components/wheel-outcome.tsx';
import '../draws.css';

const SPIN_MS = 4200;
const REDUCED_MS = 300;

/** `/activity/turntable/{id}`: the wheel, which turns to the segment the server drew. */
export default function TurntablePage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const detail = useQuery(drawDetailQuery(id, token, lang));
  const draw = useAttend(id);
  const [rotation, setRotation] = useState(0);
  const [duration, setDuration] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<AttendResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const slices = useMemo(() => wheelSlices(detail.data?.odds ?? []), [detail.data?.odds]);

  if (detail.isError) return <p className="vc-notice">{t('draw.notFound')}</p>;
  if (!detail.data) return <div className="vc-loading" role="status" aria-label={t('draw.loading')} />;
  const a = detail.data;
  const block = playBlock(a);
  const busy = draw.pending || spinning;

  const spin = async () => {
    setShown(null);
    const result = await draw.run();
    if (!result) return;
    const reduced = prefersReducedMotion();
    const ms = reduced ? REDUCED_MS : SPIN_MS;
    let target = rotation;
    try {
      if (result.segment !== null)
        target = landingRotation(slices, result.segment, rotation, reduced ? 1 : 6, Math.random());
    } catch {
      // A segment without a slice (a zero weight) cannot be drawn; show the answer without turning.
    }
    setDuration(ms);
    setRotation(target);
    setSpinning(true);
    timer.current = setTimeout(() => {
      setSpinning(false);
      setShown(result);
    }, ms + 50);
  };

  return (
    <div className="vc-draw">
      <header className="vc-draw-head">
        <h1 className="vc-draw-title">{a.title}</h1>
        {a.description ? <p className="vc-muted vc-draw-text">{a.description}</p> : null}
      </header>
      <div className="vc-draw-layout">
        <section className="vc-card vc-draw-stage">
          <Wheel slices={slices} rotation={rotation} durationMs={duration} label={t('draw.wheelLabel')} />
          <WheelStanding activity={a} />
          {a.mine ? (
            <button
              type="button"
              className="vc-button vc-button--primary vc-button--block vc-draw-spin"
              onClick={() => void spin()}
              disabled={busy || block !== null}
              aria-describedby="vc-draw-result vc-draw-gate"
              data-testid="draw-spin"
            >
              {busy ? t('draw.spinning') : t('draw.spin')}
              {a.cost.kind !== 'free' && !busy ? (
                <span className="vc-draw-spin__cost">
                  {a.cost.kind === 'chances'
                    ? t('draw.costChances', { n: a.cost.amount })
                    : t('draw.costPoints', { n: a.cost.amount, count: a.cost.amount })}
                </span>
              ) : null}
            </button>
          ) : null}
          <WheelGate activity={a} error={draw.error} />
          <div id="vc-draw-result" aria-live="polite" className="vc-visually-hidden">
            {shown
              ? shown.won && shown.prize
                ? `${t('draw.won')} ${shown.prize.name}`
                : t('draw.noPrize')
              : ''}
          </div>
        </section>
        <div className="vc-stack">
          {shown ? <WheelOutcome result={shown} activityId={a.id} /> : null}
          <WheelOdds odds={a.odds} />
          {!shown ? (
            <section className="vc-card">
              <h2 className="vc-section-title">{t('draw.fairTitle')}</h2>
              <p className="vc-muted vc-draw-text">{t('draw.fairShort')}</p>
              <FairnessProof entryNo={null} seedHash={a.seedHash} activityId={a.id} />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
