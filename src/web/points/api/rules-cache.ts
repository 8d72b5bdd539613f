import type { Lang } from '../../../shared/i18n.ts';
import type { PointsRule } from '../../../shared/schemas/points.ts';
import { request } from '../../api/client.ts';

const RULES_CACHE = 'pointsRules';

/** A light shape check: this runs on every first page, so it carries no schema library. */
const isRules = (v: unknown): v is PointsRule[] =>
  Array.isArray(v) &&
  v.every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as PointsRule).code === 'string' &&
      typeof (r as PointsRule).points === 'number',
  );

/** The rules from session storage, if this tab already loaded them in `lang` (spec §3). */
export function cachedRules(lang: Lang): PointsRule[] | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(`${RULES_CACHE}:${lang}`) ?? 'null');
    return isRules(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Loads the rules into session storage unless they are there (called after each route change). */
export async function loadRules(lang: Lang): Promise<PointsRule[]> {
  const cached = cachedRules(lang);
  if (cached) return cached;
  const rules = await request('GET', '/hibackend/pointsRule/frontend/list');
  if (!isRules(rules)) throw new Error('points rules: unexpected answer');
  try {
    sessionStorage.setItem(`${RULES_CACHE}:${lang}`, JSON.stringify(rules));
  } catch {
    // storage full or blocked: the next route change asks again
  }
  return rules;
}

export const rulesQueryKey = (lang: Lang) => ['pointsRules', lang] as const;
