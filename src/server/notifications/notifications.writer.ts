import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NoticeKind } from '../../shared/schemas/social.ts';
import type { Db, Tx } from '../db/client.ts';
import { notifications, shields, type Localised } from '../db/schema.ts';

type Q = Db | Tx;

/** How many of a group's latest actors a notification keeps (the count keeps the rest). */
export const ACTORS_KEPT = 3;
/** A notification's snippet: the start of the comment or reply. */
export const SNIPPET_CHARS = 120;

export interface NoticeInput {
  /** Who is told. */
  userId: bigint;
  kind: NoticeKind;
  actorId: bigint;
  articleId?: bigint | null;
  commentId?: bigint | null;
  snippet?: string | null;
  /** Where the notice leads when not an article (an app path). */
  link?: string | null;
  /** A snippet in four languages, shown in the reader's (a prize's name): kept instead of `snippet`. */
  localised?: Localised | null;
}

/** The member's own news (an award, a reel, support and moderation): told whoever "acted". */
const OWN_NEWS: ReadonlySet<NoticeKind> = new Set<NoticeKind>([
  'award',
  'reelReady',
  'reelFailed',
  'workOrderReply',
  'workOrderClosed',
  'reportClosed',
  'warning',
  'suspended',
  'contentHidden',
  'exportReady',
  'videoFailed',
  'exportFailed',
  'redeemShipped',
  'proofApproved',
  'proofRejected',
  'drawWon',
  'pointsGranted',
  'pointsDeducted',
  'tierUp',
]);

const cut = (text: string | null | undefined) => (text ? [...text].slice(0, SNIPPET_CHARS).join('') : null);

/** Each language cut to the snippet's length, kept as JSON; `snippetIn` reads it back in one. */
function localisedSnippet(text: Localised): string {
  return JSON.stringify(Object.fromEntries(Object.entries(text).map(([lang, value]) => [lang, cut(value)])));
}

/** Kinds whose snippet is a text in four languages (`localisedSnippet`). */
export const LOCALISED_SNIPPETS: ReadonlySet<NoticeKind> = new Set<NoticeKind>(['drawWon', 'tierUp']);

/** Likes of one article (or one comment), and one member's follows, gather into one unread notification. */
const groupKeyOf = (n: NoticeInput): string | null => {
  if (n.kind === 'like' && n.articleId) return `like:article:${n.articleId}`;
  if (n.kind === 'commentLike' && n.commentId) return `like:comment:${n.commentId}`;
  // Follow, unfollow, follow again: one unread notice, not one per tap.
  if (n.kind === 'follow') return `follow:${n.actorId}`;
  return null;
};

/**
 * Writes one notification inside the caller's transaction (so it exists exactly when the comment,
 * reply, follow or like does). Nothing for one's own actions (an award or a reel's news excepted), nor from a member the recipient
 * blocked or muted. Likes join the recipient's unread group for the same article or comment; the
 * same liker twice (like, unlike, like) is counted once.
 */
export async function writeNotice(tx: Q, n: NoticeInput): Promise<void> {
  const snippet = n.localised ? localisedSnippet(n.localised) : cut(n.snippet);
  // An award or a reel's news is the member's own (the actor is the member): told, whoever "acted".
  if (OWN_NEWS.has(n.kind)) {
    return insertNotice(tx, n, snippet, null);
  }
  if (n.userId === n.actorId) return;
  const [shielded] = await tx
    .select({ kind: shields.kind })
    .from(shields)
    .where(and(eq(shields.userId, n.userId), eq(shields.targetId, n.actorId)))
    .limit(1);
  if (shielded) return;
  const groupKey = groupKeyOf(n);
  if (groupKey) {
    const [joined] = await tx
      .update(notifications)
      .set({
        actorIds: sql`(${n.actorId}::bigint || array_remove(${notifications.actorIds}, ${n.actorId}::bigint))[1:${ACTORS_KEPT}]`,
        actorCount: sql`${notifications.actorCount} + case when ${n.actorId}::bigint = any(${notifications.actorIds}) then 0 else 1 end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(notifications.userId, n.userId),
          eq(notifications.groupKey, groupKey),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    if (joined) return;
  }
  await insertNotice(tx, n, snippet, groupKey);
}

async function insertNotice(tx: Q, n: NoticeInput, snippet: string | null, groupKey: string | null) {
  await tx
    .insert(notifications)
    .values({
      userId: n.userId,
      kind: n.kind,
      actorIds: [n.actorId],
      actorCount: 1,
      articleId: n.articleId ?? null,
      commentId: n.commentId ?? null,
      snippet,
      link: n.link ?? null,
      groupKey,
    })
    // Two likes of one article at once: the second joins the group the first just opened.
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
      set: {
        actorIds: sql`(${n.actorId}::bigint || array_remove(${notifications.actorIds}, ${n.actorId}::bigint))[1:${ACTORS_KEPT}]`,
        actorCount: sql`${notifications.actorCount} + case when ${n.actorId}::bigint = any(${notifications.actorIds}) then 0 else 1 end`,
        updatedAt: sql`now()`,
      },
    });
}
