/** Texts of the reviews feature (merged into the interface catalog). English is the reference. */
export const reviewsEnUS = {
  'reviews.addTitle': 'Write a review',
  'reviews.shareTitle': 'Share a review',
  'reviews.detailTitle': 'Review',
  'reviews.productTitle': 'Product',
} as const;

export type ReviewsKey = keyof typeof reviewsEnUS;
