import { getCitiesOfState, getStatesOfCountry } from '@countrystatecity/countries';
import countries from 'i18n-iso-countries';
import { countryName } from '../../shared/countries.ts';
import { LANGUAGE_TAGS, type Lang } from '../../shared/i18n.ts';
import type { GadmCountry, Region } from '../../shared/schemas/address.ts';

/** i18n-iso-countries and the translations of @countrystatecity use ISO 639-1 codes. */
const ISO639: Record<Lang, string> = { en_US: 'en', ru_RU: 'ru', ko_KR: 'ko', zh_CN: 'zh' };

/**
 * Region lists (docs/decisions/045, 108): country names in four languages as the app shows them everywhere, areas
 * and cities from @countrystatecity/countries. Both are static data, so every list is built once per
 * language and kept; area and city files load lazily the first time a country is asked for.
 */
export class RegionService {
  private readonly countryLists = new Map<Lang, Region[]>();
  private readonly areaLists = new Map<string, Promise<Region[]>>();
  private readonly cityLists = new Map<string, Promise<Region[]>>();

  countries(lang: Lang): Region[] {
    let list = this.countryLists.get(lang);
    if (!list) {
      const collator = new Intl.Collator(LANGUAGE_TAGS[lang]);
      list = Object.keys(countries.getAlpha3Codes())
        .map((code) => ({ code, name: countryName(code, lang) }))
        .sort((a, b) => collator.compare(a.name, b.name));
      this.countryLists.set(lang, list);
    }
    return list;
  }

  async country(alpha3: string, lang: Lang): Promise<GadmCountry> {
    const alpha2 = countries.alpha3ToAlpha2(alpha3) ?? '';
    const areas = await this.areas(alpha3, lang);
    return { code: alpha3, alpha2, name: countryName(alpha3, lang), hasAreas: areas.length > 0 };
  }

  /** The country's first-level subdivisions; empty when the data has none (the form takes free text). */
  areas(alpha3: string, lang: Lang): Promise<Region[]> {
    const key = `${alpha3}:${lang}`;
    let pending = this.areaLists.get(key);
    if (!pending) {
      pending = this.loadAreas(alpha3, lang);
      this.areaLists.set(key, pending);
    }
    return pending;
  }

  /** The area's cities, by area code or (for a stored address) area name; empty when none are known. */
  cities(alpha3: string, area: string, lang: Lang): Promise<Region[]> {
    const key = `${alpha3}:${area}:${lang}`;
    let pending = this.cityLists.get(key);
    if (!pending) {
      pending = this.loadCities(alpha3, area, lang);
      // Unknown areas are arbitrary input: keep only the answers for areas that exist.
      void pending.then((list) => {
        if (list.length === 0) this.cityLists.delete(key);
      });
      this.cityLists.set(key, pending);
    }
    return pending;
  }

  private async loadAreas(alpha3: string, lang: Lang): Promise<Region[]> {
    const alpha2 = countries.alpha3ToAlpha2(alpha3);
    if (!alpha2) return [];
    const states = await getStatesOfCountry(alpha2).catch(() => []);
    const collator = new Intl.Collator(LANGUAGE_TAGS[lang]);
    return states
      .filter((s) => s.iso2)
      .map((s) => ({ code: s.iso2, name: s.translations[ISO639[lang]] ?? s.name }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  private async loadCities(alpha3: string, area: string, lang: Lang): Promise<Region[]> {
    const alpha2 = countries.alpha3ToAlpha2(alpha3);
    if (!alpha2) return [];
    const areas = await this.areas(alpha3, lang);
    const match = areas.find((a) => a.code === area) ?? areas.find((a) => a.name === area);
    if (!match) return [];
    const cities = await getCitiesOfState(alpha2, match.code).catch(() => []);
    const collator = new Intl.Collator(LANGUAGE_TAGS[lang]);
    const names = new Set(cities.map((c) => c.translations[ISO639[lang]] ?? c.name));
    return [...names].sort(collator.compare).map((name) => ({ code: name, name }));
  }
}
