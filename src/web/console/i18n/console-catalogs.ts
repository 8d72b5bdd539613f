import type { Lang } from '../../../shared/i18n.ts';
import { consoleEnUS, type ConsoleKey } from './console-en-us.ts';
import { consoleKoKR } from './console-ko-kr.ts';
import { consoleRuRU } from './console-ru-ru.ts';
import { consoleZhCN } from './console-zh-cn.ts';

/** The console's texts in the four languages, as their own namespace: loaded with the console only. */
export const CONSOLE_CATALOGS: Record<Lang, Record<ConsoleKey, string>> = {
  en_US: consoleEnUS,
  ru_RU: consoleRuRU,
  ko_KR: consoleKoKR,
  zh_CN: consoleZhCN,
};
