import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { PROBLEM_TEXT } from '../camera-errors.ts';
import { decodeQr, loadReader } from '../decoder.ts';
import { grabFrame } from './frame-grabber.ts';
import { useCamera } from './use-camera.ts';

/** Time between decoded frames: quick enough to feel instant, light enough for an old phone. */
const FRAME_MS = 180;

const HELP = { denied: 'scan.deniedHelp', noCamera: 'scan.noCameraHelp', busy: 'scan.busyHelp' } as const;

/**
 * The live scanner: the back camera under a framing square, a frame decoded every ~180 ms, the
 * torch when the device has one. A camera problem is explained in place (spec §8 texts).
 */
export function CameraScanner({
  onDecoded,
  onProblem,
}: {
  onDecoded: (text: string) => void;
  onProblem: (hasProblem: boolean) => void;
}) {
  const t = useT();
  const [decoder, setDecoder] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadAttempt, setLoadAttempt] = useState(0);
  const { videoRef, state, torch, toggleTorch, retry, stop } = useCamera(true);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const done = useRef(false);
  const decoded = useRef(onDecoded);
  useEffect(() => {
    decoded.current = onDecoded;
  }, [onDecoded]);

  useEffect(() => {
    let live = true;
    loadReader().then(
      () => live && setDecoder('ready'),
      () => live && setDecoder('failed'),
    );
    return () => {
      live = false;
    };
  }, [loadAttempt]);

  const problem = state.kind === 'problem' ? state.problem : null;
  useEffect(() => onProblem(problem !== null), [problem, onProblem]);

  useEffect(() => {
    if (state.kind !== 'live' || decoder !== 'ready') return;
    let busy = false;
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      if (busy || done.current || !video) return;
      canvasRef.current ??= document.createElement('canvas');
      const frame = grabFrame(video, canvasRef.current);
      if (!frame) return;
      busy = true;
      decodeQr(frame)
        .then((text) => {
          if (text === null || done.current) return;
          done.current = true;
          stop();
          decoded.current(text);
        })
        .catch(() => undefined) // one bad frame: the next one is tried
        .finally(() => {
          busy = false;
        });
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [state.kind, decoder, videoRef, stop]);

  if (problem) {
    return (
      <section className="vc-card vc-scan-problem" role="alert" data-testid="scan-problem">
        <h2 className="vc-scan-problem__title">{t(PROBLEM_TEXT[problem])}</h2>
        {problem === 'failed' ? null : <p className="vc-scan-text">{t(HELP[problem])}</p>}
        {problem === 'noCamera' ? null : (
          <button type="button" className="vc-button vc-button--ghost" onClick={retry}>
            {t('scan.retryCamera')}
          </button>
        )}
      </section>
    );
  }

  const status =
    decoder === 'failed'
      ? t('scan.decoderFailed')
      : state.kind === 'starting'
        ? t('scan.startingCamera')
        : decoder === 'loading'
          ? t('scan.loadingDecoder')
          : t('scan.aim');

  return (
    <section className="vc-scan-camera">
      <div className="vc-scan-viewport">
        <video
          ref={videoRef}
          className="vc-scan-video"
          playsInline
          muted
          autoPlay
          aria-label={t('scan.videoLabel')}
          data-testid="scan-video"
        />
        <div className="vc-scan-frame" aria-hidden />
        {state.kind === 'starting' || decoder === 'loading' ? (
          <span className="vc-spinner vc-scan-viewport__spinner" aria-hidden />
        ) : null}
        {torch.available ? (
          <button
            type="button"
            className={`vc-scan-torch${torch.on ? ' is-on' : ''}`}
            aria-pressed={torch.on}
            aria-label={torch.on ? t('scan.torchOff') : t('scan.torchOn')}
            onClick={() => void toggleTorch()}
          >
            <TorchIcon />
          </button>
        ) : null}
      </div>
      <p className="vc-scan-status" role="status" aria-live="polite" data-testid="scan-status">
        {status}
      </p>
      {decoder === 'failed' ? (
        <button
          type="button"
          className="vc-button vc-button--ghost"
          onClick={() => {
            setDecoder('loading');
            setLoadAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </button>
      ) : null}
    </section>
  );
}

function TorchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M8 2h8l-1 6H9L8 2Z" strokeLinejoin="round" />
      <path d="M9 8h6v3l-1.5 3v8h-3v-8L9 11V8Z" strokeLinejoin="round" />
    </svg>
  );
}
