import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import type { Lang } from '../../../shared/i18n.ts';
import type { ArticleListItem } from '../../../shared/schemas/content.ts';
import { articleQuery } from '../../content/api/articles-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { videoQuery } from '../api/video-api.ts';
import { draftStatus, type DraftStatus } from './draft-status.ts';

const STATUS_KEY = {
  ready: 'reelsEdit.statusReady',
  processing: 'reelsEdit.statusProcessing',
  waiting: 'reelsEdit.statusWaiting',
  failed: 'reelsEdit.statusFailed',
  noVideo: 'reelsEdit.statusNoVideo',
  unknown: 'reelsEdit.loading',
} as const satisfies Record<DraftStatus, string>;

interface Props {
  item: ArticleListItem;
  lang: Lang;
  savedAt: string;
  onDelete: () => void;
}

/** One reel draft: its cover, caption and where its video stands; continue it or delete it. */
export function ReelDraftRow({ item, lang, savedAt, onDelete }: Props) {
  const t = useT();
  // A list item carries the video only once it is ready: for the others the draft and its video
  // say whether it is processing, failed or already waiting to go live.
  const needDetail = item.video === null;
  const detail = useQuery({ ...articleQuery(item.id, lang), enabled: needDetail });
  const videoId = detail.data?.videoId ?? '';
  const video = useQuery({ ...videoQuery(videoId), enabled: needDetail && videoId !== '' });
  const status = draftStatus({
    hasSnapshot: item.video !== null,
    waitingForVideo: detail.data?.waitingForVideo,
    videoId: detail.data ? detail.data.videoId : undefined,
    videoStatus: video.data?.status,
  });
  const cover = item.cover ?? item.video?.posterUrl ?? video.data?.coverUrl ?? null;
  const editPath = `/reels/release?draft=${encodeURIComponent(item.id)}`;

  return (
    <li className="vc-card vc-reel-draft" data-testid="reel-draft-item">
      <Link className="vc-reel-draft__cover" to={editPath} tabIndex={-1} aria-hidden>
        {cover ? <img src={cover} alt="" loading="lazy" /> : <span>▶</span>}
      </Link>
      <div className="vc-reel-draft__text">
        <Link className="vc-reel-draft__title" to={editPath}>
          {item.title.trim() || <span className="vc-muted">{t('reelsEdit.noCaption')}</span>}
        </Link>
        <p className="vc-reel-draft__meta">
          <span className={`vc-tag vc-reel-draft__status is-${status}`} data-testid="reel-draft-status">
            {t(STATUS_KEY[status])}
          </span>
          <span>{t('reelsEdit.savedAt', { time: savedAt })}</span>
        </p>
      </div>
      <div className="vc-reel-draft__actions">
        <Link className="vc-button vc-button--soft" to={editPath} data-testid="reel-draft-edit">
          {t('reelsEdit.edit')}
        </Link>
        <button
          type="button"
          className="vc-button vc-button--ghost"
          data-testid="reel-draft-delete"
          aria-label={t('reelsEdit.deleteNamed', { name: item.title.trim() || t('reelsEdit.noCaption') })}
          onClick={onDelete}
        >
          {t('reelsEdit.delete')}
        </button>
      </div>
    </li>
  );
}
