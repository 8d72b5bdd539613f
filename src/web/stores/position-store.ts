/** The last position the member shared, kept for the tab's session so a return needs no new prompt. */
export interface Position {
  lat: number;
  lng: number;
}

const KEY = 'vc-store-position';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isCoordinate = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= max;

export function readPosition(storage: Storage = sessionStorage): Position | null {
  try {
    const v = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<Position> | null;
    if (v && isCoordinate(v.lat, 90) && isCoordinate(v.lng, 180)) return { lat: v.lat, lng: v.lng };
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function writePosition(p: Position | null, storage: Storage = sessionStorage): void {
  try {
    if (p) storage.setItem(KEY, JSON.stringify({ lat: p.lat, lng: p.lng }));
    else storage.removeItem(KEY);
  } catch {
    // Private modes may refuse storage; the position then lasts as long as the page.
  }
}
