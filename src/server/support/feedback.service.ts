import { and, desc, eq } from 'drizzle-orm';
import { translate } from '../../shared/messages/messages.ts';
import { FEEDBACK_TYPES } from '../../shared/schemas/support.ts';
import type { Lang } from '../../shared/i18n.ts';
import type {
  ConsoleFeedbackPage,
  ConsoleFeedbackQuery,
  FeedbackAddParsed,
  Option,
} from '../../shared/schemas/support.ts';
import type { Db } from '../db/client.ts';
import { feedback, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { afterCursor, cut, usOf } from '../social/social.keyset.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';

const DEFAULT_PAGE = 20;

/** Feedback about the app (`/api/hibackend/user/feedback/...`), read by the brand in the console. */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  types(lang: Lang): Option[] {
    return FEEDBACK_TYPES.map((code) => ({ code, name: translate(lang, `support.feedback.${code}`) }));
  }

  /** Stores one piece of feedback; members never read it back (only the console does). */
  async add(userId: bigint, input: FeedbackAddParsed, lang: Lang): Promise<{ id: string }> {
    const urls = [...new Set(input.pictures ?? [])];
    const owned = await this.uploads.owned(userId, urls);
    if (urls.some((u) => !owned.has(u))) throw badRequest('pictures', 'content.imageNotOurs');
    const [row] = await this.db
      .insert(feedback)
      .values({
        userId,
        type: input.type,
        content: input.content,
        pictures: urls,
        contact: input.contact ?? null,
        lang,
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('feedback not written');
    return { id: String(row.id) };
  }

  async consoleList(query: ConsoleFeedbackQuery): Promise<ConsoleFeedbackPage> {
    const size = query.pageSize ?? DEFAULT_PAGE;
    const rows = await this.db
      .select({ f: feedback, us: usOf(feedback.createdAt), email: users.email, nickName: users.nickName })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(
        and(
          query.type ? eq(feedback.type, query.type) : undefined,
          afterCursor(query.cursor, feedback.createdAt, feedback.id, 'desc'),
        ),
      )
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(size + 1);
    const page = cut(rows, size, (r) => r.f.id);
    return {
      list: page.list.map((r) => ({
        id: String(r.f.id),
        type: r.f.type,
        content: r.f.content,
        pictures: r.f.pictures,
        contact: r.f.contact,
        lang: r.f.lang,
        member: { userId: String(r.f.userId), email: r.email, nickName: r.nickName },
        createdAt: r.f.createdAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    };
  }
}
