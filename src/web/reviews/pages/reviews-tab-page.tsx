import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '../../app/routing.tsx';
import type { ReviewSort } from '../../../shared/schemas/reviews.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reviewListQuery } from '../api/reviews-api.ts';
import { BrandChips } from '../components/brand-chips.tsx';
import { ReviewFab } from '../components/review-fab.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { isSort, SortTabs } from '../components/sort-tabs.tsx';
import { rememberProductOrigin } from '../product-session-store.ts';
import '../../content/content.css';
import '../reviews.css';

/** `/evaluate/{id}`: reviews of a brand (`all`: every brand), popular, latest or classic. */
export default function ReviewsTabPage() {
  const t = useT();
  const { id = 'all' } = useParams();
  const [params, setParams] = useSearchParams();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const raw = params.get('sort');
  const sort: ReviewSort = isSort(raw) ? raw : 'popular';
  const brandId = id === 'all' ? undefined : id;
  const query = useInfiniteQuery(reviewListQuery({ brandId }, sort));
  // The sort travels with the brand chips, so switching brand keeps the chosen order.
  const search = sort === 'popular' ? '' : `?sort=${sort}`;

  return (
    <div className="vc-reviews" data-testid="reviews-tab">
      <BrandChips current={id} search={search} />
      <SortTabs
        value={sort}
        onChange={(s) => setParams(s === 'popular' ? {} : { sort: s }, { replace: true })}
      />
      <ReviewList
        query={query}
        locale={locale}
        label={t('nav.reviews')}
        onProduct={(r) => rememberProductOrigin(r.brandId ?? id)}
      />
      <ReviewFab />
    </div>
  );
}
