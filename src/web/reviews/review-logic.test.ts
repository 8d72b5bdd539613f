import { describe, expect, it } from 'vitest';
import { choose, NO_CHOICE, stepEnabled, stepQuery } from './picker-narrowing.ts';
import { completeness, type CompletenessInput } from './review-completeness.ts';
import { EMPTY_FORM, reviewDrafts, toSave } from './review-draft.ts';

const rated: CompletenessInput = {
  flavour: 'Mango',
  overallScore: 4,
  aroma: 'perfect',
  coolness: 'less',
  sweetness: 'more',
  throatHit: 'perfect',
  appearanceReason: '',
  improvement: '',
  pictureCount: 0,
};

describe('review completeness', () => {
  it('needs a picture or 50 characters of text across both boxes', () => {
    expect(completeness(rated).complete).toBe(false);
    expect(completeness({ ...rated, pictureCount: 1 }).complete).toBe(true);
    expect(
      completeness({ ...rated, appearanceReason: 'a'.repeat(25), improvement: 'b'.repeat(24) }).complete,
    ).toBe(false);
    expect(
      completeness({ ...rated, appearanceReason: 'a'.repeat(25), improvement: 'b'.repeat(25) }).complete,
    ).toBe(true);
  });
  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    const c = completeness({ ...rated, appearanceReason: `  ${'😀'.repeat(50)}  ` });
    expect(c.textChars).toBe(50);
    expect(completeness({ ...rated, appearanceReason: ' '.repeat(80) }).pictureOrText).toBe(false);
  });
  it('needs the flavour, the score and every level', () => {
    expect(completeness({ ...rated, pictureCount: 1, flavour: ' ' }).flavour).toBe(false);
    expect(completeness({ ...rated, pictureCount: 1, overallScore: 0 }).ratings).toBe(false);
    expect(completeness({ ...rated, pictureCount: 1, throatHit: '' }).complete).toBe(false);
  });
});

describe('picker narrowing', () => {
  const full = {
    brandId: '1',
    deviceType: 'pod' as const,
    seriesId: '2',
    model: 'X',
    productId: '3',
    flavour: 'Mint',
  };
  it('forgets every later answer when an earlier one changes', () => {
    expect(choose(full, 'brandId', '9')).toEqual({ ...NO_CHOICE, brandId: '9' });
    expect(choose(full, 'model', 'Y')).toEqual({ ...full, model: 'Y', productId: '', flavour: '' });
    expect(choose(full, 'flavour', 'Lime')).toEqual({ ...full, flavour: 'Lime' });
  });
  it('keeps everything when the same answer is chosen again', () => {
    expect(choose(full, 'brandId', '1')).toBe(full);
  });
  it('narrows each list by the answers before it only', () => {
    expect(stepQuery(full, 'brandId')).toEqual({});
    expect(stepQuery(full, 'seriesId')).toEqual({ brandId: '1' });
    expect(stepQuery(full, 'model')).toEqual({ brandId: '1', deviceType: 'pod', seriesId: '2' });
    expect(stepQuery({ ...full, seriesId: '' }, 'productId')).toEqual({
      brandId: '1',
      deviceType: 'pod',
      model: 'X',
    });
    expect(stepQuery(full, 'flavour')).toEqual({ productId: '3' });
  });
  it('opens a step once what it depends on is answered (series is optional)', () => {
    expect(stepEnabled(NO_CHOICE, 'seriesId')).toBe(false);
    expect(stepEnabled({ ...NO_CHOICE, brandId: '1' }, 'model')).toBe(false);
    expect(stepEnabled({ ...NO_CHOICE, brandId: '1', deviceType: 'open' }, 'model')).toBe(true);
    expect(stepEnabled({ ...full, productId: '' }, 'flavour')).toBe(false);
  });
});

describe('review draft', () => {
  it('sends a catalogue product or the typed names, never both, and leaves unanswered fields out', () => {
    const picked = toSave({
      ...EMPTY_FORM,
      productId: '3',
      brandName: 'B',
      productName: 'P',
      deviceType: 'pod',
    });
    expect(picked).toMatchObject({ productId: '3', deviceType: 'pod' });
    expect(picked).not.toHaveProperty('brandName');
    expect(picked).not.toHaveProperty('overallScore');
    expect(picked).not.toHaveProperty('aroma');
    const typed = toSave({ ...EMPTY_FORM, typed: true, productId: '3', brandName: 'B', productName: 'P' });
    expect(typed).toMatchObject({ brandName: 'B', productName: 'P' });
    expect(typed).not.toHaveProperty('productId');
  });
  it('keeps what was written in storage until cleared, and survives a storage that refuses', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const d = reviewDrafts(storage);
    d.write('new:', { ...EMPTY_FORM, improvement: 'less ice' });
    expect(d.read('new:')?.improvement).toBe('less ice');
    d.clear('new:');
    expect(d.read('new:')).toBeNull();
    const broken = reviewDrafts({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    });
    expect(() => broken.write('x', EMPTY_FORM)).not.toThrow();
    expect(broken.read('x')).toBeNull();
  });
});
