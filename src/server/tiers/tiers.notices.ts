import type { Tx } from '../db/client.ts';
import type { NoticeMails } from '../notifications/notice-mails.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';
import type { TellTierUp } from './tiers.state.ts';

/** The tier page, where a `tierUp` notice and its email lead. */
export const TIER_PAGE_LINK = '/member/tier';

/**
 * Tells a member they moved up, in the move's transaction: the in-app notice (the tier's name in the
 * reader's language) and the email, queued as a job that sends after the commit (docs/decisions/100).
 */
export const tellTierUp =
  (mails: NoticeMails): TellTierUp =>
  async (tx: Tx, userId, tier, moveId) => {
    await writeNotice(tx, {
      userId,
      kind: 'tierUp',
      actorId: userId,
      localised: tier.name,
      link: TIER_PAGE_LINK,
    });
    await mails.queue(tx, {
      userId,
      kind: 'tierUp',
      link: TIER_PAGE_LINK,
      params: { tier: tier.name },
      key: `tier-move:${moveId}`,
    });
  };
