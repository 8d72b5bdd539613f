import type { BaseKey, Lang } from '../../../shared/i18n.ts';
import { addTexts, useTranslate, type Params } from '../../i18n/translator.ts';
import type { UsageKey } from './usage-en-us.ts';
import { USAGE_CATALOGS } from './usage-catalogs.ts';

for (const [lang, catalog] of Object.entries(USAGE_CATALOGS)) {
  addTexts(lang as Lang, 'usage', catalog);
}

export function useUsageT(): (key: BaseKey<UsageKey>, params?: Params) => string {
  return useTranslate('usage');
}
