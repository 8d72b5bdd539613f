import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { MyComment } from '../../../shared/schemas/social.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { myCommentsQuery } from '../api/my-lists-api.ts';
import { MyEmpty } from '../components/my-empty.tsx';
import { formatRelative } from '../relative-time.ts';
import '../social.css';

function MyCommentRow({ item, locale }: { item: MyComment; locale: string }) {
  const t = useT();
  // A comment opens its thread; a reply opens the thread of the comment it answers.
  const to = `/reply/${encodeURIComponent(item.commentId ?? item.id)}`;
  return (
    <li>
      <Link className="vc-mycmt" to={to} data-testid="my-comment">
        <p className="vc-mycmt__text">{item.content}</p>
        <span className="vc-mycmt__meta">
          {item.commentId ? <span className="vc-mycmt__badge">{t('social.isReply')}</span> : null}
          <span>{t('social.onArticle', { title: item.article.title })}</span>
          <time dateTime={item.createdAt}>{formatRelative(item.createdAt, locale)}</time>
          {item.likeCount > 0 ? (
            <span>
              <span aria-hidden>♥ {formatCount(item.likeCount, locale)}</span>
              <span className="vc-visually-hidden">{t('feed.likes', { count: item.likeCount })}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** `/my/comments`: what I wrote, comments and replies, newest first. */
export default function MyCommentsPage() {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[useLanguage((s) => s.language)];
  const query = useInfiniteQuery(myCommentsQuery(token));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);

  if (query.isPending) return <p className="vc-comments__state vc-muted">{t('common.loading')}</p>;
  if (query.isError && items.length === 0) {
    return (
      <div className="vc-comments__state" role="alert">
        <p>{errorMessage(query.error, t('error.request'))}</p>
        <button type="button" className="vc-button vc-button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) return <MyEmpty title="social.noMyComments" />;
  return (
    <section className="vc-thread" aria-label={t('social.myComments')}>
      <p className="vc-muted">{t('social.myCommentsText')}</p>
      <ul className="vc-mycmts" data-testid="my-comments">
        {items.map((c) => (
          <MyCommentRow key={c.id} item={c} locale={locale} />
        ))}
      </ul>
      <ListEnd query={query} />
    </section>
  );
}
