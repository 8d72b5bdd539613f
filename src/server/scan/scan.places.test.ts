import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import { qrScans } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { countryOfHeader, PlaceFinder } from './scan.places.ts';
import { codeRow, makeBatch, verify, type MadeBatch } from './scan.fixtures.ts';

let ctx: TestContext;
let batch: MadeBatch;
let members: Member[];

beforeAll(async () => {
  ctx = await startApp();
  batch = await makeBatch(ctx, 6);
  members = await quickMembers(ctx, 2);
});
afterAll(async () => ctx?.close());

const LONDON = 'lat=51.507&lng=-0.128';
const codeAt = (i: number) => batch.codes[i] as string;
const member = (i: number) => members[i] as Member;
const report = (body: Record<string, unknown>, o: { token?: string; ip?: string; lang?: string } = {}) =>
  call<{ place: string | null; country: string | null }>(ctx.app, {
    method: 'POST',
    url: '/api/reportScanNum',
    remoteAddress: o.ip ?? '10.9.8.7',
    headers: { ...(o.token ? { authorization: o.token } : {}), ...(o.lang ? { lang: o.lang } : {}) },
    payload: body,
  });

describe('coarse places', () => {
  it('finds the nearest town of a position rounded to 0.1 degree', async () => {
    const finder = new PlaceFinder();
    expect(await finder.find(51.507, -0.128)).toEqual({
      lat: 51.5,
      lng: -0.1,
      town: 'London',
      country: 'GB',
    });
    expect(await finder.find(55.7558, 37.6173)).toMatchObject({ town: 'Moscow', country: 'RU' });
    expect(await finder.find(37.5665, 126.978)).toMatchObject({ town: 'Seoul', country: 'KR' });
    expect(await finder.find(-33.87, 151.21)).toMatchObject({ country: 'AU' });
  });

  it('keeps only a two-letter country a proxy sent', () => {
    expect(countryOfHeader('gb')).toBe('GB');
    expect(countryOfHeader('XX')).toBeNull();
    expect(countryOfHeader('T1')).toBeNull();
    expect(countryOfHeader('GBR')).toBeNull();
    expect(countryOfHeader(undefined)).toBeNull();
  });

  it('records where a code was first scanned and shows it in the reader’s language', async () => {
    const code = codeAt(0);
    const first = await verify(ctx, code, { query: LONDON, headers: { 'cf-ipcountry': 'FR' } });
    expect(first.body.data.firstScanPlace).toBe('London, United Kingdom');
    const ru = await verify(ctx, code, { lang: 'ru_RU' });
    expect(ru.body.data.firstScanPlace).toBe('London, Великобритания');
    const [scan] = await ctx.app.services.database.db
      .select()
      .from(qrScans)
      .where(eq(qrScans.id, BigInt(first.body.data.scanId)));
    expect(scan).toMatchObject({ lat: 51.5, lng: -0.1, place: 'London', country: 'GB' });
    // TRUST_PROXY is off in tests: a visitor's own cf-ipcountry header is not believed.
    const other = await verify(ctx, codeAt(1), { headers: { 'cf-ipcountry': 'FR' } });
    expect(other.body.data.firstScanPlace).toBeNull();
    expect((await codeRow(ctx, codeAt(1))).firstScanCountry).toBeNull();
  });
});

describe('reporting the place of a scan', () => {
  it('lets a visitor place their own first scan, which becomes the code’s first place', async () => {
    const code = codeAt(2);
    const scanned = await verify(ctx, code, { ip: '10.3.3.3' });
    expect(scanned.body.data.firstScanPlace).toBeNull();
    const { scanId } = scanned.body.data;
    expect((await report({ scanId, lat: 51.507, lng: -0.128 }, { ip: '10.3.3.4' })).status).toBe(404);
    expect(
      (await report({ scanId, lat: 51.507, lng: -0.128 }, { token: member(0).token, ip: '10.3.3.3' })).status,
    ).toBe(404);
    const placed = await report({ scanId, lat: 51.507, lng: -0.128 }, { ip: '10.3.3.3', lang: 'ko_KR' });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toEqual({ place: 'London, 영국', country: 'GB' });
    expect((await report({ scanId, lat: 1, lng: 1 }, { ip: '10.3.3.3' })).status).toBe(404);
    expect((await verify(ctx, code)).body.data.firstScanPlace).toBe('London, United Kingdom');
    expect((await codeRow(ctx, code)).firstScanCountry).toBe('GB');
  });

  it('places a member’s later scan without moving the code’s first place; others’ scans are 404', async () => {
    const code = codeAt(3);
    await verify(ctx, code, { query: 'lat=55.7558&lng=37.6173' });
    const mine = await verify(ctx, code, { token: member(0).token, ip: '10.4.4.4' });
    const { scanId } = mine.body.data;
    expect((await report({ scanId, lat: 51.507, lng: -0.128 }, { token: member(1).token })).status).toBe(404);
    expect((await report({ scanId, lat: 51.507, lng: -0.128 }, { ip: '10.4.4.4' })).status).toBe(404);
    const placed = await report(
      { scanId, lat: 51.507, lng: -0.128 },
      { token: member(0).token, ip: '10.7.7.7' },
    );
    expect(placed.body.data.place).toBe('London, United Kingdom');
    expect((await verify(ctx, code)).body.data.firstScanPlace).toBe('Moscow, Russian Federation');
  });

  it('refuses a scan older than the report window, and bad input with 400 naming the field', async () => {
    const scanned = await verify(ctx, codeAt(4), { token: member(1).token });
    const { scanId } = scanned.body.data;
    await ctx.app.services.database.db
      .update(qrScans)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(qrScans.id, BigInt(scanId)));
    expect((await report({ scanId, lat: 51.5, lng: 0 }, { token: member(1).token })).status).toBe(404);
    const bad = await report({ scanId, lat: 95, lng: 0 }, { token: member(1).token });
    expect(bad.status).toBe(400);
    expect((bad.body.data as unknown as { fields: { field: string }[] }).fields[0]?.field).toBe('lat');
    const noId = await report({ scanId: 'x', lat: 1, lng: 1 });
    expect((noId.body.data as unknown as { fields: { field: string }[] }).fields[0]?.field).toBe('scanId');
  });
});
