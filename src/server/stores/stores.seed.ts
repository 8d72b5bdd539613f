import { drawScene, hash } from '../content/seed-pictures.ts';
import type { Services } from '../services.ts';
import demo from './demo/stores.json' with { type: 'json' };
import { NORTH_PER_M } from './stores.geo.ts';

// The stores are content, not code (STYLE §14): demo/stores.json names them and what members said.
interface DemoShare {
  member: string;
  score: number;
  text: string | null;
  /** Metres north of the store's position: a share a little off that still joins it. */
  offsetM?: number;
  /** How this member spelled the name (normalised, it is the same store). */
  name?: string;
  products: string[];
}
interface DemoStore {
  slug: string;
  name: string;
  type: 'specialty' | 'convenience';
  lat: number;
  lng: number;
  country: string;
  area: string;
  city: string;
  county: string;
  address: string;
  postalCode: string | null;
  scene: string;
  palette: number;
  shares: DemoShare[];
}

const STORES = demo as DemoStore[];

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo stores name an unknown "${key}"`);
  return value;
};

/**
 * Demo stores (issue 10) in London, Saint Petersburg, Seoul and Shanghai, shared and rated by the
 * demo members through the service (so counters, merging and points are what real use makes), each
 * share with a drawn shop picture uploaded as that member's own. `products` may be empty when the
 * catalogue is not seeded; then no products are reported.
 */
export async function seedStores(
  services: Pick<Services, 'stores' | 'uploads'>,
  members: Map<string, bigint>,
  products: Map<string, bigint>,
): Promise<{ stores: number; shares: number }> {
  const storeIds = new Set<string>();
  let shares = 0;
  for (const s of STORES) {
    for (const [i, share] of s.shares.entries()) {
      const userId = need(members, share.member);
      const png = await drawScene(s.scene, '4:3', s.palette + i, hash(`${s.slug}-${share.member}`));
      const photo = await services.uploads.image(userId, png, 'file');
      const productIds =
        products.size === 0 ? [] : share.products.map((slug) => String(need(products, slug)));
      const done = await services.stores.share(userId, {
        photoUrl: photo.url,
        name: share.name ?? s.name,
        type: s.type,
        lat: s.lat + (share.offsetM ?? 0) * NORTH_PER_M,
        lng: s.lng,
        country: s.country,
        area: s.area,
        city: s.city,
        county: s.county,
        address: s.address,
        postalCode: s.postalCode,
        score: share.score,
        text: share.text,
        productIds,
      });
      storeIds.add(done.storeId);
      shares++;
    }
  }
  return { stores: storeIds.size, shares };
}
