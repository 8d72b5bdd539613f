import type { ReviewsKey } from './reviews-en-us.ts';

export const reviewsKoKR: Record<ReviewsKey, string> = {
  'reviews.addTitle': '리뷰 쓰기',
  'reviews.shareTitle': '리뷰 공유',
  'reviews.detailTitle': '리뷰',
  'reviews.productTitle': '제품',
};
