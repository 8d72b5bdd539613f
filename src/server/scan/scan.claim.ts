import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import { translate } from '../../shared/messages/messages.ts';
import type { ClaimRefusal, ClaimResult } from '../../shared/schemas/scan.ts';
import type { Tx } from '../db/client.ts';
import { chanceWallets, pointsFlow, pointsRules, pointWallets, qrCodes } from '../db/schema.ts';
import type { ChancesService } from '../points/chances.service.ts';
import type { PointsService } from '../points/points.service.ts';
import type { GenuineCode } from './scan.verify.ts';

export interface Ledgers {
  points: PointsService;
  chances: ChancesService;
}

const REFUSAL_MESSAGES = {
  NOT_GENUINE: 'scan.notGenuine',
  ALREADY_CLAIMED: 'scan.alreadyClaimed',
  CLAIMED_BY_YOU: 'scan.claimedByYou',
} as const;

async function balances(tx: Tx, userId: bigint) {
  const [points] = await tx
    .select({ balance: pointWallets.balance })
    .from(pointWallets)
    .where(eq(pointWallets.userId, userId));
  const [chances] = await tx
    .select({ balance: chanceWallets.balance })
    .from(chanceWallets)
    .where(eq(chanceWallets.userId, userId));
  return { balance: points?.balance ?? 0, chances: chances?.balance ?? 0 };
}

export async function refusal(
  tx: Tx,
  userId: bigint,
  reason: ClaimRefusal,
  productId: bigint | null,
  lang: Lang,
): Promise<ClaimResult> {
  return {
    awarded: false,
    points: 0,
    spinChances: 0,
    reason,
    pointsReason: null,
    message: translate(lang, REFUSAL_MESSAGES[reason]),
    ...(await balances(tx, userId)),
    productId: productId === null ? null : String(productId),
  };
}

/**
 * Gives a genuine code's reward to `userId` if nobody has it yet, inside `tx`: the conditional
 * `claimed_by` update decides who is first (a concurrent claimer waits on the row and then finds
 * it taken), and the SCAN points and the one chance commit with it or not at all.
 */
export async function claimCode(
  tx: Tx,
  ledgers: Ledgers,
  userId: bigint,
  code: GenuineCode | null,
  lang: Lang,
): Promise<ClaimResult> {
  if (!code) return refusal(tx, userId, 'NOT_GENUINE', null, lang);
  const [won] = await tx
    .update(qrCodes)
    .set({ claimedBy: userId, claimedAt: sql`now()` })
    .where(and(eq(qrCodes.id, code.id), isNull(qrCodes.claimedBy)))
    .returning({ id: qrCodes.id });
  if (!won) {
    const [now] = await tx
      .select({ claimedBy: qrCodes.claimedBy })
      .from(qrCodes)
      .where(eq(qrCodes.id, code.id));
    const mine = now?.claimedBy === userId;
    return refusal(tx, userId, mine ? 'CLAIMED_BY_YOU' : 'ALREADY_CLAIMED', code.productId, lang);
  }
  const key = `SCAN:code:${code.id}`;
  const ref = `code:${code.id}`;
  const paid = await ledgers.points.earnOnce(tx, userId, 'SCAN', key, ref);
  const { balance: chances } = await ledgers.chances.change(tx, {
    userId,
    delta: 1,
    reason: 'SCAN',
    ref,
    idempotencyKey: key,
  });
  const points = paid ? await pointsOf(tx, paid.flowId) : 0;
  const pointsReason = paid ? null : await whyNoPoints(tx);
  const message = paid
    ? translate(lang, 'scan.claimed', { points })
    : translate(lang, pointsReason === 'RULE_OFF' ? 'scan.claimedChanceNoPoints' : 'scan.claimedChanceOnly');
  return {
    awarded: true,
    points,
    spinChances: 1,
    reason: null,
    pointsReason,
    message,
    balance: paid?.balance ?? (await balances(tx, userId)).balance,
    chances,
    productId: String(code.productId),
  };
}

async function pointsOf(tx: Tx, flowId: string): Promise<number> {
  const [flow] = await tx
    .select({ delta: pointsFlow.delta })
    .from(pointsFlow)
    .where(eq(pointsFlow.id, BigInt(flowId)));
  return flow?.delta ?? 0;
}

/** `earnOnce` paid nothing: the rule is off (or worth nothing), else today's limit was reached. */
async function whyNoPoints(tx: Tx): Promise<'DAILY_LIMIT' | 'RULE_OFF'> {
  const [rule] = await tx
    .select({ enabled: pointsRules.enabled, points: pointsRules.points })
    .from(pointsRules)
    .where(eq(pointsRules.code, 'SCAN'));
  return rule?.enabled && rule.points > 0 ? 'DAILY_LIMIT' : 'RULE_OFF';
}
