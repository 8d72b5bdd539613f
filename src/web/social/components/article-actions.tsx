import { useQueryClient } from '@tanstack/react-query';
import { HeartFill, HeartOutline, MessageOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import type { ArticleDetail } from '../../../shared/schemas/content.ts';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { likeArticle, saveArticle } from '../api/reactions-api.ts';
import { mineKey } from '../api/social-keys.ts';
import { toggleLike } from '../patch-comments.ts';
import '../social.css';
import { COMMENTS_ID, CommentOpener } from './article-comments.tsx';
import { useNeedLogin } from './use-need-login.ts';

type Patch = Partial<Pick<ArticleDetail, 'liked' | 'likeCount' | 'saved' | 'saveCount'>>;

/**
 * Comment, like, save and the comment count: a bar fixed to the bottom on phones, a row under the
 * article on wide screens. Like and save move at once and settle on the server's answer.
 */
export function ArticleActions({ article, locale }: { article: ArticleDetail; locale: string }) {
  const t = useT();
  const qc = useQueryClient();
  const needLogin = useNeedLogin();
  const busy = useRef({ like: false, save: false });
  // The detail is cached per language: patch every copy of this article.
  const patch = (fn: (a: ArticleDetail) => Patch) =>
    qc.setQueriesData<ArticleDetail>({ queryKey: [...CONTENT_KEY, 'detail', article.id] }, (a) =>
      a ? { ...a, ...fn(a) } : a,
    );

  const toggle = async (kind: 'like' | 'save') => {
    if (needLogin() || busy.current[kind]) return;
    busy.current[kind] = true;
    try {
      if (kind === 'like') {
        const like = !article.liked;
        patch((a) => toggleLike(a, like));
        try {
          const r = await likeArticle(article.id, like);
          patch(() => ({ liked: r.liked, likeCount: r.likeCount }));
        } catch (err) {
          patch((a) => toggleLike(a, !like));
          throw err;
        }
      } else {
        const saved = !article.saved;
        const step = (a: ArticleDetail, on: boolean) =>
          a.saved === on ? {} : { saved: on, saveCount: Math.max(0, a.saveCount + (on ? 1 : -1)) };
        patch((a) => step(a, saved));
        try {
          const r = await saveArticle(article.id, saved);
          patch(() => ({ saved: r.saved, saveCount: r.saveCount }));
        } catch (err) {
          patch((a) => step(a, !saved));
          throw err;
        }
      }
      void qc.invalidateQueries({ queryKey: mineKey(kind === 'like' ? 'likes' : 'saved') });
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      busy.current[kind] = false;
    }
  };

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
