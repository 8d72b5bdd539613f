import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../shared/i18n.ts';
import { antdLocaleOf } from '../i18n/i18n.ts';

/**
 * antd-mobile's own texts (pickers, dialogs) follow the language the interface shows: they load with
 * that language's catalogs (i18n.ts), not with the first load (docs/decisions/121).
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('ui');
  const locale = antdLocaleOf(i18n.language as Lang) ?? enUS;
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
