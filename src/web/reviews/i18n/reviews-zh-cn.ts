import type { ReviewsKey } from './reviews-en-us.ts';

export const reviewsZhCN: Record<ReviewsKey, string> = {
  'reviews.addTitle': '写评价',
  'reviews.shareTitle': '分享评价',
  'reviews.detailTitle': '评价详情',
  'reviews.productTitle': '产品',
};
