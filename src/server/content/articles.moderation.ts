import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import type { ModeratedTarget, TargetHandler } from '../support/moderation.targets.ts';
import { bumpTopics } from './articles.repository.ts';

type Row = Pick<typeof articles.$inferSelect, 'authorId' | 'title' | 'excerpt' | 'status'>;

const columns = {
  authorId: articles.authorId,
  title: articles.title,
  excerpt: articles.excerpt,
  status: articles.status,
};

const view = (r: Row): ModeratedTarget => ({
  ownerId: r.authorId,
  snippet: r.title || r.excerpt || null,
  hidden: r.status === 'hidden',
});

/**
 * The moderation queue's view of an article (issue 14): published or hidden ones only (a draft is
 * nobody's business but its author's). Hiding sets the status `hidden`: every list, search, the
 * author's public page and the detail read `published` only, so it is gone from them at once; its
 * author still opens it (the detail's owner rule) and sees why.
 */
export function articleModeration(db: Db, forget: () => void): TargetHandler {
  return {
    async find(id) {
      const [row] = await db
        .select(columns)
        .from(articles)
        .where(and(eq(articles.id, id), inArray(articles.status, ['published', 'hidden'])));
      return row ? view(row) : null;
    },
    async setHidden(tx: Tx, id: bigint, hidden: boolean) {
      const [before] = await tx
        .select({ ...columns, topicIds: articles.topicIds })
        .from(articles)
        .where(and(eq(articles.id, id), inArray(articles.status, ['published', 'hidden'])))
        .for('update');
      if (!before) return null;
      const status = hidden ? ('hidden' as const) : ('published' as const);
      if (before.status !== status) {
        await tx.update(articles).set({ status }).where(eq(articles.id, id));
        // Topics count published articles only.
        await bumpTopics(tx, before.topicIds, hidden ? -1 : 1);
      }
      return view({ ...before, status });
    },
    forget,
  };
}
