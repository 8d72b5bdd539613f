import { describe, expect, it } from 'vitest';
import { addTexts, changeLanguage, currentLanguage, hasTexts, subscribe, translate } from './translator.ts';

// One translator per page: each test takes its own namespace.
describe('translator', () => {
  it('writes the form of the count in English, Russian, Korean and Chinese', () => {
    const forms = { apples_one: '{count} apple', apples_few: '{count} яблока', apples_many: '{count} яблок' };
    addTexts('en_US', 'plural', { apples_one: '{count} apple', apples_other: '{count} apples' });
    addTexts('ru_RU', 'plural', { ...forms, apples_one: '{count} яблоко', apples_other: '{count} яблока' });
    addTexts('ko_KR', 'plural', { apples_other: '사과 {count}개' });
    addTexts('zh_CN', 'plural', { apples_other: '{count} 个苹果' });
    const apples = (lng: 'en_US' | 'ru_RU' | 'ko_KR' | 'zh_CN', count: number) =>
      translate('plural', 'apples', { count }, { lng });
    expect([apples('en_US', 1), apples('en_US', 0), apples('en_US', 2)]).toEqual([
      '1 apple',
      '0 apples',
      '2 apples',
    ]);
    expect([1, 3, 5, 21, 1.5].map((n) => apples('ru_RU', n))).toEqual([
      '1 яблоко',
      '3 яблока',
      '5 яблок',
      '21 яблоко',
      '1.5 яблока',
    ]);
    expect([apples('ko_KR', 1), apples('zh_CN', 1)]).toEqual(['사과 1개', '1 个苹果']);
  });

  it('reads `key_zero` for 0 where there is one, and the plain key when a count has no forms', () => {
    addTexts('en_US', 'zero', { items_zero: 'nothing', items_other: '{count} items', plain: '{count} x' });
    expect(translate('zero', 'items', { count: 0 }, { lng: 'en_US' })).toBe('nothing');
    expect(translate('zero', 'plain', { count: 3 }, { lng: 'en_US' })).toBe('3 x');
  });

  it('falls back to English per key, then to the default value, then to the key', () => {
    addTexts('en_US', 'fallback', {
      both: 'both',
      english: 'only English',
      likes_one: 'a like',
      likes_other: 'likes',
    });
    addTexts('ko_KR', 'fallback', { both: '둘 다' });
    const t = (key: string, params?: { count: number }) =>
      translate('fallback', key, params, { lng: 'ko_KR' });
    expect([t('both'), t('english'), t('likes', { count: 1 }), t('missing')]).toEqual([
      '둘 다',
      'only English',
      'a like',
      'missing',
    ]);
    expect(translate('fallback', 'missing', undefined, { lng: 'ko_KR', defaultValue: 'Missing {x}' })).toBe(
      'Missing {x}',
    );
    expect(translate('fallback', 'both', undefined, { lng: 'ko_KR', defaultValue: 'unused' })).toBe('둘 다');
    expect(translate('fallback', 'empty', undefined, { defaultValue: '' })).toBe('');
  });

  it('fills `{name}` placeholders, leaves unknown ones, and does not escape', () => {
    addTexts('en_US', 'fill', { hello: 'Hello {name}, {name}! {unknown} <b>{count}</b>' });
    expect(translate('fill', 'hello', { name: 'A & B', count: 2 }, { lng: 'en_US' })).toBe(
      'Hello A & B, A & B! {unknown} <b>2</b>',
    );
  });

  it('adds texts to a namespace, keeping the ones it has when told not to overwrite', () => {
    addTexts('en_US', 'merge', { a: 'a1', b: 'b1' });
    addTexts('en_US', 'merge', { b: 'b2', c: 'c2' });
    addTexts('en_US', 'merge', { a: 'late', d: 'd3' }, false);
    expect(['a', 'b', 'c', 'd'].map((k) => translate('merge', k, undefined, { lng: 'en_US' }))).toEqual([
      'a1',
      'b2',
      'c2',
      'd3',
    ]);
    expect([hasTexts('en_US', 'merge'), hasTexts('ru_RU', 'merge')]).toEqual([true, false]);
  });

  it('tells its subscribers when the language changes and when texts of that language or English arrive', () => {
    let calls = 0;
    const unsubscribe = subscribe(() => (calls += 1));
    changeLanguage('ru_RU');
    expect([currentLanguage(), calls]).toEqual(['ru_RU', 1]);
    expect(translate('late', 'title')).toBe('title');
    addTexts('ru_RU', 'late', { title: 'Заголовок' });
    addTexts('en_US', 'late', { title: 'Title', more: 'More' });
    expect(calls).toBe(3);
    addTexts('zh_CN', 'late', { title: '标题' });
    changeLanguage('ru_RU');
    expect(calls).toBe(3);
    expect([translate('late', 'title'), translate('late', 'more')]).toEqual(['Заголовок', 'More']);
    unsubscribe();
    changeLanguage('en_US');
    expect([calls, translate('late', 'title')]).toEqual([3, 'Title']);
  });
});
