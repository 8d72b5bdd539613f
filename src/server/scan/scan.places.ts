import { getCitiesOfState, getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import countries from 'i18n-iso-countries';
import type { Lang } from '../../shared/i18n.ts';

/** i18n-iso-countries uses ISO 639-1 codes. */
const ISO639: Record<Lang, string> = { en_US: 'en', ru_RU: 'ru', ko_KR: 'ko', zh_CN: 'zh' };

/** How many of the nearest state centres have their cities searched (a point near a border). */
const NEAREST_STATES = 5;
/**
 * Towns this close to the coarse position (radians of 20 km) are all as likely: among them the
 * capital or a state's namesake city wins over a nearer district (London, not Lambeth).
 */
const SAME_AREA = 20 / 6371;

/** Where a scan was: the nearest town's name and its country (ISO 3166-1 alpha-2). */
export interface CoarsePlace {
  lat: number;
  lng: number;
  town: string | null;
  country: string | null;
}

interface Point {
  name: string;
  lat: number;
  lng: number;
}

interface StateCentre extends Point {
  country: string;
  capital: string;
  /** Names of towns that stand for their area: its states' names. */
  notable: Set<string>;
  /** The state's code, or null for a country without states (its own centre stands for it). */
  state: string | null;
}

/** 0.1 degree (about 10 km): the browser's position is never kept more precisely. */
export const coarse = (degrees: number): number => Math.round(degrees * 10) / 10;

const RAD = Math.PI / 180;

/** Great-circle distance in radians (haversine). */
function distance(aLat: number, aLng: number, b: Point): number {
  const dLat = (b.lat - aLat) * RAD;
  const dLng = (b.lng - aLng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const numberOf = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The `n` nearest points, and any more (up to `max`) within `radius`: small states lie close together. */
function nearest<T extends Point>(
  lat: number,
  lng: number,
  points: T[],
  n: number,
  radius: number,
  max: number,
): T[] {
  return points
    .map((p) => ({ p, d: distance(lat, lng, p) }))
    .sort((a, b) => a.d - b.d)
    .filter((x, i) => i < n || (i < max && x.d <= radius))
    .map((x) => x.p);
}

/**
 * The nearest town of a position, from @countrystatecity/countries: the state centres of every
 * country (about 5,000, loaded once), then the cities of only the few nearest states (each state's
 * list loaded once and kept, names and positions only). Never the whole world's cities.
 */
export class PlaceFinder {
  private centres: Promise<StateCentre[]> | null = null;
  private readonly cities = new Map<string, Promise<Point[]>>();

  async find(lat: number, lng: number): Promise<CoarsePlace> {
    const at = { lat: coarse(lat), lng: coarse(lng) };
    const states = nearest(at.lat, at.lng, await this.stateCentres(), NEAREST_STATES, 3 * SAME_AREA, 50);
    let best: { town: Point; country: string; rank: number } | null = null;
    for (const state of states) {
      for (const town of await this.citiesOf(state)) {
        const d = distance(at.lat, at.lng, town);
        // Within the same area the capital ranks first, then a state's namesake; beyond, distance.
        const tier = town.name === state.capital ? 2 : state.notable.has(town.name) ? 1 : 0;
        const rank = d <= SAME_AREA ? d - tier * SAME_AREA : d;
        if (!best || rank < best.rank) best = { town, country: state.country, rank };
      }
    }
    if (best) return { ...at, town: best.town.name, country: best.country };
    const first = states[0];
    return { ...at, town: first?.name ?? null, country: first?.country ?? null };
  }

  private stateCentres(): Promise<StateCentre[]> {
    this.centres ??= this.loadCentres().catch((err: unknown) => {
      this.centres = null;
      throw err;
    });
    return this.centres;
  }

  private async loadCentres(): Promise<StateCentre[]> {
    const all: StateCentre[] = [];
    for (const c of await getCountries()) {
      const states = await getStatesOfCountry(c.iso2);
      const notable = new Set(states.map((s) => s.name));
      const capital = c.capital;
      let placed = 0;
      for (const s of states) {
        const lat = numberOf(s.latitude);
        const lng = numberOf(s.longitude);
        if (lat === null || lng === null || !s.iso2) continue;
        all.push({ name: s.name, lat, lng, country: c.iso2, state: s.iso2, capital, notable });
        placed++;
      }
      const lat = numberOf(c.latitude);
      const lng = numberOf(c.longitude);
      if (placed === 0 && lat !== null && lng !== null) {
        all.push({ name: c.capital || c.name, lat, lng, country: c.iso2, state: null, capital, notable });
      }
    }
    return all;
  }

  private citiesOf(centre: StateCentre): Promise<Point[]> {
    if (!centre.state) return Promise.resolve([]);
    const key = `${centre.country}:${centre.state}`;
    let pending = this.cities.get(key);
    if (!pending) {
      pending = getCitiesOfState(centre.country, centre.state)
        .then((list) =>
          list.flatMap((city) => {
            const lat = numberOf(city.latitude);
            const lng = numberOf(city.longitude);
            return lat === null || lng === null ? [] : [{ name: city.name, lat, lng }];
          }),
        )
        .catch(() => []);
      this.cities.set(key, pending);
    }
    return pending;
  }
}

/** The country's name in `lang` (English when the library has none), or the code itself. */
export function countryName(alpha2: string, lang: Lang): string {
  return countries.getName(alpha2, ISO639[lang]) ?? countries.getName(alpha2, 'en') ?? alpha2;
}

/** "Town, Country" in the reader's language; the country alone when only it is known; else null. */
export function placeText(town: string | null, country: string | null, lang: Lang): string | null {
  if (!country) return town;
  const name = countryName(country, lang);
  return town ? `${town}, ${name}` : name;
}

/** A country code a trusted proxy sent (`cf-ipcountry`): two letters, not Cloudflare's XX or T1. */
export function countryOfHeader(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && countries.isValid(code) ? code : null;
}
