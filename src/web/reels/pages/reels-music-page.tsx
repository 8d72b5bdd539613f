import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from '../../app/routing.tsx';
import { MUSIC_KEYWORD_MAX, type MusicTrack } from '../../../shared/schemas/reels.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useDebounced } from '../../content/components/search-debounce.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { musicGenresQuery, musicTracksQuery } from '../api/music-api.ts';
import { mergeAudio } from '../api/video-api.ts';
import { LevelSliders } from '../editor/level-sliders.tsx';
import { withMusic, withoutMusic } from '../editor/reel-draft.ts';
import { useOwnDraft, useReelEditor } from '../editor/reel-editor-store.ts';
import { TrackRow } from '../editor/track-row.tsx';
import { useTrackPlayer } from '../editor/use-track-player.ts';
import '../editor.css';
import '../i18n/reels-edit-i18n.ts';

/** `/reels/music`: find a track by genre or name, listen, and mix it under the clip. */
export default function ReelsMusicPage() {
  const t = useT();
  const navigate = useNavigate();
  const lang = useLanguage((s) => s.language);
  const owner = useUserStore((s) => s.userInfo.userId || s.email);
  const draft = useOwnDraft(owner);
  const change = useReelEditor((s) => s.change);
  const searchId = useId();
  const [genreId, setGenreId] = useState('');
  const [keyword, setKeyword] = useState('');
  const term = useDebounced(keyword.trim(), 300);
  const [levels, setLevels] = useState({
    musicVolume: draft.musicVolume,
    originalVolume: draft.originalVolume,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const genres = useQuery(musicGenresQuery(lang));
  const tracks = useInfiniteQuery(musicTracksQuery(genreId, term));
  const player = useTrackPlayer();
  const items = tracks.data?.pages.flatMap((p) => p.list) ?? [];

  if (!draft.originalId) {
    return (
      <div className="vc-empty">
        <p className="vc-empty__title">{t('reelsEdit.clipFirst')}</p>
        <Link className="vc-button vc-button--primary" to="/reels/release">
          {t('reelsEdit.pickTitle')}
        </Link>
      </div>
    );
  }
  const originalId = draft.originalId;

  async function use(track: MusicTrack) {
    if (busy) return;
    setBusy(track.id);
    player.stop();
    try {
      // Always from the clip as uploaded: a second track replaces the first, it is not mixed over it.
      const merged = await mergeAudio({ videoId: originalId, musicId: track.id, ...levels });
      change((d) => withMusic(d, track, merged.videoId, levels));
      void navigate('/reels/release');
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
      setBusy(null);
    }
  }

  const genreButton = (id: string, name: string) => (
    <button
      key={id || 'all'}
      type="button"
      className={`vc-reel-genre${genreId === id ? ' is-active' : ''}`}
      aria-pressed={genreId === id}
      data-testid="music-genre"
      onClick={() => setGenreId(id)}
    >
      {name}
    </button>
  );

  return (
    <div className="vc-reel-music" data-testid="reels-music-page">
      <div className="vc-reel-music__head">
        <label className="vc-visually-hidden" htmlFor={searchId}>
          {t('reelsEdit.searchMusic')}
        </label>
        <input
          id={searchId}
          className="vc-input"
          type="search"
          value={keyword}
          maxLength={MUSIC_KEYWORD_MAX}
          placeholder={t('reelsEdit.searchMusic')}
          data-testid="music-search"
          onChange={(e) => setKeyword(e.target.value)}
        />
        <div className="vc-reel-genres" role="group" aria-label={t('reelsEdit.genres')}>
          {genreButton('', t('reelsEdit.allGenres'))}
          {(genres.data ?? []).map((g) => genreButton(g.id, g.name))}
        </div>
        <LevelSliders value={levels} onChange={setLevels} />
        <button
          type="button"
          className="vc-button vc-button--ghost"
          data-testid="music-none"
          aria-pressed={!draft.music}
          onClick={() => {
            player.stop();
            change(withoutMusic);
            void navigate('/reels/release');
          }}
        >
          {t('reelsEdit.noMusic')}
        </button>
      </div>
      {tracks.isPending ? (
        <div className="vc-loading" role="status" aria-label={t('reelsEdit.loading')} />
      ) : null}
      {tracks.isError ? <p className="vc-notice">{errorMessage(tracks.error, t('error.request'))}</p> : null}
      {tracks.isSuccess && items.length === 0 ? (
        <p className="vc-empty__title vc-reel-music__none">{t('reelsEdit.noTracks')}</p>
      ) : null}
      <ul className="vc-reel-tracks" aria-label={t('reelsEdit.tracks')}>
        {items.map((track) => (
          <TrackRow
            key={track.id}
            track={track}
            playing={player.playing === track.id}
            chosen={draft.music?.id === track.id}
            busy={busy !== null}
            onToggle={() => player.toggle(track.id, track.url)}
            onUse={() => void use(track)}
          />
        ))}
      </ul>
      {items.length > 0 ? <ListEnd query={tracks} /> : null}
    </div>
  );
}
