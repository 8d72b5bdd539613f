import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages/messages.ts';
import { enUS } from './en-us.ts';
import { koKR } from './ko-kr.ts';
import { ruRU } from './ru-ru.ts';
import { zhCN } from './zh-cn.ts';
import { reelsEditEnUS } from '../reels/i18n/reels-edit-en-us.ts';
import { workOrdersEnUS } from '../support/i18n/work-orders-en-us.ts';
import { privacyEnUS } from '../privacy/i18n/privacy-en-us.ts';
import { USAGE_CATALOGS } from '../stats/i18n/usage-catalogs.ts';
import { CONSOLE_CATALOGS } from '../console/i18n/console-catalogs.ts';

// English keys that arrive with their pages (reels-edit-i18n.ts) are part of the reference.
const UI_CATALOGS = {
  en_US: { ...enUS, ...reelsEditEnUS, ...workOrdersEnUS, ...privacyEnUS },
  ru_RU: ruRU,
  ko_KR: koKR,
  zh_CN: zhCN,
};

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[0]).sort();

describe.each([
  ['interface catalog', UI_CATALOGS as Record<string, Record<string, string>>],
  ['shared messages', MESSAGES as Record<string, Record<string, string>>],
  ['console usage texts', USAGE_CATALOGS as Record<string, Record<string, string>>],
  ['brand console texts', CONSOLE_CATALOGS as Record<string, Record<string, string>>],
])('%s', (_name, catalogs) => {
  const reference = catalogs.en_US ?? {};
  it.each(LANGUAGES.filter((l) => l !== 'en_US'))(
    '%s has every key, no extras, and the same placeholders',
    (lang) => {
      const catalog = catalogs[lang] ?? {};
      const missing = Object.keys(reference).filter((k) => !catalog[k]?.trim());
      const extra = Object.keys(catalog).filter((k) => !(k in reference));
      expect(missing, `missing in ${lang}`).toEqual([]);
      expect(extra, `unknown in ${lang}`).toEqual([]);
      for (const [key, text] of Object.entries(reference)) {
        expect(placeholders(catalog[key] ?? ''), `${lang} ${key}`).toEqual(placeholders(text));
      }
    },
  );
});
