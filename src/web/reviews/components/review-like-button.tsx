import { useQueryClient } from '@tanstack/react-query';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import type { Review } from '../../../shared/schemas/reviews.ts';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { formatCount } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { useNeedLogin } from '../../social/components/use-need-login.ts';
import { likeReview } from '../api/review-save-api.ts';
import { patchReview } from '../review-cache.ts';

/** The heart of a review: moves at once, settles on the server's count, undoes on failure. */
export function ReviewLikeButton({ review, locale }: { review: Review; locale: string }) {
  const t = useT();
  const qc = useQueryClient();
  const needLogin = useNeedLogin();
  // One request at a time: a double tap must not race two opposite answers.
  const pending = useRef(false);
  const { id, liked, likeCount } = review;

  const toggle = async () => {
    if (needLogin() || pending.current) return;
    pending.current = true;
    const like = !liked;
    patchReview(qc, id, { liked: like, likeCount: Math.max(0, likeCount + (like ? 1 : -1)) });
    try {
      const answer = await likeReview(id, like);
      patchReview(qc, id, { liked: answer.liked, likeCount: answer.likeCount });
    } catch (err) {
      patchReview(qc, id, { liked, likeCount });
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      pending.current = false;
    }
  };

  return (
    <button
      type="button"
      className={`vc-review-action${liked ? ' is-on' : ''}`}
      aria-pressed={liked}
      aria-label={`${t('reviews.like')}, ${t('reviews.likes', { count: likeCount })}`}
      onClick={() => void toggle()}
      data-testid="review-like"
    >
      {liked ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
      <span aria-hidden>{formatCount(likeCount, locale)}</span>
    </button>
  );
}
