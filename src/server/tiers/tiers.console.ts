import { and, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { TiersPut } from '../../shared/schemas/tiers.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db } from '../db/client.ts';
import { memberTiers, prizes, tiers } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { TiersService } from './tiers.service.ts';

const inUse = (code: string, field: string) =>
  new AppError(409, 'TIER_IN_USE', 'tiers.inUse', {
    params: { code },
    fields: [{ field, key: 'tiers.inUse', params: { code } }],
  });

/** The console's tiers: the list with members per tier, and its replacement (docs/decisions/113). */
export class TiersConsole {
  constructor(
    private readonly db: Db,
    private readonly service: TiersService,
  ) {}

  async list() {
    const list = await this.service.list();
    const counts = await this.service.counts(list);
    return {
      tiers: list.map((t) => ({
        code: t.code,
        name: t.name as { en_US: string; ru_RU: string; ko_KR: string; zh_CN: string },
        threshold: t.threshold,
        multiplier: t.multiplier,
        earlyAccessHours: t.earlyAccessHours,
        birthdayBonus: t.birthdayBonus,
        members: counts.get(t.code) ?? 0,
      })),
    };
  }

  /**
   * Replaces the list in one transaction (the table locked against a second PUT). A code that
   * members hold, or a prize requires, cannot be removed: 409 `TIER_IN_USE` naming it. Members move
   * to a tier a change made reachable at their next qualifying award or review.
   */
  async replace(actor: AuthContext, body: TiersPut): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table tiers in share row exclusive mode`);
      const before = await this.service.list(tx);
      const codes = body.tiers.map((t) => t.code);
      const removed = before.filter((t) => !codes.includes(t.code)).map((t) => t.code);
      if (removed.length > 0) {
        const [held] = await tx
          .select({ code: memberTiers.tierCode })
          .from(memberTiers)
          .where(inArray(memberTiers.tierCode, removed))
          .limit(1);
        const [required] = await tx
          .select({ code: prizes.minTierCode })
          .from(prizes)
          .where(and(isNotNull(prizes.minTierCode), inArray(prizes.minTierCode, removed)))
          .limit(1);
        // Members with no stored tier hold the lowest one.
        const lowest = before[0]?.code;
        const implicit =
          lowest && removed.includes(lowest) && ((await this.service.counts(before)).get(lowest) ?? 0) > 0;
        const code = held?.code ?? required?.code ?? (implicit ? lowest : undefined);
        if (code) throw inUse(code, 'tiers');
        await tx.delete(tiers).where(notInArray(tiers.code, codes));
      }
      for (const t of body.tiers) {
        const values = {
          name: t.name,
          threshold: t.threshold,
          multiplier: t.multiplier,
          earlyAccessHours: t.earlyAccessHours,
          birthdayBonus: t.birthdayBonus,
          updatedAt: new Date(),
        };
        await tx
          .insert(tiers)
          .values({ code: t.code, ...values })
          .onConflictDoUpdate({ target: tiers.code, set: values });
      }
      await audit(tx, { actor, action: 'tiers.update', target: 'tiers', before, after: body.tiers });
    });
    this.service.changed();
  }
}
