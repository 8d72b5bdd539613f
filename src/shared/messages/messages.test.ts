import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../catalog-check.ts';
import { LANGUAGES, type Lang } from '../i18n.ts';
import { enUS } from './en-us.ts';
import { MESSAGES, translate } from './messages.ts';

describe('API message catalogs', () => {
  it.each(LANGUAGES)('%s has every key and plural form, none empty, with the same placeholders', (lang) => {
    expect(catalogProblems(enUS, MESSAGES[lang], lang)).toEqual([]);
  });

  it('translations differ from English outside of placeholders', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en_US')) {
      expect(MESSAGES[lang]['auth.notOldEnough']).not.toBe(enUS['auth.notOldEnough']);
    }
  });

  it('takes the form of the count in each language', () => {
    const checked = (lang: Lang, count: number) =>
      translate(lang, 'scan.warningManyMembers', { count }).split('.')[0];
    expect(checked('en_US', 1)).toBe('This code has been checked by 1 person');
    expect(checked('en_US', 4)).toBe('This code has been checked by 4 different people');
    expect(checked('ru_RU', 3)).toBe('Этот код проверили 3 разных человека');
    expect(checked('ru_RU', 5)).toBe('Этот код проверили 5 разных человек');
    expect(checked('ru_RU', 21)).toBe('Этот код проверил 21 человек');
    expect(checked('ko_KR', 1)).toContain('1명');
  });

  it('fills placeholders', () => {
    expect(translate('en_US', 'error.tooManyRequests', { seconds: 42 })).toBe(
      'Too many requests, please try again in 42 s',
    );
  });
});
