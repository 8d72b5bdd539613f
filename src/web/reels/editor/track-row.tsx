import type { MusicTrack } from '../../../shared/schemas/reels.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatDuration } from './clip-check.ts';

interface Props {
  track: MusicTrack;
  playing: boolean;
  chosen: boolean;
  busy: boolean;
  onToggle: () => void;
  onUse: () => void;
}

/** One track: listen (play/pause) and use it. */
export function TrackRow({ track, playing, chosen, busy, onToggle, onUse }: Props) {
  const t = useT();
  return (
    <li className={`vc-track${playing ? ' is-playing' : ''}`} data-testid="music-item">
      <button
        type="button"
        className="vc-track__play"
        aria-pressed={playing}
        aria-label={t(playing ? 'reelsEdit.pauseTrack' : 'reelsEdit.playTrack', { title: track.title })}
        data-testid="music-play"
        onClick={onToggle}
      >
        <span className="vc-track__icon" aria-hidden>
          {playing ? '❚❚' : '▶'}
        </span>
        <span className="vc-track__text">
          <span className="vc-track__title">{track.title}</span>
          <span className="vc-track__meta">
            {track.artist} · {formatDuration(track.durationMs)}
          </span>
        </span>
      </button>
      <button
        type="button"
        className={`vc-button ${chosen ? 'vc-button--soft' : 'vc-button--primary'} vc-track__use`}
        disabled={busy}
        aria-label={t('reelsEdit.useTrack', { title: track.title })}
        data-testid="music-use"
        onClick={onUse}
      >
        {chosen ? t('reelsEdit.inUse') : t('reelsEdit.use')}
      </button>
    </li>
  );
}
