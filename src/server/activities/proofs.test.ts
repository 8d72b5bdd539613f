import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import { ageProofs, auditLog, users } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

const ADMIN = 'proof-boss@example.com';
const SETTING = '/api/hibackend/user/setting';
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

type Status = { status: string; reason: string | null; submittedAt: string | null };

function multipart(token: string, bytes: Buffer) {
  const boundary = `----vc${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (who: Member, bytes: Buffer) =>
  call<Status & { reason?: string; fields?: { field: string }[] }>(ctx.app, {
    method: 'POST',
    url: `${SETTING}/valid18thProof`,
    ...multipart(who.token, bytes),
  });
const statusOf = (who: Member) =>
  call<Status>(ctx.app, {
    method: 'GET',
    url: `${SETTING}/get18thProof`,
    headers: { authorization: who.token },
  });
const review = (token: string, id: bigint, body: Record<string, unknown>) =>
  call<Status & { fields?: { field: string }[] }>(ctx.app, {
    method: 'POST',
    url: `/api/console/proofs/${id}/review`,
    headers: { authorization: token },
    payload: body,
  });
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam', Artist: 'Jane Doe' } } })
    .toBuffer();
const storage = () => ctx.app.services.storage;
/** The names of the proofs in the private area (the data folder or the bucket). */
async function proofFiles(): Promise<string[]> {
  const names: string[] = [];
  for await (const o of storage().private.list('proofs/')) names.push(path.posix.basename(o.key));
  return names;
}
async function publicKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage().public.list('')) keys.push(o.key);
  return keys;
}
const rowsOf = (userId: bigint) =>
  ctx.app.services.database.db.select().from(ageProofs).where(eq(ageProofs.userId, userId));
const proofFlag = async (userId: bigint) =>
  (
    await ctx.app.services.database.db.select({ proof: users.proof }).from(users).where(eq(users.id, userId))
  )[0]?.proof;

describe('proof of age', () => {
  it('keeps the picture private, stripped, and reachable by the console only', async () => {
    const [me, other] = await quickMembers(ctx, 2);
    if (!me || !other) throw new Error('members');
    expect((await statusOf(me)).body.data).toEqual({ status: 'none', reason: null, submittedAt: null });
    const visitor = multipart('', await photo());
    const anonymous = await call(ctx.app, {
      method: 'POST',
      url: `${SETTING}/valid18thProof`,
      payload: visitor.payload,
      headers: { 'content-type': visitor.headers['content-type'] },
    });
    expect(anonymous.status).toBe(401);

    const sent = await upload(me, await photo());
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe('Proof of age sent for review');
    expect(sent.body.data.status).toBe('pending');
    const [row] = await rowsOf(me.userId);
    if (!row) throw new Error('no proof row');
    const name = path.basename(row.fileKey);
    expect(await proofFiles()).toEqual([name]);
    // Nothing in the public area, and no answer names the file.
    expect(await publicKeys()).toEqual([]);
    expect(await storage().public.stat(row.fileKey)).toBeNull();
    expect(JSON.stringify(sent.body)).not.toContain(name.slice(0, 12));
    expect(JSON.stringify((await statusOf(me)).body)).not.toContain(name.slice(0, 12));

    const stored = await storage().private.read(row.fileKey);
    if (!stored) throw new Error('proof not stored');
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);

    for (const url of [
      `/obs/${row.fileKey}`,
      `/obs/private/${row.fileKey}`,
      `/obs/../private/${row.fileKey}`,
      `/obs/%2e%2e/private/${row.fileKey}`,
      `/obs/..%2fprivate%2f${row.fileKey.replace('/', '%2f')}`,
      `/private/${row.fileKey}`,
      `/${row.fileKey}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.rawPayload.includes(stored), url).toBe(false);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/image/);
    }

    // Members, the owner included, cannot read it back; the console can.
    const image = `/api/console/proofs/${row.id}/image`;
    for (const token of [me.token, other.token]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: image, headers: { authorization: token } })).statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(401);
    const seen = await ctx.app.inject({ method: 'GET', url: image, headers: { authorization: admin } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toContain('no-store');
    expect(seen.rawPayload.equals(stored)).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/console/proofs/999999/image',
          headers: { authorization: admin },
        })
      ).statusCode,
    ).toBe(404);
    expect((await statusOf(other)).body.data.status).toBe('none');
  });

  it('refuses what is not a picture, naming the field', async () => {
    const [me] = await quickMembers(ctx, 1);
    if (!me) throw new Error('member');
    const res = await upload(me, Buffer.from('%PDF-1.4 not a picture'));
    expect([res.status, res.body.data.fields?.[0]?.field]).toEqual([400, 'file']);
    expect(await rowsOf(me.userId)).toEqual([]);
  });

  it('is reviewed in the console: a rejection needs a reason, a new upload replaces it, approval sets the flag', async () => {
    const [me] = await quickMembers(ctx, 1);
    if (!me) throw new Error('member');
    await upload(me, await photo());
    const queue = await call<{ list: { id: string; userId: string; status: string }[] }>(ctx.app, {
      method: 'GET',
      url: '/api/console/proofs?status=pending&pageSize=50',
      headers: { authorization: admin },
    });
    expect(queue.status).toBe(200);
    const item = queue.body.data.list.find((p) => p.userId === String(me.userId));
    if (!item) throw new Error('not queued');
    const id = BigInt(item.id);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: '/api/console/proofs',
          headers: { authorization: me.token },
        })
      ).status,
    ).toBe(403);
    expect((await review(me.token, id, { decision: 'approved' })).status).toBe(403);

    const noReason = await review(admin, id, { decision: 'rejected', reason: '  ' });
    expect([noReason.status, noReason.body.data.fields?.[0]?.field]).toEqual([400, 'reason']);
    expect((await review(admin, id, { decision: 'maybe' })).status).toBe(400);
    const rejected = await review(admin, id, {
      decision: 'rejected',
      reason: 'The date of birth is unreadable',
    });
    expect(rejected.status).toBe(200);
    expect((await statusOf(me)).body.data).toMatchObject({
      status: 'rejected',
      reason: 'The date of birth is unreadable',
    });
    expect(await proofFlag(me.userId)).toBe(false);

    const [old] = await rowsOf(me.userId);
    await upload(me, await photo());
    const now = await rowsOf(me.userId);
    expect(now.map((r) => r.status)).toEqual(['pending']);
    expect(await proofFiles()).not.toContain(path.basename(old?.fileKey ?? ''));
    expect(await proofFiles()).toContain(path.basename(now[0]?.fileKey ?? ''));

    // The member's cached session shows the standing at once, on every instance (decision 083).
    const info = async () =>
      (
        await call<{ proof: boolean }>(ctx.app, {
          method: 'GET',
          url: '/api/getInfoByh5',
          headers: { authorization: me.token },
        })
      ).body.data.proof;
    expect(await info()).toBe(false);
    const approved = await review(admin, now[0]?.id ?? 0n, { decision: 'approved' });
    expect(approved.status).toBe(200);
    expect(await proofFlag(me.userId)).toBe(true);
    expect(await info()).toBe(true);
    expect((await statusOf(me)).body.data.status).toBe('approved');
    const audits = await ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `proof:${now[0]?.id}`));
    expect(audits.map((a) => a.action)).toEqual(['proofs.review']);
    const after = await upload(me, await photo());
    expect([after.status, after.body.data.reason]).toEqual([409, 'PROOF_APPROVED']);
    expect(await rowsOf(me.userId)).toHaveLength(1);
    const names = await proofFiles();
    expect(names).toHaveLength(new Set(names).size);
  });
});
