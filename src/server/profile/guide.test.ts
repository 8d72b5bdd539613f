import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guide } from '../../shared/schemas/guide.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { matchRoute } from '../../shared/routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

const get = (lang: string) =>
  call<Guide>(ctx.app, { method: 'GET', url: '/api/hibackend/h5InitPage/newGuidMsg', headers: { lang } });

describe('GET /api/hibackend/h5InitPage/newGuidMsg', () => {
  it('gives the first-visit guide to visitors, four steps leading to pages of the app', async () => {
    const res = await get('en_US');
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Welcome to Vapour Club');
    expect(res.body.data.steps.map((s) => s.key)).toEqual(['scan', 'points', 'community', 'draws']);
    for (const step of res.body.data.steps) expect(matchRoute(step.link), step.link).not.toBeNull();
  });

  it('speaks the caller language', async () => {
    for (const [lang, re] of [
      ['ru_RU', /[а-я]/i],
      ['ko_KR', /[가-힣]/],
      ['zh_CN', /[一-龥]/],
    ] as const) {
      const steps = (await get(lang)).body.data.steps;
      for (const s of steps) expect(`${s.title} ${s.text}`).toMatch(re);
    }
  });
});
