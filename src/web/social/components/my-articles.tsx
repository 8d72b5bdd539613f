import { useInfiniteQuery } from '@tanstack/react-query';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { ArticleFeed } from '../../content/components/article-feed.tsx';
import '../../content/content.css';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { myArticlesQuery } from '../api/my-lists-api.ts';
import type { BaseKey } from '../../../shared/i18n.ts';
import type { SocialKey } from '../i18n/social-en-us.ts';
import '../social.css';
import { MyEmpty } from './my-empty.tsx';

/** Articles I liked or saved, as feed cards, loading as I scroll. */
export function MyArticles(props: {
  list: 'likes' | 'saved';
  label: BaseKey<SocialKey>;
  empty: BaseKey<SocialKey>;
  emptyText: BaseKey<SocialKey>;
}) {
  const { list, label, empty, emptyText } = props;
  const t = useT();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const query = useInfiniteQuery(myArticlesQuery(list, token));
  if (query.isSuccess && query.data.pages.every((p) => p.list.length === 0)) {
    return <MyEmpty title={empty} text={emptyText} />;
  }
  return <ArticleFeed query={query} locale={LANGUAGE_TAGS[lang]} label={t(label)} testId={`my-${list}`} />;
}
