import { expect } from 'vitest';
import { catalogueMaker } from '../catalogue/catalogue.fixtures.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

export const BASE = '/api/console/qrcode/batches';
export const PUBLIC_URL = 'https://club.example.com';
const ADMIN = 'qr-admin@example.com';

type Method = 'GET' | 'POST';

/** The app with an admin, four members and one product, and calls to the console's batches. */
export async function startConsole() {
  const ctx: TestContext = await startApp({ ADMIN_EMAILS: ADMIN, PUBLIC_URL });
  const admin = (await registerUser(ctx, ADMIN)).token;
  const members = await Promise.all([1, 2, 3, 4].map((i) => registerUser(ctx, `scanner${i}@example.com`)));
  const make = catalogueMaker(ctx);
  const productId = await make.product({
    brandId: await make.brand('Vapo', 1),
    model: 'V1',
    name: 'Vapo Mint & Ice',
    deviceType: 'pod',
    style: 'drink',
    flavours: ['Mint'],
  });
  const as = <T>(token: string | null, method: Method, url: string, payload?: object) =>
    call<T>(ctx.app, {
      method,
      url: `${BASE}${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  /** The answer as it is (CSV, SVG). */
  const raw = (url: string, token: string | null = admin) =>
    ctx.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: token ? { authorization: token } : {} });
  const createBatch = async (count: number): Promise<string> => {
    const res = await as<{ batchId: string }>(admin, 'POST', '', { productId, count });
    expect(res.status).toBe(200);
    return res.body.data.batchId;
  };
  return {
    ctx,
    admin,
    member: members[0]?.token ?? '',
    memberIds: members.map((m) => BigInt(m.userInfo.userId)),
    productId,
    as,
    raw,
    createBatch,
  };
}
