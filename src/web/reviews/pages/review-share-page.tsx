import { useQuery } from '@tanstack/react-query';
import { LinkOutline, UploadOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { toast } from '../../app/toast.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reviewQuery } from '../api/reviews-api.ts';
import { ReviewCard } from '../components/review-card.tsx';
import '../../content/content.css';
import '../reviews.css';

/** `/evaluate/share?id=`: the review's card, its link to copy, and the system share sheet when there is one. */
export default function ReviewSharePage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const lang = useLanguage((s) => s.language);
  const query = useQuery(reviewQuery(id));
  const fallback = useQueryFallback(query);
  if (fallback || !query.data) return fallback;
  const review = query.data;
  const url = `${window.location.origin}/product/detail/${encodeURIComponent(review.id)}`;
  const title = t('reviews.shareText', { product: `${review.brandName} ${review.productName}` });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void toast(t('nav.linkCopied'), 'success');
    } catch {
      void toast(t('nav.copyFailed'), 'fail');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (err) {
      // Closing the share sheet is not a failure.
      if ((err as Error).name !== 'AbortError') void toast(t('nav.copyFailed'), 'fail');
    }
  };

  return (
    <div className="vc-review-share" data-testid="review-share">
      <ReviewCard review={review} locale={LANGUAGE_TAGS[lang]} />
      <div className="vc-field">
        <label className="vc-field__label" htmlFor="review-share-url">
          {t('reviews.shareLink')}
        </label>
        <input
          id="review-share-url"
          className="vc-input"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="vc-review-share__actions">
        <button
          type="button"
          className="vc-button vc-button--primary"
          onClick={() => void copy()}
          data-testid="review-copy"
        >
          <LinkOutline aria-hidden /> {t('reviews.copyLink')}
        </button>
        {typeof navigator.share === 'function' ? (
          <button type="button" className="vc-button vc-button--soft" onClick={() => void share()}>
            <UploadOutline aria-hidden /> {t('nav.share')}
          </button>
        ) : null}
        <Link className="vc-button vc-button--ghost" to={`/product/detail/${review.id}`}>
          {t('reviews.viewReview')}
        </Link>
      </div>
    </div>
  );
}
