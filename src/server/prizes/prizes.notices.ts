import { eq } from 'drizzle-orm';
import { LANGUAGES } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages/messages.ts';
import type { Tx } from '../db/client.ts';
import { prizes, type Localised, type redeems } from '../db/schema.ts';
import type { NoticeMails } from '../notifications/notice-mails.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';

type RedeemRow = typeof redeems.$inferSelect;

/** Where a member follows one order. */
export const orderLink = (id: bigint): string => `/order/detail/${id}`;

const NOT_GIVEN: Localised = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, MESSAGES[lang]['notices.mail.noTracking']]),
);

/**
 * Tells the member their order shipped, in the shipping's transaction: the notice (leading to the
 * order, with its number and tracking) and the email, queued to go out after the commit.
 */
export async function tellShipped(tx: Tx, mails: NoticeMails, order: RedeemRow): Promise<void> {
  const [prize] = await tx.select({ name: prizes.name }).from(prizes).where(eq(prizes.id, order.prizeId));
  const tracking = [order.carrier, order.trackingNo].filter(Boolean).join(' ');
  const link = orderLink(order.id);
  await writeNotice(tx, {
    userId: order.userId,
    kind: 'redeemShipped',
    actorId: order.userId,
    snippet: [order.orderNo, tracking].filter(Boolean).join(' · '),
    link,
  });
  await mails.queue(tx, {
    userId: order.userId,
    kind: 'redeemShipped',
    link,
    params: { prize: prize?.name ?? {}, order: order.orderNo, tracking: tracking || NOT_GIVEN },
    key: `redeem:${order.id}`,
  });
}
