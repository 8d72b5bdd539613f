import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { usePageHeader } from '../../app/header-store.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ArticleActions } from '../../social/components/article-actions.tsx';
import { ArticleComments } from '../../social/components/article-comments.tsx';
import { articleQuery } from '../api/articles-api.ts';
import { ArticleBlocks, imagesOf, Lines } from '../components/article-blocks.tsx';
import { Avatar } from '../components/avatar.tsx';
import { formatDate } from '../components/format.ts';
import { StoryGallery } from '../components/story-gallery.tsx';
import { FollowButton } from '../../people/components/follow-button.tsx';
import { useReadingTime } from '../../stats/use-reading-time.ts';
import '../content.css';

function NotFound() {
  const t = useT();
  return (
    <div className="vc-feed__state" data-testid="article-not-found">
      <p className="vc-feed__state-title">{t('feed.notFound')}</p>
      <p className="vc-muted">{t('feed.notFoundText')}</p>
      <Link className="vc-button vc-button--soft" to="/home">
        {t('feed.backToFeed')}
      </Link>
    </div>
  );
}

/** `/article/{id}` and `/statute/{id}`: the article or story, its actions and its comments. */
export default function ArticlePage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const query = useQuery(articleQuery(id, lang));
  usePageHeader({ share: true });
  useReadingTime('article', query.data ? id : undefined);
  // A malformed id (400) cannot name an article either: both read as "not found".
  const missing = query.error instanceof ApiError && (query.error.code === 404 || query.error.code === 400);
  const fallback = useQueryFallback(query);
  if (missing) return <NotFound />;
  if (fallback || !query.data) return fallback;
  const a = query.data;
  // A reel has its own full-screen page; an old or shared /article/{id} link lands there.
  if (a.type === 'reels') return <Navigate to={`/article/reels/${a.id}`} replace />;
  const story = a.type === 'story';
  const date = a.publishedAt ?? a.createdAt;

  return (
    <article className="vc-article" data-testid="article">
      {story ? <StoryGallery images={imagesOf(a.blocks)} /> : null}
      {a.status === 'draft' ? <p className="vc-notice">{t('feed.draft')}</p> : null}
      {a.status === 'hidden' ? (
        <p className="vc-notice" role="status">
          {t('feed.hiddenByModeration')}
        </p>
      ) : null}
      <h1 className="vc-article__title">{a.title}</h1>
      {a.subheadings ? (
        <p className="vc-article__sub">
          <Lines text={a.subheadings} />
        </p>
      ) : null}
      <div className="vc-article__author">
        <Link className="vc-article__by" to={`/friend/${a.author.userId}`}>
          <Avatar author={a.author} size={40} />
          <span className="vc-article__who">
            <span className="vc-article__name">
              {a.author.nickName}
              {a.author.kol ? <span className="vc-badge">{t('feed.kol')}</span> : null}
            </span>
            <time className="vc-muted" dateTime={date}>
              {formatDate(date, locale)}
            </time>
          </span>
        </Link>
        {a.status === 'published' ? (
          <FollowButton userId={a.author.userId} followed={a.followed} name={a.author.nickName} />
        ) : null}
      </div>
      {a.category || a.topics.length > 0 ? (
        <ul className="vc-article__chips">
          {a.category ? (
            <li>
              <span className="vc-chip">{a.category.name}</span>
            </li>
          ) : null}
          {a.topics.map((topic) => (
            <li key={topic.id}>
              <Link
                className="vc-chip vc-chip--topic"
                to={`/home?${new URLSearchParams({ topicId: topic.id, topic: topic.name }).toString()}`}
              >
                #{topic.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ArticleBlocks blocks={a.blocks} skipImages={story} />
      <p className="vc-article__source">
        {a.source === 'cited' && a.citedFrom
          ? t('feed.citedFrom', { source: a.citedFrom })
          : t('feed.original')}
      </p>
      {a.status === 'published' && !a.mine ? (
        <p className="vc-article__report">
          <Link to={`/report/article?targetId=${encodeURIComponent(a.id)}`} data-testid="article-report">
            {t('reports.reportAction')}
          </Link>
        </p>
      ) : null}
      <ArticleActions article={a} locale={locale} />
      {/* Comments belong to the article (HTML: user comments are part of what they comment on). */}
      <ArticleComments articleId={a.id} commentCount={a.commentCount} locale={locale} />
    </article>
  );
}
