import enUS from 'antd/es/locale/en_US';
import koKR from 'antd/es/locale/ko_KR';
import ruRU from 'antd/es/locale/ru_RU';
import zhCN from 'antd/es/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import 'dayjs/locale/ko';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import type { Lang } from '../../shared/i18n.ts';

/** Ant Design's own texts (tables, pickers, pagination) follow the chosen language. */
export const ANTD_LOCALES: Record<Lang, Locale> = { en_US: enUS, ru_RU: ruRU, ko_KR: koKR, zh_CN: zhCN };
