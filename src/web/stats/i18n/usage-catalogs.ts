import type { CatalogOf, Lang } from '../../../shared/i18n.ts';
import { usageEnUS, type UsageKey } from './usage-en-us.ts';
import { usageKoKR } from './usage-ko-kr.ts';
import { usageRuRU } from './usage-ru-ru.ts';
import { usageZhCN } from './usage-zh-cn.ts';

/** The console's usage texts in the four languages, as their own namespace: loaded with the page only. */
export const USAGE_CATALOGS: Record<Lang, CatalogOf<UsageKey>> = {
  en_US: usageEnUS,
  ru_RU: usageRuRU,
  ko_KR: usageKoKR,
  zh_CN: usageZhCN,
};
