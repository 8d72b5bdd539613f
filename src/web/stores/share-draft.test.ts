import { describe, expect, it } from 'vitest';
import { readPosition, writePosition } from './position-store.ts';
import { addProduct, clearDraft, emptyDraft, readDraft, writeDraft } from './share-draft.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('share draft', () => {
  it('gives back what was written, for the same store only', () => {
    const s = memory();
    const draft = { ...emptyDraft('7', 'GBR'), name: 'Vape Corner', score: 4, lat: 51.5, lng: -0.12 };
    writeDraft(draft, s);
    expect(readDraft('7', s)).toEqual(draft);
    expect(readDraft('', s)).toBeNull();
    clearDraft(s);
    expect(readDraft('7', s)).toBeNull();
  });
  it('repairs damaged or foreign entries field by field', () => {
    const s = memory();
    s.setItem(
      'vc-store-share-draft',
      JSON.stringify({ storeId: '', type: 'kiosk', score: 9, lat: 'x', name: 3 }),
    );
    expect(readDraft('', s)).toMatchObject({ type: 'specialty', score: 0, lat: null, name: '' });
    s.setItem('vc-store-share-draft', '{not json');
    expect(readDraft('', s)).toBeNull();
  });
  it('adds a product once and stops at 20', () => {
    let list = addProduct([], { id: '1', name: 'A' });
    list = addProduct(list, { id: '1', name: 'A' });
    expect(list).toHaveLength(1);
    for (let i = 2; i <= 25; i++) list = addProduct(list, { id: String(i), name: `P${i}` });
    expect(list).toHaveLength(20);
  });
});

describe('position store', () => {
  it('keeps a valid position and ignores a broken one', () => {
    const s = memory();
    writePosition({ lat: 37.56, lng: 126.97 }, s);
    expect(readPosition(s)).toEqual({ lat: 37.56, lng: 126.97 });
    s.setItem('vc-store-position', JSON.stringify({ lat: 200, lng: 0 }));
    expect(readPosition(s)).toBeNull();
  });
});
