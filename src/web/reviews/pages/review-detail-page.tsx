import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { errorMessage } from '../../api/api-error.ts';
import { isMissing, Missing } from '../../app/missing.tsx';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { toast } from '../../app/toast.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { formatDate } from '../../content/components/format.ts';
import { pictureHref } from '../../content/components/picture-link.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reviewQuery } from '../api/reviews-api.ts';
import { deleteReview } from '../api/review-save-api.ts';
import { LevelChips } from '../components/level-chips.tsx';
import { ProductLine } from '../components/review-card.tsx';
import { ReviewLikeButton } from '../components/review-like-button.tsx';
import { ReviewReplies } from '../components/review-replies.tsx';
import { Stars } from '../components/stars.tsx';
import { reviewsChanged } from '../review-cache.ts';
import { styleName } from '../review-labels.ts';
import '../../content/content.css';
import '../reviews.css';

/** `/product/detail/{id}`: one review in full, its replies, and edit/delete when it is mine. */
export default function ReviewDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const query = useQuery(reviewQuery(id));
  const [confirm, setConfirm] = useState(false);
  const fallback = useQueryFallback(query);
  if (isMissing(query.error)) {
    return (
      <Missing
        title={t('reviews.notFound')}
        to="/evaluate/all"
        action={t('nav.reviews')}
        testId="review-not-found"
      />
    );
  }
  if (fallback || !query.data) return fallback;
  const r = query.data;
  const images = r.pictures.map((url) => ({ url, width: 0, height: 0 }));

  const remove = async () => {
    try {
      await deleteReview(r.id);
      reviewsChanged(qc);
      void toast(t('reviews.deleted'), 'success');
      void navigate(r.productId ? `/product/${r.productId}` : '/evaluate/all', { replace: true });
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    }
  };

  return (
    <article className="vc-review-detail" data-testid="review-detail">
      <header className="vc-review-card__head">
        <Link to={`/friend/${r.author.userId}`} className="vc-review-card__by">
          <Avatar author={r.author} size={40} />
          <span className="vc-review-card__who">
            <span className="vc-review-card__name">{r.author.nickName}</span>
            <time className="vc-muted" dateTime={r.createdAt}>
              {formatDate(r.createdAt, locale)}
            </time>
          </span>
        </Link>
        {r.verifiedPurchase ? <span className="vc-badge">{t('reviews.verified')}</span> : null}
      </header>
      <ProductLine review={r} />
      <div className="vc-review-detail__score">
        <Stars score={r.overallScore} size={18} />
        <span className="vc-chip">{styleName(r.style, lang)}</span>
      </div>
      <LevelChips review={r} />
      {r.appearanceReason ? (
        <section>
          <h2 className="vc-review-subtitle">{t('reviews.appearance')}</h2>
          <p className="vc-review-detail__text">{r.appearanceReason}</p>
        </section>
      ) : null}
      {r.improvement ? (
        <section>
          <h2 className="vc-review-subtitle">{t('reviews.improvement')}</h2>
          <p className="vc-review-detail__text">{r.improvement}</p>
        </section>
      ) : null}
      {images.length > 0 ? (
        <ul className="vc-review-detail__pictures" aria-label={t('reviews.pictures')}>
          {images.map((img, i) => (
            <li key={img.url}>
              <Link
                to={pictureHref(images, i)}
                state={{ images, index: i }}
                aria-label={t('reviews.pictureN', { n: i + 1, total: images.length })}
              >
                <img src={img.url} alt="" loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="vc-review-card__foot">
        <ReviewLikeButton review={r} locale={locale} />
        {r.mine ? (
          <>
            <Link
              className="vc-button vc-button--ghost"
              to={`/evaluate/add?id=${encodeURIComponent(r.id)}`}
              data-testid="review-edit"
            >
              <EditSOutline aria-hidden /> {t('reviews.edit')}
            </Link>
            <button
              type="button"
              className="vc-button vc-button--danger"
              onClick={() => setConfirm(true)}
              data-testid="review-delete"
            >
              <DeleteOutline aria-hidden /> {t('reviews.delete')}
            </button>
          </>
        ) : null}
      </div>
      <ModalDialog
        open={confirm}
        title={t('reviews.deleteConfirm')}
        onClose={() => setConfirm(false)}
        className="vc-sheet"
      >
        <div className="vc-review-share__actions">
          <button type="button" className="vc-button vc-button--ghost" onClick={() => setConfirm(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--danger"
            onClick={() => {
              setConfirm(false);
              void remove();
            }}
            data-testid="review-delete-confirm"
          >
            {t('reviews.delete')}
          </button>
        </div>
      </ModalDialog>
      <ReviewReplies reviewId={r.id} replyCount={r.replyCount} locale={locale} />
    </article>
  );
}
