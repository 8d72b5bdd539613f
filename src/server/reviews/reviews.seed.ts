import { sql } from 'drizzle-orm';
import type { Level, ReviewSaveParsed } from '../../shared/schemas/reviews.ts';
import type { DeviceType, Style } from '../../shared/schemas/catalogue.ts';
import { drawScene, hash } from '../content/seed-pictures.ts';
import type { Services } from '../services.ts';
import demo from './demo/reviews.json' with { type: 'json' };

// The texts are content, not code (STYLE §14): a translator edits demo/reviews.json.
interface DemoReview {
  author: string;
  /** A demo catalogue product's slug, or a brand and product typed in. */
  product?: string;
  brandName?: string;
  productName?: string;
  deviceType: DeviceType;
  style: Style;
  flavour: string;
  score: number;
  /** aroma, coolness, sweetness, throat hit. */
  levels: [Level, Level, Level, Level];
  appearanceReason?: string;
  improvement?: string;
  picture?: { scene: string; palette: number };
  likers: string[];
  replies: { author: string; text: string; to?: string }[];
}

const DEMO = (demo as unknown as { reviews: DemoReview[] }).reviews;

type SeedServices = Pick<Services, 'database' | 'reviews' | 'uploads'>;

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo reviews name an unknown "${key}"`);
  return value;
};

/**
 * Demo taste reviews (issue 10) in the four languages by the demo members on the demo catalogue's
 * products (and two typed in), some with a picture the author uploaded, likes and replies. Through
 * the service, so product statistics, counts and REVIEW_COMPLETE points are what real use makes.
 */
export async function seedReviews(
  services: SeedServices,
  members: Map<string, bigint>,
  products: Map<string, bigint>,
): Promise<{ reviews: number; replies: number }> {
  const member = (slug: string) => need(members, slug);
  let replies = 0;
  for (const [i, r] of DEMO.entries()) {
    const author = member(r.author);
    const pictures = r.picture
      ? [
          (
            await services.uploads.image(
              author,
              await drawScene(r.picture.scene, '1:1', r.picture.palette, hash(`review-${i}`)),
              'pictures',
            )
          ).url,
        ]
      : [];
    const [aroma, coolness, sweetness, throatHit] = r.levels;
    const input: ReviewSaveParsed = {
      ...(r.product
        ? { productId: String(need(products, r.product)) }
        : { brandName: r.brandName, productName: r.productName }),
      deviceType: r.deviceType,
      flavour: r.flavour,
      style: r.style,
      overallScore: r.score,
      aroma,
      coolness,
      sweetness,
      throatHit,
      appearanceReason: r.appearanceReason ?? null,
      improvement: r.improvement ?? null,
      pictures,
    };
    const { id } = await services.reviews.add(author, input);
    for (const who of r.likers) await services.reviews.like(member(who), BigInt(id), true);
    for (const reply of r.replies) {
      await services.reviews.reply(member(reply.author), {
        reviewId: id,
        content: reply.text,
        ...(reply.to ? { replyToUserId: String(member(reply.to)) } : {}),
      });
      replies += 1;
    }
  }
  // The service stamps everything "now": spread the reviews over the last month in the order they
  // were written (so "latest" reads naturally), and each review's replies between it and now.
  await services.database.db.execute(sql`
    update reviews v set created_at = now() - (r.n - r.k + 1) * interval '19 hours',
                         updated_at = now() - (r.n - r.k + 1) * interval '19 hours'
    from (select id, row_number() over (order by id) as k, count(*) over () as n from reviews) r
    where r.id = v.id`);
  await services.database.db.execute(sql`
    update review_replies p set created_at = v.created_at + (now() - v.created_at) * (r.k::float8 / (r.n + 1))
    from (select id, row_number() over (partition by review_id order by id) as k,
                 count(*) over (partition by review_id) as n
          from review_replies) r, reviews v
    where r.id = p.id and v.id = p.review_id`);
  return { reviews: DEMO.length, replies };
}
