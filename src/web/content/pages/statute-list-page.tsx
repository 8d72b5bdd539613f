import { useInfiniteQuery } from '@tanstack/react-query';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { feedQuery } from '../api/articles-api.ts';
import { ArticleFeed } from '../components/article-feed.tsx';
import '../content.css';

/** `/statute`: the brand's rules and guidance articles, opening at `/statute/{id}`. */
export default function StatuteListPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const feed = useInfiniteQuery(feedQuery('statuteListPage', {}, lang));
  return (
    <div className="vc-stack">
      <p className="vc-muted vc-page-intro">{t('feed.statuteIntro')}</p>
      <ArticleFeed query={feed} locale={LANGUAGE_TAGS[lang]} label={t('title.statute')} wide={3} statute />
    </div>
  );
}
