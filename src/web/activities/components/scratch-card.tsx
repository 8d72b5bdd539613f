import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ActivityDetail, AttendResult } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { useAttend } from '../api/draw-attend.ts';
import { clearedFraction, paintSilver, REVEAL_AT, scratchLine } from './scratch-layer.ts';
import { playBlock, WheelGate, WheelStanding } from './wheel-gate.tsx';
import { WheelOutcome } from './wheel-outcome.tsx';
import '../draws.css';

type Phase = 'ready' | 'scratching' | 'revealed';

/**
 * The scratch card of a `scratch` activity. "Scratch" first asks the server for the draw, so the
 * outcome is fixed before anything shows; then the silver layer scratches off with a finger or the
 * mouse and reveals whole past half. "Reveal" does it from the keyboard. A new card follows while
 * entries remain. The odds and the seed hash are on the detail page around it.
 */
export function ScratchCard({ activity }: { activity: ActivityDetail }) {
  const t = useT();
  const draw = useAttend(activity.id);
  const [phase, setPhase] = useState<Phase>('ready');
  const [result, setResult] = useState<AttendResult | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const strokes = useRef(0);
  const block = playBlock(activity);

  // A fresh silver layer for every new card, sized to the card in device pixels.
  useEffect(() => {
    const el = canvas.current;
    if (!el || phase !== 'ready') return;
    const box = el.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    el.width = Math.max(1, Math.round(box.width * dpr));
    el.height = Math.max(1, Math.round(box.height * dpr));
    const ctx = el.getContext('2d');
    if (ctx) paintSilver(ctx, el.width, el.height, t('draw.scratchHere'));
  }, [phase, t]);

  const start = async () => {
    const r = await draw.run();
    if (!r) return;
    setResult(r);
    setPhase('scratching');
  };

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    const box = el.getBoundingClientRect();
    return {
      x: ((e.clientX - box.left) / box.width) * el.width,
      y: ((e.clientY - box.top) / box.height) * el.height,
    };
  };
  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    // A rub is no text selection: without this a drag off the card selects the page beneath.
    e.preventDefault();
    if (phase !== 'scratching') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    last.current = point(e);
    onMove(e);
  };
  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    const ctx = el.getContext('2d');
    if (phase !== 'scratching' || !last.current || !ctx) return;
    const p = point(e);
    scratchLine(ctx, last.current, p, Math.max(14, el.width / 14));
    last.current = p;
    // Reading pixels is costly: measure every few strokes only.
    if (++strokes.current % 6 === 0) {
      const cleared = clearedFraction(ctx.getImageData(0, 0, el.width, el.height).data, 16);
      if (cleared >= REVEAL_AT) setPhase('revealed');
    }
  };
  const onUp = () => {
    last.current = null;
  };

  const again = () => {
    setResult(null);
    draw.reset();
    setPhase('ready');
  };

  const won = result?.won && result.prize;
  return (
    <div className="vc-stack vc-draw-scratch">
      <section className={`vc-card vc-draw-stage${phase === 'scratching' ? ' is-scratching' : ''}`}>
        <WheelStanding activity={activity} />
        <div className="vc-draw-ticket" data-testid="scratch-ticket">
          <div className="vc-draw-ticket__under" aria-hidden={phase !== 'revealed'}>
            {result ? (
              won ? (
                <>
                  {result.prize?.imageUrl ? (
                    <img src={result.prize.imageUrl} alt="" className="vc-draw-ticket__image" />
                  ) : null}
                  <strong className="vc-draw-ticket__prize">{result.prize?.name}</strong>
                </>
              ) : (
                <strong className="vc-draw-ticket__prize">{t('draw.noPrize')}</strong>
              )
            ) : null}
          </div>
          {phase !== 'revealed' ? (
            <canvas
              ref={canvas}
              className={`vc-draw-ticket__layer${phase === 'scratching' ? ' is-live' : ''}`}
              aria-label={t('draw.scratchLayer')}
              role="img"
              onPointerDown={onDown}
              onPointerMove={onMove}
              onPointerUp={onUp}
              onPointerCancel={onUp}
              data-testid="scratch-layer"
            />
          ) : null}
        </div>
        {phase === 'ready' && activity.mine ? (
          <button
            type="button"
            className="vc-button vc-button--primary vc-button--block"
            onClick={() => void start()}
            disabled={draw.pending || block !== null}
            data-testid="scratch-start"
          >
            {draw.pending ? t('draw.scratchWait') : t('draw.scratch')}
          </button>
        ) : null}
        {phase === 'scratching' ? (
          <>
            <p className="vc-muted vc-draw-text">{t('draw.scratchHint')}</p>
            <button
              type="button"
              className="vc-button vc-button--soft vc-button--block"
              onClick={() => setPhase('revealed')}
              data-testid="scratch-reveal"
            >
              {t('draw.reveal')}
            </button>
          </>
        ) : null}
        {phase === 'revealed' && block === null ? (
          <button
            type="button"
            className="vc-button vc-button--primary vc-button--block"
            onClick={again}
            data-testid="scratch-again"
          >
            {t('draw.newCard')}
          </button>
        ) : null}
        {phase === 'ready' ? <WheelGate activity={activity} error={draw.error} /> : null}
        <div aria-live="polite" className="vc-visually-hidden">
          {phase === 'revealed' && result
            ? won
              ? `${t('draw.won')} ${result.prize?.name ?? ''}`
              : t('draw.noPrize')
            : ''}
        </div>
      </section>
      {phase === 'revealed' && result ? <WheelOutcome result={result} activityId={activity.id} /> : null}
    </div>
  );
}
