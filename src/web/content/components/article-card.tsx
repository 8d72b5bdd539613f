import { HeartOutline, PictureOutline, PlayOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import type { ArticleListItem } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatDuration } from '../../reels/watch/reel-clips.ts';
import { rememberArticleOrigin } from '../article-session-store.ts';
import { Avatar } from './avatar.tsx';
import { formatCount } from './format.ts';
import { coverRatio } from './masonry.ts';

/** Where a list item opens: statute articles have their own address. */
export const articlePath = (id: string, statute = false) => `${statute ? '/statute' : '/article'}/${id}`;

/** A reel's picture: its cover, else the video's poster, sized by whichever it is. */
function reelCover(item: ArticleListItem) {
  if (item.type !== 'reels' || !item.video) return null;
  if (item.cover) return { src: item.cover, ratio: coverRatio(item), video: item.video };
  const { posterUrl, width, height } = item.video;
  return { src: posterUrl, ratio: coverRatio({ coverWidth: width, coverHeight: height }), video: item.video };
}

/** A feed card: cover (or a tinted text card), two lines of title, author and likes. */
export function ArticleCard(props: {
  item: ArticleListItem;
  index: number;
  locale: string;
  statute?: boolean;
  /** The first cards on screen load at once; the rest when scrolled near. */
  eager?: boolean;
}) {
  const { item, index, locale, statute, eager } = props;
  const t = useT();
  const reel = reelCover(item);
  const ratio = reel ? reel.ratio : coverRatio(item);
  const cover = reel ? reel.src : item.cover;
  const story = item.type === 'story';
  return (
    <article className={`vc-acard${cover ? '' : ' vc-acard--text'}`} data-index={index}>
      <Link
        to={reel ? `/article/reels/${item.id}` : articlePath(item.id, statute)}
        className="vc-acard__link"
        onClick={() => rememberArticleOrigin(index)}
      >
        {cover && ratio !== null ? (
          <span className="vc-acard__media">
            <img
              className="vc-acard__cover"
              src={cover}
              width={item.coverWidth ?? undefined}
              height={item.coverHeight ?? undefined}
              style={{ aspectRatio: `1 / ${ratio}` }}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
            {reel ? (
              <span className="vc-acard__badge" data-testid="reel-card">
                <PlayOutline aria-hidden />
                <span className="vc-visually-hidden">{t('reelsWatch.tab')}</span>
                <span aria-hidden>{formatDuration(reel.video.durationMs)}</span>
                <span className="vc-visually-hidden">
                  {t('reelsWatch.duration', { time: formatDuration(reel.video.durationMs) })}
                </span>
              </span>
            ) : null}
            {story ? (
              <span className="vc-acard__badge">
                {t('feed.story')}
                {item.imageCount > 1 ? (
                  <span className="vc-acard__count">
                    <PictureOutline aria-hidden /> {item.imageCount}
                  </span>
                ) : null}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="vc-acard__excerpt" aria-hidden>
            {/* The clamp sits inside the padding, so no part of a seventh line shows. */}
            <span className="vc-acard__excerpt-text">
              {story ? (
                <span className="vc-acard__badge vc-acard__badge--inline">{t('feed.story')}</span>
              ) : null}
              {item.excerpt}
            </span>
          </span>
        )}
        <span className="vc-acard__title">{item.title}</span>
      </Link>
      <div className="vc-acard__meta">
        <span className="vc-acard__author">
          <Avatar author={item.author} size={20} />
          <span className="vc-acard__name">{item.author.nickName}</span>
        </span>
        <span className="vc-acard__likes" title={t('feed.likes', { count: item.likeCount })}>
          <HeartOutline aria-hidden />
          <span aria-hidden>{formatCount(item.likeCount, locale)}</span>
          <span className="vc-visually-hidden">{t('feed.likes', { count: item.likeCount })}</span>
        </span>
      </div>
    </article>
  );
}

/** A grey stand-in while the first page loads. */
export function SkeletonCard({ tall }: { tall: boolean }) {
  return (
    <div className="vc-acard vc-acard--skeleton" aria-hidden>
      <span className="vc-skel vc-skel--media" style={{ aspectRatio: tall ? '3 / 4' : '1 / 1' }} />
      <span className="vc-skel vc-skel--line" />
      <span className="vc-skel vc-skel--line vc-skel--short" />
    </div>
  );
}
