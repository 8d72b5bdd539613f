#!/usr/bin/env node
// Recomputes every outcome of an activity from its public draw log (docs/fairness.md).
// Usage: node scripts/verify-draws.mjs <baseURL> <activityId>
// Plain Node (>= 18), no dependencies: it shares no code with the server on purpose, so a reader
// can check the rules below against docs/fairness.md alone.
/* global fetch -- Node 18+ has it built in */
import { createHash, createHmac } from 'node:crypto';

const [base, activityId] = process.argv.slice(2);
if (!base || !activityId) {
  console.error('usage: node scripts/verify-draws.mjs <baseURL> <activityId>');
  process.exit(2);
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (seed, message) => createHmac('sha256', seed).update(message, 'utf8').digest('hex');
/** The first 48 bits of the HMAC as an integer. */
const rollOf = (hex) => Number.parseInt(hex.slice(0, 12), 16);
function segmentOf(roll, weights) {
  const total = weights.reduce((n, w) => n + w, 0);
  let point = roll % total;
  for (const [i, w] of weights.entries()) {
    if (point < w) return i;
    point -= w;
  }
  return weights.length - 1;
}

async function getData(path) {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()).data;
}

const problems = [];
const fail = (text) => problems.push(text);

// The log comes in pages of entries (in entry order): read them all.
const log = await getData(`/api/hibackend/activity/drawLog/${activityId}?pageSize=5000`);
for (let cursor = log.nextCursor; cursor !== null;) {
  const page = await getData(`/api/hibackend/activity/drawLog/${activityId}?pageSize=5000&cursor=${cursor}`);
  log.entries.push(...page.entries);
  cursor = page.nextCursor;
}
const prizes = log.odds.filter((row) => row.prizeId !== null);
const weights = log.odds.map((row) => row.weight);
console.log(
  `activity ${log.activityId} (${log.type}): ${log.entries.length} entries, ${prizes.length} prizes`,
);
console.log(`seed hash ${log.seedHash}`);
if (log.seed === null) {
  console.error('the seed is not revealed yet (the activity has not ended): nothing can be checked');
  process.exit(3);
}
if (sha256(log.seed) !== log.seedHash) fail(`SHA-256(seed) = ${sha256(log.seed)} is not the committed hash`);

const nameOf = (prizeId) => prizes.find((p) => p.prizeId === prizeId)?.name ?? 'no prize';
let checked = 0;
let winners = 0;

if (log.type === 'turntable' || log.type === 'scratch') {
  // Each draw's segment from its HMAC; then stock re-played in entry order decides what it won.
  const stock = prizes.map((p) => p.initialStock);
  for (const e of log.entries) {
    const segment = segmentOf(rollOf(hmac(log.seed, `${log.activityId}:${e.userId}:${e.entryNo}`)), weights);
    if (e.member !== sha256(`${log.activityId}:${e.userId}`))
      fail(`entry ${e.entryNo}: member tag does not match`);
    if (segment !== e.segment) fail(`entry ${e.entryNo}: segment ${e.segment} logged, ${segment} recomputed`);
    let won = null;
    if (segment < prizes.length && stock[segment] > 0) {
      stock[segment] -= 1;
      won = prizes[segment].prizeId;
    }
    if (won !== e.wonPrizeId)
      fail(`entry ${e.entryNo}: won ${nameOf(e.wonPrizeId)} logged, ${nameOf(won)} recomputed`);
    if (won) winners += 1;
    checked += 1;
  }
  prizes.forEach((p, i) => {
    if (p.stock !== stock[i])
      fail(`prize ${p.name}: stock ${p.stock} shown, ${stock[i]} after re-playing the log`);
  });
} else if (log.type === 'lottery' || log.type === 'raffle') {
  // Entries ranked by HMAC (ties by entry number); each prize in table order takes the next
  // `initialStock` entries whose member has not won yet.
  const order = log.entries
    .map((e) => ({ ...e, rank: rollOf(hmac(log.seed, `${log.activityId}:rank:${e.entryNo}`)) }))
    .sort((a, b) => a.rank - b.rank || a.entryNo - b.entryNo);
  const expected = new Map();
  const won = new Set();
  let next = 0;
  for (const p of prizes) {
    let left = p.initialStock;
    while (left > 0 && next < order.length) {
      const e = order[next++];
      if (won.has(e.userId)) continue;
      won.add(e.userId);
      expected.set(e.entryNo, p.prizeId);
      left -= 1;
    }
  }
  let drawnAt = null;
  try {
    drawnAt = (await getData(`/api/hibackend/activity/build/detail/${activityId}`)).drawnAt ?? null;
  } catch {
    drawnAt = log.entries.some((e) => e.wonPrizeId !== null) ? 'unknown' : null;
  }
  if (drawnAt === null) {
    console.log(`not drawn yet: the draw will give ${expected.size} prizes`);
  } else {
    for (const e of log.entries) {
      const want = expected.get(e.entryNo) ?? null;
      if (want !== e.wonPrizeId)
        fail(`entry ${e.entryNo}: won ${nameOf(e.wonPrizeId)} logged, ${nameOf(want)} recomputed`);
      if (want) winners += 1;
      checked += 1;
    }
  }
} else {
  console.log(`a ${log.type} activity has no draws to recompute`);
}

console.log(`${checked} outcomes recomputed, ${winners} prizes won`);
if (problems.length > 0) {
  for (const p of problems) console.error(`MISMATCH ${p}`);
  console.error(`${problems.length} mismatches: the log does not follow from the committed seed`);
  process.exit(1);
}
console.log('OK: every outcome follows from the committed seed and the published odds');
