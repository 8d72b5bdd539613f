import {
  HeartFill,
  HeartOutline,
  MessageOutline,
  StarFill,
  StarOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import type { ArticleDetail } from '../../../shared/schemas/content.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { FollowButton } from '../../people/components/follow-button.tsx';
import { reelPath, type ReelItem } from './reel-clips.ts';
import { shareLink } from './reel-share.ts';
import { useArticleReactions } from '../../social/components/use-article-reactions.ts';

interface Props {
  item: ReelItem;
  /** The reel's detail (liked, saved, followed, counts), once loaded; the list item's counts until then. */
  detail: ArticleDetail | undefined;
  locale: string;
  onComments: () => void;
}

/** The column beside a clip: author and follow, like, comments, save and share. */
export function ReelActions({ item, detail, locale, onComments }: Props) {
  const t = useT();
  const react = useArticleReactions(detail);
  const likeCount = detail?.likeCount ?? item.likeCount;
  const commentCount = detail?.commentCount ?? item.commentCount;
  const liked = detail?.liked ?? false;
  const saved = detail?.saved ?? false;
  const name = item.author.nickName;
  return (
    <div className="vc-reel__actions" role="group" aria-label={t('social.actions')}>
      <div className="vc-reel__who">
        <Link
          to={`/friend/${item.author.userId}`}
          className="vc-reel__avatar"
          aria-label={t('reelsWatch.author', { name })}
        >
          <Avatar author={item.author} size={44} />
        </Link>
        {detail ? <FollowButton userId={item.author.userId} followed={detail.followed} name={name} /> : null}
      </div>
      <button
        type="button"
        className={`vc-reel__act${liked ? ' is-on' : ''}`}
        aria-pressed={liked}
        disabled={!detail}
        onClick={() => void react('like')}
        data-testid="reel-like"
      >
        {liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
        <span aria-hidden>{formatCount(likeCount, locale)}</span>
        <span className="vc-visually-hidden">
          {t('social.like')}, {t('feed.likes', { count: likeCount })}
        </span>
      </button>
      <button type="button" className="vc-reel__act" onClick={onComments} data-testid="reel-comment">
        <MessageOutline aria-hidden />
        <span aria-hidden>{formatCount(commentCount, locale)}</span>
        <span className="vc-visually-hidden">
          {t('reelsWatch.comments')}, {t('feed.comments', { count: commentCount })}
        </span>
      </button>
      <button
        type="button"
        className={`vc-reel__act${saved ? ' is-on is-saved' : ''}`}
        aria-pressed={saved}
        disabled={!detail}
        onClick={() => void react('save')}
        data-testid="reel-save"
      >
        {saved ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
        <span aria-hidden>{formatCount(detail?.saveCount ?? 0, locale)}</span>
        <span className="vc-visually-hidden">{t('social.save')}</span>
      </button>
      <button
        type="button"
        className="vc-reel__act"
        onClick={() =>
          void shareLink(new URL(reelPath(item.id), window.location.origin).href, item.title, {
            copied: t('reelsWatch.linkCopied'),
            failed: t('nav.copyFailed'),
          })
        }
        data-testid="reel-share"
      >
        <UploadOutline aria-hidden />
        <span className="vc-reel__act-label">{t('reelsWatch.share')}</span>
      </button>
    </div>
  );
}
