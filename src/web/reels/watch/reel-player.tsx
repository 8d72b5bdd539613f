import { PlayOutline, SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { preloadOf, type ClipMode, type ReelItem } from './reel-clips.ts';

/** Two bars: antd-mobile-icons has no pause glyph. */
export const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

interface Props {
  item: ReelItem;
  mode: ClipMode;
  muted: boolean;
  onMuted: (muted: boolean) => void;
  /** Less motion asked for: the active clip waits for a tap. */
  still: boolean;
}

/**
 * One clip: the poster until the first frame plays, the video (muted, inline, looping) only while
 * the clip is near the screen, a tap surface for sound, and a play/pause button.
 */
export function ReelPlayer({ item, mode, muted, onMuted, still }: Props) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const [playing, setPlaying] = useState(false);
  // Shown over the poster from its first played frame on (a paused clip keeps its frame).
  const [started, setStarted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [broken, setBroken] = useState(false);
  // A brief mark after a tap, so a change of sound is seen as well as heard.
  const [flash, setFlash] = useState<'sound' | 'muted' | null>(null);
  const active = mode === 'play';
  // Leaving the screen rewinds the clip (below), so its poster shows again until it plays anew.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (!active) setStarted(false);
  }
  const preload = preloadOf(mode);

  // React sets `muted` only as the initial attribute: the property follows the member's choice here.
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted, preload]);

  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (active && !still) {
      // A refused autoplay (a browser's policy, a saver mode) leaves the play button showing.
      v.play().catch(() => setPlaying(false));
    } else if (!active) {
      v.pause();
      // A clip seen again starts from its beginning, as in every reels app.
      if (v.currentTime > 0) v.currentTime = 0;
    }
  }, [active, still, preload]);

  useEffect(() => {
    if (!flash) return;
    const id = window.setTimeout(() => setFlash(null), 700);
    return () => window.clearTimeout(id);
  }, [flash]);

  const togglePlay = () => {
    const v = ref.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => setPlaying(false));
    else v.pause();
  };
  const onTap = () => {
    const v = ref.current;
    if (v?.paused) {
      togglePlay();
      return;
    }
    onMuted(!muted);
    setFlash(muted ? 'sound' : 'muted');
  };

  const poster = <img className="vc-reel__poster" src={item.video.posterUrl} alt="" decoding="async" />;
  if (preload === null) return <div className="vc-reel__media">{poster}</div>;

  return (
    <div className="vc-reel__media">
      {poster}
      <video
        ref={ref}
        className={`vc-reel__video${started ? ' is-started' : ''}`}
        src={item.video.url}
        poster={item.video.posterUrl}
        preload={preload}
        width={item.video.width}
        height={item.video.height}
        muted
        playsInline
        loop
        disablePictureInPicture
        data-testid={active ? 'reel-active-video' : 'reel-video'}
        data-active={active}
        onPlaying={() => {
          setPlaying(true);
          setStarted(true);
          setWaiting(false);
          setBroken(false);
        }}
        onPause={() => setPlaying(false)}
        onWaiting={() => setWaiting(true)}
        onError={() => setBroken(true)}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          if (bar.current && v.duration > 0) {
            bar.current.style.transform = `scaleX(${v.currentTime / v.duration})`;
          }
        }}
      />
      <button
        type="button"
        className="vc-reel__tap"
        aria-label={!playing ? t('reelsWatch.play') : muted ? t('reelsWatch.unmute') : t('reelsWatch.mute')}
        onClick={onTap}
        tabIndex={active ? 0 : -1}
        data-testid="reel-tap"
      />
      {active && !playing && !waiting ? (
        <span className="vc-reel__big" aria-hidden>
          <PlayOutline />
        </span>
      ) : null}
      {active && waiting && playing ? <span className="vc-spinner vc-reel__spinner" aria-hidden /> : null}
      {flash ? (
        <span className="vc-reel__big is-flash" aria-hidden>
          {flash === 'sound' ? <SoundOutline /> : <SoundMuteOutline />}
        </span>
      ) : null}
      {broken && active ? <p className="vc-reel__broken">{t('reelsWatch.unavailable')}</p> : null}
      {active ? (
        <div className="vc-reel__controls">
          <button
            type="button"
            className="vc-reel__ctl"
            aria-label={playing ? t('reelsWatch.pause') : t('reelsWatch.play')}
            onClick={togglePlay}
            data-testid="reel-play-pause"
          >
            {playing ? <PauseIcon /> : <PlayOutline aria-hidden />}
          </button>
          <button
            type="button"
            className="vc-reel__ctl"
            aria-label={muted ? t('reelsWatch.unmute') : t('reelsWatch.mute')}
            aria-pressed={!muted}
            onClick={() => onMuted(!muted)}
            data-testid="reel-unmute"
          >
            {muted ? <SoundMuteOutline aria-hidden /> : <SoundOutline aria-hidden />}
          </button>
        </div>
      ) : null}
      <span className="vc-reel__progress" aria-hidden>
        <span ref={bar} />
      </span>
    </div>
  );
}
