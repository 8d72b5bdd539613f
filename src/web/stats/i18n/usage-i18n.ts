import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseKey } from '../../../shared/i18n.ts';
import type { UsageKey } from './usage-en-us.ts';
import { USAGE_CATALOGS } from './usage-catalogs.ts';

for (const [lang, catalog] of Object.entries(USAGE_CATALOGS)) {
  i18next.addResourceBundle(lang, 'usage', catalog, true, true);
}

export function useUsageT() {
  const { t } = useTranslation('usage');
  return useCallback(
    (key: BaseKey<UsageKey>, params?: Record<string, string | number>) => t(key, params ?? {}),
    [t],
  );
}
