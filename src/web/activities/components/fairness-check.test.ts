import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawMessage, rankMessage, rollOf, segmentOf } from '../../../shared/activities/fair.ts';
import type { DrawLog, OddsRow } from '../../../shared/schemas/activities.ts';
import { checkDrawLog } from './fairness-check.ts';
import { webFairCrypto } from './fairness-crypto.ts';

// The reference: node:crypto, independent of the WebCrypto code under test.
const hmac = (seed: string, msg: string) => createHmac('sha256', seed).update(msg, 'utf8').digest('hex');
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const row = (segment: number, prizeId: string | null, weight: number, stock: number | null): OddsRow => ({
  segment,
  prizeId,
  name: prizeId ?? 'No prize',
  imageUrl: null,
  weight,
  odds: 0,
  stock,
  initialStock: stock,
});

/** A log the way the server writes it: rolls on the weights, stock replayed in entry order. */
function instantLog(entries: number): DrawLog {
  const seed = randomBytes(32).toString('hex');
  const odds = [row(0, 'p-big', 5, 2), row(1, 'p-small', 30, 40), row(2, null, 65, null)];
  const left = [2, 40];
  const log: DrawLog = {
    activityId: 'a1',
    type: 'turntable',
    seedHash: sha(seed),
    seed,
    odds,
    entries: [],
    nextCursor: null,
  };
  for (let n = 1; n <= entries; n++) {
    const userId = `u${n % 7}`;
    const segment = segmentOf(rollOf(hmac(seed, drawMessage('a1', userId, n))), [5, 30, 65]);
    const has = segment < 2 && (left[segment] ?? 0) > 0;
    if (has) left[segment] = (left[segment] ?? 0) - 1;
    log.entries.push({
      entryNo: n,
      member: sha(`a1:${userId}`),
      userId,
      segment,
      wonPrizeId: has ? (odds[segment]?.prizeId ?? null) : null,
    });
  }
  return log;
}

describe('checkDrawLog', () => {
  const fair = webFairCrypto();

  it('recomputes every instant draw of an honest log, stock included', async () => {
    const log = instantLog(300);
    const seen: number[] = [];
    const report = await checkDrawLog(log, fair, (done) => seen.push(done));
    expect(report).toEqual({ seedMatches: true, checked: 300, mismatches: [] });
    expect(seen.at(-1)).toBe(300);
    // The big prize ran out: later draws landing on it must have fallen to "no prize".
    expect(log.entries.filter((e) => e.wonPrizeId === 'p-big')).toHaveLength(2);
  });

  it('names an entry whose outcome was changed and a seed that is not the committed one', async () => {
    const log = instantLog(50);
    const lost = log.entries.find((e) => e.wonPrizeId === null);
    if (!lost) throw new Error('expected a losing entry');
    lost.wonPrizeId = 'p-small';
    lost.segment = 1;
    const report = await checkDrawLog({ ...log, seedHash: sha('other') }, fair);
    expect(report.seedMatches).toBe(false);
    expect(report.mismatches.map((m) => m.entryNo)).toEqual([lost.entryNo]);
  });

  it('recomputes lottery winners from the ranks', async () => {
    const seed = randomBytes(32).toString('hex');
    const entries = Array.from({ length: 40 }, (_, i) => ({ entryNo: i + 1, userId: `u${i % 25}` }));
    const order = entries
      .map((e) => ({ ...e, rank: rollOf(hmac(seed, rankMessage('L', e.entryNo))) }))
      .sort((a, b) => a.rank - b.rank || a.entryNo - b.entryNo);
    const winners = new Map<number, string>();
    const won = new Set<string>();
    for (const e of order) {
      if (winners.size >= 3) break;
      if (won.has(e.userId)) continue;
      won.add(e.userId);
      winners.set(e.entryNo, winners.size === 0 ? 'gold' : 'silver');
    }
    const log: DrawLog = {
      activityId: 'L',
      type: 'lottery',
      seedHash: sha(seed),
      seed,
      odds: [row(0, 'gold', 1, 1), row(1, 'silver', 1, 2), row(2, null, 0, null)],
      entries: entries.map((e) => ({
        ...e,
        member: sha(`L:${e.userId}`),
        segment: null,
        wonPrizeId: winners.get(e.entryNo) ?? null,
      })),
      nextCursor: null,
    };
    expect(await checkDrawLog(log, fair)).toEqual({ seedMatches: true, checked: 40, mismatches: [] });
    const loser = log.entries.find((e) => e.wonPrizeId === null);
    if (loser) loser.wonPrizeId = 'gold';
    expect((await checkDrawLog(log, fair)).mismatches).toHaveLength(1);
  });
});
