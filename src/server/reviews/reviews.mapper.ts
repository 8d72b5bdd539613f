import type { Review, ReviewReply } from '../../shared/schemas/reviews.ts';
import { toAuthor } from '../content/articles.mapper.ts';
import type { ReplyRow, ReviewRow } from './reviews.repository.ts';

/** What the viewer adds to a row: their likes, and who they are (for `mine`). */
export interface Viewer {
  viewer: bigint | null;
  liked: ReadonlySet<bigint>;
}

const STYLE_FALLBACK = 'other';

export function toReview(row: ReviewRow, v: Viewer): Review {
  const r = row.review;
  return {
    id: String(r.id),
    author: toAuthor(row),
    productId: r.productId === null ? null : String(r.productId),
    brandId: r.brandId === null ? null : String(r.brandId),
    brandName: r.brandName,
    productName: r.productName,
    deviceType: r.deviceType,
    flavour: r.flavour,
    // The column is plain text; the save schema only ever writes one of STYLES.
    style: (r.style || STYLE_FALLBACK) as Review['style'],
    overallScore: r.overallScore,
    aroma: r.aroma,
    coolness: r.coolness,
    sweetness: r.sweetness,
    throatHit: r.throatHit,
    appearanceReason: r.appearanceReason,
    improvement: r.improvement,
    pictures: r.pictures,
    complete: r.complete,
    verifiedPurchase: r.verifiedPurchase,
    likeCount: r.likeCount,
    replyCount: r.replyCount,
    liked: v.liked.has(r.id),
    mine: v.viewer !== null && v.viewer === r.userId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toReviewReply(row: ReplyRow, viewer: bigint | null): ReviewReply {
  const r = row.reply;
  const replyTo =
    r.replyToUserId === null || row.replyUserName === null
      ? null
      : toAuthor({
          authorId: r.replyToUserId,
          nickName: row.replyNickName,
          userName: row.replyUserName,
          avatarUrl: row.replyAvatarUrl,
          kol: row.replyKol,
        });
  return {
    id: String(r.id),
    reviewId: String(r.reviewId),
    content: r.content,
    author: toAuthor(row),
    replyTo,
    createdAt: r.createdAt.toISOString(),
    mine: viewer !== null && viewer === r.authorId,
  };
}
