/**
 * Ids of the demo data, for the browser sweeps and benchmarks: a page like `/article/{id}` is checked
 * on a real article (its pictures, its author's badge), not on Not Found. Read through the public
 * feeds of a server that answers unsigned calls (development mode, or REQUIRE_SIGNATURE=false).
 */
export interface DemoIds {
  article?: string;
  story?: string;
  /** An article by a KOL: its byline carries the badge. */
  kol?: string;
  statute?: string;
  reel?: string;
  activity?: string;
  prize?: string;
  product?: string;
  store?: string;
  brand?: string;
  /** A demo member who wrote the newest article: their public profile. */
  member?: string;
}

/** The first item's id of a public list (`{list: [...]}` or an array), or undefined. */
async function firstOf(base: string, apiPath: string, pick = (item: Record<string, unknown>) => item.id) {
  const res = await fetch(`${base}/api/hibackend/${apiPath}`, { headers: { lang: 'en_US' } });
  const body = (await res.json()) as {
    data?: { list?: Record<string, unknown>[] } | Record<string, unknown>[];
  };
  const list = Array.isArray(body.data) ? body.data : body.data?.list;
  const id = list?.[0] ? pick(list[0]) : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The newest item of a feed, of `type` when given (the KOL feed mixes articles and reels). */
async function firstId(base: string, feed: string, type?: string): Promise<string | undefined> {
  const query = type && feed === 'listPage' ? `&type=${type}` : '';
  const res = await fetch(`${base}/api/hibackend/article/frontend/${feed}?pageSize=20${query}`, {
    headers: { lang: 'en_US' },
  });
  const body = (await res.json()) as { data?: { list?: Array<{ id: string; type: string }> } };
  return body.data?.list?.find((a) => !type || a.type === type)?.id;
}

export async function demoIds(base: string): Promise<DemoIds> {
  return {
    article: await firstId(base, 'listPage', 'article'),
    story: await firstId(base, 'listPage', 'story'),
    kol: await firstId(base, 'kolListPage', 'article'),
    statute: await firstId(base, 'statuteListPage'),
    reel: await firstId(base, 'listPage', 'reels'),
    activity: await firstOf(base, 'activity/list?pageSize=1'),
    prize: await firstOf(base, 'prize/frontend/listPage?pageSize=1'),
    product: await firstOf(base, 'brandTaste/list?pageSize=1'),
    store: await firstOf(base, 'store/top3'),
    brand: await firstOf(base, 'brandSpecial/frontend/list'),
    member: await firstOf(
      base,
      'article/frontend/listPage?pageSize=1',
      (a) => (a.author as { userId?: string } | undefined)?.userId,
    ),
  };
}

/** A route pattern with a demo id for `{id}` where the demo data has one, else an unknown id. */
export function withIds(page: string, ids: DemoIds, unknown = '1'): string {
  if (!page.includes('{id}')) return page;
  const byRoute: Record<string, string | undefined> = {
    '/article/{id}': ids.article,
    '/article/reels/{id}': ids.reel,
    '/statute/{id}': ids.statute,
    '/activity/{id}': ids.activity,
    '/activity/prize/{id}': ids.prize,
    '/product/detail/{id}': ids.product,
    '/product/{id}': ids.product,
    '/store/{id}': ids.store,
    '/brand/{id}': ids.brand,
    '/friend/{id}': ids.member,
  };
  return page.replaceAll('{id}', byRoute[page] ?? unknown);
}

/** Pages beyond one per route that show what the demo data adds: a story, a KOL's article. */
export const extraDemoPaths = (ids: DemoIds) =>
  [ids.story && `/article/${ids.story}`, ids.kol && `/article/${ids.kol}`].filter(
    (p): p is string => typeof p === 'string',
  );
