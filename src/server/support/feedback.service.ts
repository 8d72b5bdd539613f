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
import type { UploadsService } from '../uploads/uploads.service.ts';

/** Feedback about the app (`/api/hibackend/user/feedback/...`), read by the brand in the console. */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  types(lang: Lang): Option[] {
    return FEEDBACK_TYPES.map((code) => ({ code, name: translate(lang, `support.feedback.${code}`) }));
  }

  add(userId: bigint, input: FeedbackAddParsed, lang: Lang): Promise<{ id: string }> {
    void [this.db, this.uploads, userId, input, lang];
    throw new Error('not built yet');
  }

  consoleList(query: ConsoleFeedbackQuery): Promise<ConsoleFeedbackPage> {
    void query;
    throw new Error('not built yet');
  }
}
