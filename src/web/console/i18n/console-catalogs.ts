import type { BaseKey, CatalogOf, Lang } from '../../../shared/i18n.ts';
import { communityEnUS, type CommunityKey } from './community-en-us.ts';
import { communityKoKR } from './community-ko-kr.ts';
import { communityRuRU } from './community-ru-ru.ts';
import { communityZhCN } from './community-zh-cn.ts';
import { consoleEnUS, type ConsoleKey } from './console-en-us.ts';
import { consoleKoKR } from './console-ko-kr.ts';
import { consoleRuRU } from './console-ru-ru.ts';
import { consoleZhCN } from './console-zh-cn.ts';
import { tiersConsoleEnUS, type TiersConsoleKey } from '../tiers/i18n/tiers-console-en-us.ts';
import { tiersConsoleKoKR } from '../tiers/i18n/tiers-console-ko-kr.ts';
import { tiersConsoleRuRU } from '../tiers/i18n/tiers-console-ru-ru.ts';
import { tiersConsoleZhCN } from '../tiers/i18n/tiers-console-zh-cn.ts';

/** Every key of the console's texts (the first screens', then content, catalogue, support, music, tiers). */
export type RawConsoleKey = ConsoleKey | CommunityKey | TiersConsoleKey;
/** A key as `t` takes it (plural keys without their form). */
export type AnyConsoleKey = BaseKey<RawConsoleKey>;

/** The console's texts in the four languages, as their own namespace: loaded with the console only. */
export const CONSOLE_CATALOGS: Record<Lang, CatalogOf<RawConsoleKey>> = {
  en_US: { ...consoleEnUS, ...communityEnUS, ...tiersConsoleEnUS },
  ru_RU: { ...consoleRuRU, ...communityRuRU, ...tiersConsoleRuRU },
  ko_KR: { ...consoleKoKR, ...communityKoKR, ...tiersConsoleKoKR },
  zh_CN: { ...consoleZhCN, ...communityZhCN, ...tiersConsoleZhCN },
};
