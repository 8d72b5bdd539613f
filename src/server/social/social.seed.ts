import { sql } from 'drizzle-orm';
import type { SeededContent } from '../content/content.seed.ts';
import type { Localised } from '../db/schema.ts';
import type { Services } from '../services.ts';
import conversations from './demo/conversations.json' with { type: 'json' };

// The texts are content, not code (STYLE §14): a translator edits demo/conversations.json.
interface DemoReply {
  author: string;
  text: string;
  /** Answers this member in the thread rather than the comment's author. */
  to?: string;
}
interface DemoComment {
  article: string;
  author: string;
  text: string;
  likers: string[];
  replies: DemoReply[];
}
interface DemoConversations {
  follows: [string, string][];
  likes: Record<string, string[]>;
  saves: Record<string, string[]>;
  comments: DemoComment[];
  notices: { title: Localised & { en_US: string }; body: Localised & { en_US: string } }[];
}

const DEMO = conversations as unknown as DemoConversations;

type SeedServices = Pick<
  Services,
  'database' | 'comments' | 'reactions' | 'follows' | 'notifications' | 'articles'
>;

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data names an unknown "${key}"`);
  return value;
};

/**
 * Conversations and people (issue 9): follows between the demo members, likes, saves, comments and
 * replies in the four languages, and the brand's welcome notice. Through the services, so counts and
 * notifications are what real use would make.
 */
export async function seedSocial(services: SeedServices, content: SeededContent) {
  const member = (slug: string) => need(content.members, slug);
  const article = (slug: string) => need(content.articleIds, slug);

  for (const [follower, followee] of DEMO.follows) {
    await services.follows.save(member(follower), { userId: String(member(followee)), follow: true });
  }
  for (const [slug, likers] of Object.entries(DEMO.likes)) {
    for (const who of likers) await services.reactions.likeArticle(member(who), BigInt(article(slug)), true);
  }
  for (const [slug, savers] of Object.entries(DEMO.saves)) {
    for (const who of savers) await services.reactions.saveArticle(member(who), BigInt(article(slug)), true);
  }
  let comments = 0;
  for (const c of DEMO.comments) {
    const made = await services.comments.add(member(c.author), {
      articleId: article(c.article),
      content: c.text,
    });
    comments += 1;
    for (const who of c.likers) await services.reactions.likeComment(member(who), BigInt(made.id), true);
    for (const r of c.replies) {
      await services.comments.reply(member(r.author), {
        commentId: made.id,
        content: r.text,
        ...(r.to ? { replyToUserId: String(member(r.to)) } : {}),
      });
      comments += 1;
    }
  }
  for (const n of DEMO.notices)
    await services.notifications.system.publish(null, { title: n.title, body: n.body });

  // The services stamp everything "now"; spread each article's conversation between its publication
  // and now, in the order it was written (so replies follow their comments).
  await services.database.db.execute(sql`
    update comments c set created_at = a.published_at + (now() - a.published_at) * (r.k::float8 / (r.n + 1))
    from (select id, row_number() over (partition by article_id order by id) as k,
                 count(*) over (partition by article_id) as n
          from comments) r, articles a
    where r.id = c.id and a.id = c.article_id`);
  services.articles.forget();
  return { follows: DEMO.follows.length, comments };
}
