import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblem, canAskCamera, type CameraProblem } from '../camera-errors.ts';

/** A function, not an inline test: the state changes across the awaits in between. */
const pageHidden = () => document.visibilityState === 'hidden';

export type CameraState =
  { kind: 'starting' } | { kind: 'live' } | { kind: 'problem'; problem: CameraProblem };

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

/**
 * The back camera in a `<video>`: started on mount, stopped on unmount and while the page is hidden
 * (a phone's camera light must not stay on in the background), started again when it comes back.
 */
export function useCamera(enabled: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>(() =>
    canAskCamera() ? { kind: 'starting' } : { kind: 'problem', problem: 'noCamera' },
  );
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const [attempt, setAttempt] = useState(0);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setTorch({ available: false, on: false });
  }, []);

  useEffect(() => {
    if (!enabled || !canAskCamera()) return; // no camera API: the initial state says so
    let cancelled = false;

    async function start() {
      if (streamRef.current || pageHidden()) return;
      setState({ kind: 'starting' });
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (cancelled || pageHidden()) {
          stream.getTracks().forEach((t) => t.stop());
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined); // autoplay of a muted inline video may still be deferred
        }
        const track = stream.getVideoTracks()[0];
        const caps: TorchCapabilities | undefined = track?.getCapabilities?.();
        setTorch({ available: caps?.torch === true, on: false });
        setState({ kind: 'live' });
      } catch (err) {
        if (!cancelled) setState({ kind: 'problem', problem: cameraProblem(err) });
      }
    }

    const onVisibility = () => {
      if (pageHidden()) stop();
      else void start();
    };
    void start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [enabled, attempt, stop]);

  const toggleTorch = useCallback(async () => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ available: true, on });
    } catch {
      setTorch({ available: false, on: false }); // the device said it had one but refused it
    }
  }, [torch.on]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { videoRef, state, torch, toggleTorch, retry, stop };
}
