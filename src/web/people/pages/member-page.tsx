import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { VideoOutline } from 'antd-mobile-icons';
import { Link, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { feedQuery } from '../../content/api/articles-api.ts';
import { ArticleFeed } from '../../content/components/article-feed.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { memberStatsQuery } from '../api/member-api.ts';
import { MemberHeader } from '../components/member-header.tsx';
import '../../content/content.css';
import '../people.css';

/** `/friend/{id}`: a member: counters, follow, block and mute, then a link to their reels and their posts. */
export default function MemberPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const stats = useQuery(memberStatsQuery(id, token));
  const posts = useInfiniteQuery({
    ...feedQuery('listPage', { userId: id }, lang),
    enabled: stats.isSuccess && !stats.data.blocked,
  });
  const missing = stats.error instanceof ApiError && (stats.error.code === 404 || stats.error.code === 400);
  const fallback = useQueryFallback(stats);

  if (missing) {
    return (
      <section className="vc-card vc-empty vc-people-empty" role="alert" data-testid="member-missing">
        <p className="vc-empty__title">{t('people.missingTitle')}</p>
        <p className="vc-empty__text">{t('people.missingText')}</p>
        <Link className="vc-button vc-button--primary" to="/home">
          {t('people.explore')}
        </Link>
      </section>
    );
  }
  if (fallback || !stats.data) return fallback;
  const name = stats.data.user.nickName;

  return (
    <div className="vc-stack vc-member-page">
      <MemberHeader stats={stats.data} />
      {stats.data.blocked ? (
        <div className="vc-card vc-empty vc-people-empty">
          <p className="vc-empty__text">{t('people.blockedPosts')}</p>
        </div>
      ) : (
        <div>
          <Link
            className="vc-button vc-button--soft"
            to={`/reels/list?${new URLSearchParams({ userId: id }).toString()}`}
            data-testid="member-reels"
          >
            <VideoOutline aria-hidden /> {t('reelsWatch.theirs', { name })}
          </Link>
          <h2 className="vc-section-title">{t('people.postsOf', { name })}</h2>
          <ArticleFeed
            query={posts}
            locale={LANGUAGE_TAGS[lang]}
            label={t('people.postsOf', { name })}
            wide={3}
            testId="member-feed"
          />
        </div>
      )}
    </div>
  );
}
