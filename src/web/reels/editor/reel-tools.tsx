import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { ReelDraft } from './reel-draft.ts';

/** Music and Cover for the clip, and what is chosen so far. */
export function ReelTools({
  draft,
  ready,
  onNoMusic,
}: {
  draft: ReelDraft;
  /** The current clip is processed (a cover needs its frames). */
  ready: boolean;
  onNoMusic: () => void;
}) {
  const t = useT();
  const hasClip = draft.originalId !== null;
  return (
    <div className="vc-reel-tools">
      <div className="vc-reel-tools__row">
        {hasClip ? (
          <Link className="vc-button vc-button--soft" to="/reels/music" data-testid="reel-music-open">
            ♪ {t('reelsEdit.music')}
          </Link>
        ) : (
          <button type="button" className="vc-button vc-button--soft" disabled>
            ♪ {t('reelsEdit.music')}
          </button>
        )}
        {hasClip && ready ? (
          <Link className="vc-button vc-button--soft" to="/reels/cover" data-testid="reel-cover-open">
            {t('reelsEdit.cover')}
          </Link>
        ) : (
          <button
            type="button"
            className="vc-button vc-button--soft"
            disabled
            title={t('reelsEdit.coverWhenReady')}
          >
            {t('reelsEdit.cover')}
          </button>
        )}
      </div>
      {draft.music ? (
        <p className="vc-reel-tools__music" data-testid="reel-music-chosen">
          <span>
            ♪ {draft.music.title} · {draft.music.artist}
          </span>
          <button type="button" className="vc-button vc-button--ghost" onClick={onNoMusic}>
            {t('reelsEdit.noMusic')}
          </button>
        </p>
      ) : null}
      {draft.cover ? <p className="vc-field__hint">{t('reelsEdit.coverChosen')}</p> : null}
    </div>
  );
}
