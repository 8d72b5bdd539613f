import { STORE_PRODUCTS_MAX, STORE_TYPES, type StoreType } from '../../shared/schemas/stores.ts';

/** A product chip of the share form: the id is sent, the name is shown. */
export interface ProductChip {
  id: string;
  name: string;
}

/** Everything the member typed or chose on `/store/share`, kept so a reload or a detour loses nothing. */
export interface ShareDraft {
  /** The store the form was opened for (`?storeId=`), or '' for a new one. */
  storeId: string;
  photoUrl: string;
  lat: number | null;
  lng: number | null;
  name: string;
  type: StoreType;
  country: string;
  area: string;
  city: string;
  county: string;
  address: string;
  postalCode: string;
  score: number;
  text: string;
  products: ProductChip[];
}

export const emptyDraft = (storeId = '', country = ''): ShareDraft => ({
  storeId,
  photoUrl: '',
  lat: null,
  lng: null,
  name: '',
  type: 'specialty',
  country,
  area: '',
  city: '',
  county: '',
  address: '',
  postalCode: '',
  score: 0,
  text: '',
  products: [],
});

const KEY = 'vc-store-share-draft';
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The saved draft for this store (or for a new one), read defensively: whatever is stored may come
 * from an older version of the page, so each field is checked and a wrong one falls back to empty.
 * A draft for another store is not this form's.
 */
export function readDraft(storeId: string, storage: Storage = sessionStorage): ShareDraft | null {
  let raw: Record<string, unknown> | null;
  try {
    raw = JSON.parse(storage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || str(raw.storeId) !== storeId) return null;
  const type = STORE_TYPES.find((t) => t === raw.type) ?? 'specialty';
  const score = num(raw.score);
  const products = Array.isArray(raw.products)
    ? (raw.products as unknown[])
        .filter(
          (p): p is ProductChip => typeof p === 'object' && p !== null && str((p as ProductChip).id) !== '',
        )
        .map((p) => ({ id: p.id, name: str(p.name) }))
        .slice(0, STORE_PRODUCTS_MAX)
    : [];
  return {
    storeId,
    photoUrl: str(raw.photoUrl),
    lat: num(raw.lat),
    lng: num(raw.lng),
    name: str(raw.name),
    type,
    country: str(raw.country),
    area: str(raw.area),
    city: str(raw.city),
    county: str(raw.county),
    address: str(raw.address),
    postalCode: str(raw.postalCode),
    score: score !== null && Number.isInteger(score) && score >= 1 && score <= 5 ? score : 0,
    text: str(raw.text),
    products,
  };
}

export function writeDraft(draft: ShareDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only a reload would lose it.
  }
}

export function clearDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}

/** Adds a product once, keeping the limit of the API. */
export function addProduct(list: ProductChip[], chip: ProductChip): ProductChip[] {
  if (list.length >= STORE_PRODUCTS_MAX || list.some((p) => p.id === chip.id)) return list;
  return [...list, chip];
}
