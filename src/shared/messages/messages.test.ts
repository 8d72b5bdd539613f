import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n.ts';
import { enUS } from './en-us.ts';
import { MESSAGES, translate } from './messages.ts';

describe('API message catalogs', () => {
  const keys = Object.keys(enUS).sort();

  it.each(LANGUAGES)('%s has every key, none empty, with the same placeholders', (lang) => {
    const catalog = MESSAGES[lang];
    expect(Object.keys(catalog).sort()).toEqual(keys);
    for (const key of keys) {
      const text = catalog[key as keyof typeof enUS];
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(enUS[key as keyof typeof enUS]));
    }
  });

  it('translations differ from English outside of placeholders', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en_US')) {
      expect(MESSAGES[lang]['auth.notOldEnough']).not.toBe(enUS['auth.notOldEnough']);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en_US', 'error.tooManyRequests', { seconds: 42 })).toBe(
      'Too many requests, please try again in 42 s',
    );
  });
});
