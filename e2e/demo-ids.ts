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
  };
}

/** A route pattern with a demo id for `{id}` where the demo data has one, else an unknown id. */
export function withIds(page: string, ids: DemoIds, unknown = '1'): string {
  if (!page.includes('{id}')) return page;
  const id =
    page === '/article/{id}'
      ? ids.article
      : page === '/article/reels/{id}'
        ? ids.reel
        : page === '/statute/{id}'
          ? ids.statute
          : undefined;
  return page.replaceAll('{id}', id ?? unknown);
}

/** Pages beyond one per route that show what the demo data adds: a story, a KOL's article. */
export const extraDemoPaths = (ids: DemoIds) =>
  [ids.story && `/article/${ids.story}`, ids.kol && `/article/${ids.kol}`].filter(
    (p): p is string => typeof p === 'string',
  );
