import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Comment } from '../../../shared/schemas/social.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/i18n.ts';
import { repliesQuery } from '../api/comments-api.ts';
import { CommentItem } from './comment-item.tsx';

/**
 * The replies under a comment: the first ones come with it; "View N replies" loads the rest inline,
 * page by page.
 */
export function CommentReplies({ comment, locale }: { comment: Comment; locale: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const query = useInfiniteQuery(repliesQuery(comment.id, expanded));
  const loaded = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const showAll = expanded && query.isSuccess;
  const replies = showAll ? loaded : comment.replies;
  const hidden = Math.max(0, comment.replyCount - replies.length);

  if (comment.replyCount === 0 && replies.length === 0) return null;
  return (
    <div className="vc-cmt__replies">
      {replies.length > 0 ? (
        <ul className="vc-cmt__list" aria-label={t('social.allReplies')}>
          {replies.map((r) => (
            <CommentItem key={r.id} item={r} articleId={comment.articleId} locale={locale} />
          ))}
        </ul>
      ) : null}
      {query.isError ? (
        <p className="vc-cmt__error" role="alert">
          {errorMessage(query.error, t('error.request'))}
        </p>
      ) : null}
      {!expanded && hidden > 0 ? (
        <button
          type="button"
          className="vc-cmt__more"
          onClick={() => setExpanded(true)}
          aria-expanded={false}
          data-testid="view-replies"
        >
          {t('social.viewReplies', { count: hidden })}
        </button>
      ) : null}
      {expanded && query.isPending ? <p className="vc-cmt__more vc-muted">{t('common.loading')}</p> : null}
      {showAll && query.hasNextPage ? (
        <button
          type="button"
          className="vc-cmt__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('social.viewReplies', { count: hidden })}
        </button>
      ) : null}
      {showAll && !query.hasNextPage && comment.replies.length < loaded.length ? (
        <button
          type="button"
          className="vc-cmt__more"
          aria-expanded
          onClick={() => setExpanded(false)}
          data-testid="hide-replies"
        >
          {t('social.hideReplies')}
        </button>
      ) : null}
    </div>
  );
}
