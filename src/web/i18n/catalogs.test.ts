import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/catalog-check.ts';
import { LANGUAGES, pluralCategory, pluralForms, pluralKey, type Lang } from '../../shared/i18n.ts';
import { MESSAGES } from '../../shared/messages/messages.ts';
import { enUS } from './en-us.ts';
import { koKR } from './ko-kr.ts';
import { ruRU } from './ru-ru.ts';
import { zhCN } from './zh-cn.ts';
import { reelsEditEnUS } from '../reels/i18n/reels-edit-en-us.ts';
import { workOrdersEnUS } from '../support/i18n/work-orders-en-us.ts';
import { privacyEnUS } from '../privacy/i18n/privacy-en-us.ts';
import { pageTextsEnUS } from './page-texts-en-us.ts';
import { addTexts, translate } from './translator.ts';
import { USAGE_CATALOGS } from '../stats/i18n/usage-catalogs.ts';
import { CONSOLE_CATALOGS } from '../console/i18n/console-catalogs.ts';

// English keys that arrive with their pages (page-texts-en-us.ts, reels-edit-i18n.ts) are part of the
// reference.
const UI_CATALOGS = {
  en_US: { ...enUS, ...pageTextsEnUS, ...reelsEditEnUS, ...workOrdersEnUS, ...privacyEnUS },
  ru_RU: ruRU,
  ko_KR: koKR,
  zh_CN: zhCN,
};

describe.each([
  ['interface catalog', UI_CATALOGS as Record<string, Record<string, string>>],
  ['shared messages', MESSAGES as Record<string, Record<string, string>>],
  ['console usage texts', USAGE_CATALOGS as Record<string, Record<string, string>>],
  ['brand console texts', CONSOLE_CATALOGS as Record<string, Record<string, string>>],
])('%s', (_name, catalogs) => {
  const reference = catalogs.en_US ?? {};
  it.each(LANGUAGES)(
    '%s has every key and every plural form it needs, no extras, and the same placeholders',
    (lang) => {
      expect(catalogProblems(reference, catalogs[lang] ?? {}, lang)).toEqual([]);
    },
  );
  it('writes its placeholders as `{name}`, the one form the app fills (translator.ts)', () => {
    const odd = Object.values(catalogs).flatMap((c) =>
      Object.values(c).filter((text) => /\{(?!\w+\})/.test(text)),
    );
    expect(odd).toEqual([]);
  });
});

describe('plural forms', () => {
  it('picks the form of a count as each language counts', () => {
    const forms = (lang: Lang) => [0, 1, 2, 3, 5, 11, 21, 22, 25, 1.5].map((n) => pluralCategory(lang, n));
    expect(forms('en_US')).toEqual(['other', 'one', ...Array<string>(8).fill('other')]);
    expect(forms('ru_RU')).toEqual([
      'many',
      'one',
      'few',
      'few',
      'many',
      'many',
      'one',
      'few',
      'many',
      'other',
    ]);
    expect(forms('ko_KR')).toEqual(Array(10).fill('other'));
    expect(forms('zh_CN')).toEqual(Array(10).fill('other'));
    expect(pluralForms('ru_RU')).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect(pluralForms('ko_KR')).toEqual(['other']);
  });

  it('reads the form of the count, the plain key without one, `other` where a form is missing', () => {
    const catalog = { 'a.likes_one': '{count} like', 'a.likes_other': '{count} likes', 'a.plain': 'x' };
    expect(pluralKey(catalog, 'a.likes', 'en_US', { count: 1 })).toBe('a.likes_one');
    expect(pluralKey(catalog, 'a.likes', 'en_US', { count: 7 })).toBe('a.likes_other');
    expect(pluralKey(catalog, 'a.likes', 'ru_RU', { count: 3 })).toBe('a.likes_other');
    expect(pluralKey(catalog, 'a.plain', 'en_US', { count: 3 })).toBe('a.plain');
    expect(pluralKey(catalog, 'a.likes', 'en_US')).toBe('a.likes');
  });

  it('the app writes "1 like", "3 отметки", "5 отметок" and "좋아요 2"', () => {
    addTexts('en_US', 'ui', UI_CATALOGS.en_US);
    addTexts('ru_RU', 'ui', ruRU);
    addTexts('ko_KR', 'ui', koKR);
    const likes = (lng: Lang, count: number) => translate('ui', 'feed.likes', { count }, { lng });
    expect([likes('en_US', 1), likes('en_US', 2)]).toEqual(['1 like', '2 likes']);
    expect([likes('ru_RU', 1), likes('ru_RU', 3), likes('ru_RU', 5)]).toEqual([
      '1 отметка «нравится»',
      '3 отметки «нравится»',
      '5 отметок «нравится»',
    ]);
    expect(likes('ko_KR', 2)).toBe(koKR['feed.likes_other']?.replace('{count}', '2'));
  });
});
