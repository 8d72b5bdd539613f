import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import koKR from 'antd-mobile/es/locales/ko-KR';
import ruRU from 'antd-mobile/es/locales/ru-RU';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import type { Lang } from '../../shared/i18n.ts';

const LOCALES = { en_US: enUS, ru_RU: ruRU, ko_KR: koKR, zh_CN: zhCN };

/** antd-mobile's own texts (pickers, dialogs) follow the chosen language. */
export function AntdLocale({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <ConfigProvider locale={LOCALES[lang]}>{children}</ConfigProvider>;
}
