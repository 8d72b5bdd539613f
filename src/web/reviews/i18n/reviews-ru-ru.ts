import type { ReviewsKey } from './reviews-en-us.ts';

export const reviewsRuRU: Record<ReviewsKey, string> = {
  'reviews.addTitle': 'Написать отзыв',
  'reviews.shareTitle': 'Поделиться отзывом',
  'reviews.detailTitle': 'Отзыв',
  'reviews.productTitle': 'Продукт',
};
