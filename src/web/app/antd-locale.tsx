import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import type { ReactNode } from 'react';
import { antdLocaleOf } from '../i18n/i18n.ts';
import { useShownLanguage } from '../i18n/translator.ts';

/**
 * antd-mobile's own texts (pickers, dialogs) follow the language the interface shows: they load with
 * that language's catalogs (i18n.ts), not with the first load (docs/decisions/121).
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const locale = antdLocaleOf(useShownLanguage()) ?? enUS;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
