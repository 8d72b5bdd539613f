import type { z } from 'zod';
import { seedRevealed, stateOf } from '../../shared/activities/state.ts';
import type { Lang } from '../../shared/i18n.ts';
import type { ActivityCard, ActivityDetail, ConsoleActivitySchema } from '../../shared/schemas/activities.ts';
import { pickLang } from '../content/articles.mapper.ts';
import type { ActivityRow } from './activities.entries.ts';
import { oddsOf, type PrizeRow } from './activities.odds.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toCard = (r: ActivityRow, lang: Lang, now: Date): ActivityCard => ({
  id: String(r.id),
  type: r.type,
  title: pickLang(r.title, lang),
  coverUrl: r.coverUrl,
  startAt: r.startAt.toISOString(),
  endAt: r.endAt.toISOString(),
  state: stateOf(r, now),
  cost: { kind: r.costKind, amount: r.costAmount },
  entryCount: r.entryCount,
  seats: r.seats,
  seatsLeft: r.seats === null ? null : Math.max(0, r.seats - r.seatsTaken),
});

/**
 * What everyone may see of an activity. The seed itself only once the activity has ended (and was
 * published): before that its hash is the commitment, and nobody — the console included — reads it.
 */
export const toDetail = (
  r: ActivityRow,
  prizes: readonly PrizeRow[],
  lang: Lang,
  now: Date,
  mine: ActivityDetail['mine'],
): ActivityDetail => ({
  ...toCard(r, lang, now),
  description: pickLang(r.description, lang),
  perMemberLimit: r.perMemberLimit,
  odds: oddsOf(prizes, r.noPrizeWeight, lang),
  seedHash: r.seedHash,
  seed: r.publishedAt && seedRevealed(r, now) ? r.seed : null,
  drawnAt: iso(r.drawnAt),
  brandSpecialId: r.brandSpecialId === null ? null : String(r.brandSpecialId),
  opensForYouAt: null,
  mine,
});

export const toConsoleActivity = (
  r: ActivityRow,
  prizes: readonly PrizeRow[],
  lang: Lang,
  now: Date,
): z.infer<typeof ConsoleActivitySchema> => {
  const { mine: _mine, ...detail } = toDetail(r, prizes, lang, now, null);
  return {
    ...detail,
    titleText: r.title,
    descriptionText: r.description,
    checkInCode: r.checkInCode,
    publishedAt: iso(r.publishedAt),
    prizes: prizes.map((p) => ({
      name: p.name,
      stock: p.stock,
      initialStock: p.initialStock,
      weight: p.weight,
      prizeId: p.prizeId === null ? null : String(p.prizeId),
      imageUrl: p.imageUrl,
    })),
    noPrizeWeight: r.noPrizeWeight,
  };
};

/** The row as the audit log keeps it: never the secret seed (the log is read by more people). */
export const auditView = (r: ActivityRow, prizes: readonly PrizeRow[]) => {
  const { seed: _seed, ...rest } = r;
  return { ...rest, prizes };
};
