/**
 * The route table shared by the client router and the server (which answers 404 for any other path).
 * Only routes whose pages exist are listed; anything else shows Not Found.
 */
export type RouteLayout = 'menu' | 'default' | 'console';

export interface RouteDef {
  /** Path pattern; `{id}` stands for one path segment, a trailing `/*` for any path below. */
  path: string;
  /**
   * `menu` pages show the tab bar; `default` pages show the back header; `console` is the brand
   * console, which draws its own desktop frame.
   */
  layout: RouteLayout;
  /** Kept mounted (state and scroll survive) when navigating away. */
  keepAlive: boolean;
  /** Needs a signed-in user: visitors are sent to /login?needBack=1. */
  auth: boolean;
  /** For visitors only (sign-in, sign-up): a member who opens it goes on to where they were headed. */
  guest: boolean;
  /** Rendered only in the browser (no server shell hints). */
  clientOnly: boolean;
}

const route = (path: string, opts: Partial<Omit<RouteDef, 'path'>> = {}): RouteDef => ({
  path,
  layout: opts.layout ?? 'default',
  keepAlive: opts.keepAlive ?? false,
  auth: opts.auth ?? false,
  guest: opts.guest ?? false,
  clientOnly: opts.clientOnly ?? false,
});

export const ROUTES = [
  route('/'),
  route('/welcome'),
  route('/login', { guest: true }),
  route('/register', { guest: true }),
  route('/register/complete'),
  route('/auth/facebook'),
  route('/home', { layout: 'menu', keepAlive: true }),
  route('/my', { layout: 'menu' }),
  route('/setting'),
  route('/setting/nickName', { auth: true }),
  route('/setting/modifyEmail', { auth: true }),
  route('/setting/editInfo', { auth: true }),
  route('/setting/about'),
  route('/setting/version'),
  route('/setting/agreement'),
  route('/agreement/privacy'),
  route('/agreement/user'),
  route('/address', { auth: true }),
  route('/address/add', { auth: true }),
  route('/address/edit', { auth: true }),
  route('/pointsHistory', { auth: true }),
  route('/pointsHistory/constant'),
  // The points catalogue is the spec's `/activity/prize/constant` (docs/decisions/103); the parent
  // of its detail pages, which earlier links used, leads there.
  route('/activity/prize'),
  // Before `/activity/prize/{id}`, which would match them too.
  route('/activity/prize/constant'),
  route('/activity/prize/awards', { auth: true }),
  route('/activity/prize/detail'),
  route('/activity/prize/{id}'),
  // Activities and draws (issue 12): the specific paths before `/activity/{id}`.
  route('/activity', { layout: 'menu' }),
  route('/activity/preview', { auth: true }),
  route('/activity/vape'),
  route('/activity/lottery/{id}'),
  route('/activity/offline/{id}'),
  route('/activity/turntable/{id}'),
  route('/activity/{id}'),
  route('/winner/{id}'),
  route('/setting/proof', { auth: true }),
  route('/order/add', { auth: true }),
  route('/order/detail/{id}', { auth: true }),
  // Before `/article/{id}`, which would match them too.
  route('/article/post', { auth: true }),
  route('/article/story', { auth: true }),
  route('/article/draft', { auth: true }),
  route('/article/search'),
  route('/article/reels/{id}'),
  route('/article/{id}'),
  route('/statute'),
  route('/statute/{id}'),
  route('/kol'),
  route('/brand/{id}'),
  route('/picture'),
  // Conversations and people (issue 9). `/my/...`, `/notice` and `/setting/shield` are not in the
  // spec's route list: the spec names these screens but not their paths (docs/decisions).
  route('/reply/{id}'),
  route('/follow', { auth: true }),
  route('/friend', { auth: true }),
  route('/friend/{id}'),
  route('/footprint', { auth: true }),
  route('/my/comments', { auth: true }),
  route('/my/saved', { auth: true }),
  route('/my/likes', { auth: true }),
  route('/notice', { auth: true }),
  route('/setting/shield', { auth: true }),
  // Products, reviews and stores (issue 10). `/evaluate/all` is every brand's reviews (the tab).
  route('/evaluate/add', { auth: true }),
  route('/evaluate/share'),
  route('/evaluate/{id}', { layout: 'menu' }),
  route('/product/detail/{id}'),
  route('/product/{id}'),
  route('/store', { layout: 'menu' }),
  route('/store/share', { auth: true }),
  route('/store/{id}'),
  // Authenticity (issue 11): the camera scanner runs in the browser only.
  route('/scanResult', { clientOnly: true }),
  route('/scanResult/result'),
  route('/fake'),
  // Reels (issue 13): the feed and a member's grid are public; making one needs a member.
  route('/reels'),
  route('/reels/list'),
  route('/reels/release', { auth: true }),
  route('/reels/music', { auth: true }),
  route('/reels/cover', { auth: true }),
  route('/reels/preview', { auth: true }),
  route('/reels/draft', { auth: true }),
  // Support and trust (issue 14). `/report/{id}` is the form for one kind (`product`, `article`,
  // `comment`, `user`, `store`, `review`; `?targetId=` names the thing); the detail path comes first.
  // `/my/afterSale` (work orders) and `/my/shares` are not in the spec's list (docs/decisions/070).
  // The brand console (issue 16): one lazily loaded app with its own routes below `/console`;
  // members get Not Found from it (the console API answers them 403).
  route('/console/*', { auth: true, layout: 'console', clientOnly: true }),
  route('/report', { auth: true }),
  route('/report/detail/{id}', { auth: true }),
  route('/report/{id}', { auth: true }),
  route('/setting/feedback', { auth: true }),
  route('/setting/infoChecklist', { auth: true }),
  route('/setting/thirdInfo', { auth: true }),
  route('/my/afterSale', { auth: true }),
  route('/my/afterSale/add', { auth: true }),
  route('/my/afterSale/{id}', { auth: true }),
  route('/my/shares', { auth: true }),
  // Privacy self-service (issue 17).
  route('/setting/sessions', { auth: true }),
  route('/setting/privacy', { auth: true }),
  // Member tiers (issue 39): public, so visitors read the tiers; members also see their own
  // (docs/decisions/114).
  route('/member/tier'),
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((seg) => (seg === '{id}' ? '(?<id>[^/]+)' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  // A trailing `/*` is a part of the app with routes of its own: the path and anything below it.
  if (body.endsWith('/\\*')) return new RegExp(`^${body.slice(0, -3)}(/.*)?$`);
  return new RegExp(`^${body}/?$`);
}

const compiled = ROUTES.map((r) => ({ def: r, re: toRegExp(r.path) }));

/** The route a browser path belongs to (query and hash ignored) with its `{id}`, or null for Not Found. */
export function routeOf(pathname: string): { def: RouteDef; params: { id?: string } } | null {
  const clean = pathname.split(/[?#]/)[0] ?? '/';
  for (const { def, re } of compiled) {
    const match = re.exec(clean);
    if (!match) continue;
    const id = match.groups?.id;
    return { def, params: id === undefined ? {} : { id: decodeURIComponent(id) } };
  }
  return null;
}

/** The route a browser path belongs to (query and hash ignored), or null for Not Found. */
export function matchRoute(pathname: string): RouteDef | null {
  return routeOf(pathname)?.def ?? null;
}
