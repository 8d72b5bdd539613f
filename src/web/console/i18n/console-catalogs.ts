import type { BaseKey, CatalogOf, Lang } from '../../../shared/i18n.ts';
import { communityEnUS, type CommunityKey } from './community-en-us.ts';
import { communityKoKR } from './community-ko-kr.ts';
import { communityRuRU } from './community-ru-ru.ts';
import { communityZhCN } from './community-zh-cn.ts';
import { consoleEnUS, type ConsoleKey } from './console-en-us.ts';
import { consoleKoKR } from './console-ko-kr.ts';
import { consoleRuRU } from './console-ru-ru.ts';
import { consoleZhCN } from './console-zh-cn.ts';

/** Every key of the console's texts (the first screens', then content, catalogue, support, music). */
export type RawConsoleKey = ConsoleKey | CommunityKey;
/** A key as `t` takes it (plural keys without their form). */
export type AnyConsoleKey = BaseKey<RawConsoleKey>;

/** The console's texts in the four languages, as their own namespace: loaded with the console only. */
export const CONSOLE_CATALOGS: Record<Lang, CatalogOf<RawConsoleKey>> = {
  en_US: { ...consoleEnUS, ...communityEnUS },
  ru_RU: { ...consoleRuRU, ...communityRuRU },
  ko_KR: { ...consoleKoKR, ...communityKoKR },
  zh_CN: { ...consoleZhCN, ...communityZhCN },
};
