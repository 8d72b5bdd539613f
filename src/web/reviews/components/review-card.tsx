import { FlagOutline, MessageOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import type { Review } from '../../../shared/schemas/reviews.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { formatCount, formatDate } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { DEVICE_KEY } from '../review-labels.ts';
import { LevelChips } from './level-chips.tsx';
import { ReviewLikeButton } from './review-like-button.tsx';
import { Stars } from './stars.tsx';

const STRIP = 4;

/** The product line of a review: brand and name (a link when the product is in the catalogue). */
export function ProductLine({ review, onProduct }: { review: Review; onProduct?: (() => void) | undefined }) {
  const t = useT();
  const name = (
    <>
      <span className="vc-review-card__brand">{review.brandName}</span> {review.productName}
    </>
  );
  return (
    <p className="vc-review-card__product">
      {review.productId ? (
        <Link to={`/product/${review.productId}`} onClick={onProduct} data-testid="review-product-link">
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      <span className="vc-muted">
        {' · '}
        {t(DEVICE_KEY[review.deviceType])} · {review.flavour}
      </span>
    </p>
  );
}

/** A review in a list: tapping it opens the review, its product name opens the product. */
export function ReviewCard({
  review,
  locale,
  onOpen,
  onProduct,
}: {
  review: Review;
  locale: string;
  onOpen?: (() => void) | undefined;
  onProduct?: (() => void) | undefined;
}) {
  const t = useT();
  const text = review.appearanceReason ?? review.improvement ?? '';
  const more = review.pictures.length - STRIP;
  const href = `/product/detail/${review.id}`;
  return (
    <article className="vc-review-card" data-testid="review-card">
      <header className="vc-review-card__head">
        <Avatar author={review.author} size={32} />
        <span className="vc-review-card__who">
          <span className="vc-review-card__name">{review.author.nickName}</span>
          <time className="vc-muted" dateTime={review.createdAt}>
            {formatDate(review.createdAt, locale)}
          </time>
        </span>
        {review.verifiedPurchase ? <span className="vc-badge">{t('reviews.verified')}</span> : null}
      </header>
      <ProductLine review={review} onProduct={onProduct} />
      <Link className="vc-review-card__body" to={href} onClick={onOpen}>
        {/* Named by what it shows, after this (an aria-label would hide the visible text: axe's label-content-name-mismatch). */}
        <span className="vc-visually-hidden">
          {t('reviews.openReview', { name: review.author.nickName })}
        </span>
        <Stars score={review.overallScore} />
        <LevelChips review={review} />
        {review.pictures.length > 0 ? (
          <span className="vc-review-strip">
            {review.pictures.slice(0, STRIP).map((url, i) => (
              <span key={url} className="vc-review-strip__item">
                <img src={url} alt="" loading="lazy" decoding="async" />
                {i === STRIP - 1 && more > 0 ? <span className="vc-review-strip__more">+{more}</span> : null}
              </span>
            ))}
          </span>
        ) : null}
        {text ? <span className="vc-review-card__text">{text}</span> : null}
      </Link>
      <footer className="vc-review-card__foot">
        <ReviewLikeButton review={review} locale={locale} />
        <Link className="vc-review-action" to={`${href}#replies`} onClick={onOpen}>
          <MessageOutline aria-hidden />
          <span aria-hidden>{formatCount(review.replyCount, locale)}</span>
          <span className="vc-visually-hidden">{t('reviews.replies', { count: review.replyCount })}</span>
        </Link>
        {review.mine ? null : (
          <Link
            className="vc-review-action vc-review-action--end"
            to={`/report/review?targetId=${encodeURIComponent(review.id)}`}
            aria-label={t('reports.reportAction')}
            data-testid="review-report"
          >
            <FlagOutline aria-hidden />
          </Link>
        )}
      </footer>
    </article>
  );
}
