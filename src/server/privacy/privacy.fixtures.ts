import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { member as articleMember, publish, uploadPng, type Member } from '../content/articles.fixtures.ts';
import { addresses, brandSpecials, follows, users } from '../db/schema.ts';
import { attend, makeActivity } from '../activities/draws.fixtures.ts';
import { createPrize, redeem } from '../prizes/prizes.fixtures.ts';
import { makeProduct, published, reviewBody } from '../reviews/reviews.fixtures.ts';
import { makeBatch, verify } from '../scan/scan.fixtures.ts';
import { addComment, likeArticle, saveArticle } from '../social/social.fixtures.ts';
import { shareBody, shared } from '../stores/stores.fixtures.ts';
import { post, report } from '../support/support.fixtures.ts';
import { call, type TestContext } from '../test/app.ts';

export const PRIVACY = '/api/hibackend/user/privacy';
export const SESSIONS = '/api/hibackend/user/sessions';

/** What identifies a planted member: each must be gone from every table after the erasure. */
export interface Secrets {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  birthday: string;
  street: string;
  postalCode: string;
}

export const secretList = (s: Secrets): string[] => [
  s.email,
  s.firstName,
  s.lastName,
  s.phone,
  s.birthday,
  s.street,
  s.postalCode,
];

export interface Planted {
  who: Member;
  secrets: Secrets;
  articleId: string;
  otherArticleId: string;
}

/**
 * A member with a row in every category the export and the erasure cover: profile, address, post,
 * comment, like, save, follow, brand follow, review, store share, scan, points, prize order, activity entry,
 * report, work order, feedback, consents, sessions. `admin` makes the prize; `other` owns a post.
 */
export async function plantEverything(ctx: TestContext, admin: Member, other: Member): Promise<Planted> {
  const tag = randomUUID().slice(0, 8);
  const secrets: Secrets = {
    email: `planted-${tag}@example.com`,
    firstName: `Zephyrine${tag}`,
    lastName: `Quillfeather${tag}`,
    phone: `+44 7700 9${tag.replace(/\D/g, '1').slice(0, 5)}`,
    birthday: '1961-04-17',
    street: `${tag} Marigold Mews`,
    postalCode: `ZZ${tag.slice(0, 2)} 9QQ`,
  };
  const who = await articleMember(ctx, secrets.email);
  const db = ctx.app.services.database.db;
  await db
    .update(users)
    .set({
      firstName: secrets.firstName,
      lastName: secrets.lastName,
      phone: secrets.phone,
      birthday: secrets.birthday,
      nickName: `Zeph${tag}`,
    })
    .where(eq(users.id, who.userId));
  await ctx.app.services.auth.forgetUser(who.userId);
  const [address] = await db
    .insert(addresses)
    .values({
      userId: who.userId,
      firstName: secrets.firstName,
      lastName: secrets.lastName,
      phone: secrets.phone,
      country: 'GBR',
      area: 'England',
      city: 'London',
      county: 'Camden',
      address: secrets.street,
      postalCode: secrets.postalCode,
      isDefault: true,
    })
    .returning({ id: addresses.id });
  await ctx.app.services.points.apply({ userId: who.userId, delta: 500, ruleCode: 'GIFT' });

  const prize = await createPrize(ctx, admin.token, {
    name: `Planted prize ${tag}`,
    points: 100,
    stock: 5,
  });
  const order = await redeem(
    ctx,
    { ...who, addressId: String(address?.id) },
    { prizeId: prize, quantity: 1 },
  );
  must(order.status, 'redeem', order.body);

  const articleId = await publish(ctx, who.token);
  const otherArticleId = await publish(ctx, other.token);
  must((await addComment(ctx, who.token, otherArticleId, `Comment ${tag}`)).status, 'comment');
  must((await addComment(ctx, other.token, articleId, `Reply to Zeph ${tag}`)).status, 'comment');
  must((await likeArticle(ctx, who.token, otherArticleId)).status, 'like');
  must((await saveArticle(ctx, who.token, otherArticleId)).status, 'save');
  await db.insert(follows).values({ followerId: who.userId, followeeId: other.userId });
  const [brand] = await db
    .insert(brandSpecials)
    .values({ name: { en_US: `Planted brand ${tag}` }, description: { en_US: '' } })
    .returning({ id: brandSpecials.id });
  const followed = await post(ctx, '/api/hibackend/brandSpecial/frontend/follow/save', who.token, {
    brandSpecialId: String(brand?.id),
    follow: true,
  });
  must(followed.status, 'brand follow', followed.body);

  const { productId } = await makeProduct(ctx);
  await published(ctx, who.token, reviewBody({ productId }));
  const photo = await uploadPng(ctx, who.token);
  await shared(ctx, who.token, shareBody(photo.url, { name: `Planted store ${tag}` }));
  const batch = await makeBatch(ctx, 1);
  must((await verify(ctx, batch.codes[0]!, { token: who.token })).status, 'scan');
  const activity = await makeActivity(ctx);
  must((await attend(ctx, who.token, activity.id)).status, 'attend');
  must((await report(ctx, who.token, 'article', otherArticleId)).status, 'report');
  must(
    (await post(ctx, '/api/hibackend/workOrder/save', who.token, { description: `Help ${secrets.phone}` }))
      .status,
    'work order',
  );
  must(
    (
      await post(ctx, '/api/hibackend/user/feedback/add', who.token, {
        type: 'bug',
        content: 'Planted feedback',
        contact: secrets.email,
      })
    ).status,
    'feedback',
  );
  return { who, secrets, articleId, otherArticleId };
}

function must(status: number, what: string, body?: unknown) {
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body ?? '')}`);
}

/** The rows a raw query answers (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  const res: unknown = await ctx.app.services.database.db.execute(query);
  return (res as { rows: T[] }).rows;
}

/** Every (table, column) in which one of `needles` occurs, any column type read as text. */
export async function whereFound(ctx: TestContext, needles: string[]): Promise<string[]> {
  const columns = await rowsOf<{ t: string; c: string }>(
    ctx,
    sql`
    select c.table_name as t, c.column_name as c from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.table_name not like 'usage_events_%' and c.table_name not like '\\_\\_%'`,
  );
  const found: string[] = [];
  for (const { t, c } of columns) {
    for (const needle of needles) {
      const hit = await rowsOf(
        ctx,
        sql`select 1 from ${sql.identifier(t)} where strpos(lower(${sql.identifier(c)}::text), lower(${needle})) > 0 limit 1`,
      );
      if (hit.length > 0) found.push(`${t}.${c} has ${needle}`);
    }
  }
  return found;
}

export const sessionsOf = (ctx: TestContext, token: string) =>
  call<{
    list: {
      id: string;
      current: boolean;
      browser: string | null;
      os: string | null;
      deviceType: string;
      country: string | null;
    }[];
  }>(ctx.app, { method: 'GET', url: SESSIONS, headers: { authorization: token } });
