import { HeartFill, HeartOutline, MessageOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import type { ArticleDetail } from '../../../shared/schemas/content.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import '../social.css';
import { COMMENTS_ID, CommentOpener } from './article-comments.tsx';
import { useArticleReactions } from './use-article-reactions.ts';

/**
 * Comment, like, save and the comment count: a bar fixed to the bottom on phones, a row under the
 * article on wide screens. Like and save move at once and settle on the server's answer.
 */
export function ArticleActions({ article, locale }: { article: ArticleDetail; locale: string }) {
  const t = useT();
  const toggle = useArticleReactions(article);

  return (
    <div className="vc-actions" role="group" aria-label={t('social.actions')} data-testid="article-actions">
      <CommentOpener target={{ articleId: article.id }} className="vc-actions__opener" />
      <button
        type="button"
        className={`vc-actions__btn${article.liked ? ' is-on' : ''}`}
        aria-pressed={article.liked}
        onClick={() => void toggle('like')}
        data-testid="article-like"
      >
        {article.liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
        <span className="vc-visually-hidden">{t('social.like')}</span>
        <span aria-hidden>{formatCount(article.likeCount, locale)}</span>
        <span className="vc-visually-hidden">{t('feed.likes', { count: article.likeCount })}</span>
      </button>
      <button
        type="button"
        className={`vc-actions__btn${article.saved ? ' is-on is-saved' : ''}`}
        aria-pressed={article.saved}
        onClick={() => void toggle('save')}
        data-testid="article-save"
      >
        {article.saved ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
        <span className="vc-visually-hidden">{t('social.save')}</span>
        <span aria-hidden>{formatCount(article.saveCount, locale)}</span>
        <span className="vc-visually-hidden">{t('social.saves', { count: article.saveCount })}</span>
      </button>
      <a
        className="vc-actions__btn"
        href={`#${COMMENTS_ID}`}
        onClick={(e) => {
          // The app's router owns the hash-less URL: scroll instead of navigating.
          e.preventDefault();
          document.getElementById(COMMENTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        data-testid="article-comments-link"
      >
        <MessageOutline aria-hidden />
        <span aria-hidden>{formatCount(article.commentCount, locale)}</span>
        <span className="vc-visually-hidden">
          {t('social.toComments')}: {t('feed.comments', { count: article.commentCount })}
        </span>
      </a>
    </div>
  );
}
