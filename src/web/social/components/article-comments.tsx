import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useT } from '../../i18n/i18n.ts';
import { commentsQuery } from '../api/comments-api.ts';
import '../social.css';
import { CommentComposer } from './comment-composer.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentReplies } from './comment-replies.tsx';
import { useComposer, type ComposerTarget } from './composer-store.ts';
import { useNeedLogin } from './use-need-login.ts';

export const COMMENTS_ID = 'comments';

/** The comment opener: looks like a field, opens the composer (or the login dialog for visitors). */
export function CommentOpener({ target, className }: { target: ComposerTarget; className?: string }) {
  const t = useT();
  const open = useComposer((s) => s.open);
  const needLogin = useNeedLogin();
  return (
    <button
      type="button"
      className={`vc-opener${className ? ` ${className}` : ''}`}
      onClick={() => {
        if (!needLogin()) open(target);
      }}
      data-testid="comment-opener"
    >
      {target.name ? t('social.replyTo', { name: target.name }) : t('social.writeComment')}
    </button>
  );
}

/** Comments under an article, newest first, loading as the reader scrolls; the composer lives here. */
export function ArticleComments(props: { articleId: string; commentCount: number; locale: string }) {
  const { articleId, commentCount, locale } = props;
  const t = useT();
  const query = useInfiniteQuery(commentsQuery(articleId));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);

  let body;
  if (query.isPending) {
    body = <p className="vc-comments__state vc-muted">{t('common.loading')}</p>;
  } else if (query.isError && items.length === 0) {
    body = (
      <div className="vc-comments__state" role="alert">
        <p>{t('social.loadFailed')}</p>
        <p className="vc-muted">{errorMessage(query.error, t('error.request'))}</p>
        <button type="button" className="vc-button vc-button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="vc-comments__state vc-muted" data-testid="comments-empty">
        {t('social.noComments')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="vc-cmt__list" data-testid="comment-list">
          {items.map((c) => (
            <CommentItem key={c.id} item={c} articleId={articleId} locale={locale}>
              <CommentReplies comment={c} locale={locale} />
            </CommentItem>
          ))}
        </ul>
        <ListEnd query={query} />
      </>
    );
  }

  return (
    <section
      id={COMMENTS_ID}
      className="vc-comments"
      aria-labelledby={`${COMMENTS_ID}-title`}
      aria-busy={query.isFetching}
      data-testid="comments"
    >
      <h2 id={`${COMMENTS_ID}-title`} className="vc-comments__title">
        {t('social.comments')} <span className="vc-muted">{commentCount}</span>
      </h2>
      <CommentOpener target={{ articleId }} />
      {body}
      <CommentComposer />
    </section>
  );
}
