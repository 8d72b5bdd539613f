import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { repliesQuery, threadQuery } from '../api/comments-api.ts';
import { CommentOpener } from '../components/article-comments.tsx';
import { CommentComposer } from '../components/comment-composer.tsx';
import { CommentItem } from '../components/comment-item.tsx';
import '../social.css';

/** `/reply/{id}`: one comment, the article it is on, and all its replies. */
export default function ReplyPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const locale = LANGUAGE_TAGS[useLanguage((s) => s.language)];
  const thread = useQuery(threadQuery(id));
  const replies = useInfiniteQuery(repliesQuery(id, thread.isSuccess));
  const list = useMemo(() => replies.data?.pages.flatMap((p) => p.list) ?? [], [replies.data]);
  const missing =
    thread.error instanceof ApiError && (thread.error.code === 404 || thread.error.code === 400);
  const fallback = useQueryFallback(thread);

  if (missing) {
    return (
      <div className="vc-empty" data-testid="thread-missing">
        <h2 className="vc-empty__title">{t('social.threadMissing')}</h2>
        <p className="vc-empty__text">{t('social.threadMissingText')}</p>
        <Link className="vc-button vc-button--primary" to="/home">
          {t('social.goHome')}
        </Link>
      </div>
    );
  }
  if (fallback || !thread.data) return fallback;
  const c = thread.data;
  const articlePath = `/article/${encodeURIComponent(c.article.id)}`;

  return (
    <div className="vc-thread" data-testid="thread">
      <Link className="vc-thread__article" to={articlePath} data-testid="thread-article">
        {c.article.cover ? <img src={c.article.cover} alt="" loading="lazy" /> : null}
        <span>{t('social.onArticle', { title: c.article.title })}</span>
      </Link>
      <ul className="vc-cmt__list">
        <CommentItem
          item={c}
          articleId={c.article.id}
          locale={locale}
          onGone={() => void navigate(articlePath, { replace: true })}
        />
      </ul>
      <CommentOpener target={{ articleId: c.article.id, commentId: c.id, name: c.author.nickName }} />
      <section className="vc-comments" aria-labelledby="thread-replies">
        <h2 id="thread-replies" className="vc-thread__title">
          {t('social.allReplies')} <span className="vc-muted">{c.replyCount}</span>
        </h2>
        {replies.isSuccess && list.length === 0 ? (
          <p className="vc-comments__state vc-muted">{t('social.noReplies')}</p>
        ) : (
          <ul className="vc-cmt__list" data-testid="thread-replies">
            {list.map((r) => (
              <CommentItem key={r.id} item={r} articleId={c.article.id} locale={locale} />
            ))}
          </ul>
        )}
        {list.length > 0 ? <ListEnd query={replies} /> : null}
      </section>
      <CommentComposer />
    </div>
  );
}
