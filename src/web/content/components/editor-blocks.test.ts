import { describe, expect, it } from 'vitest';
import type { ArticleSave } from '../../../shared/schemas/content.ts';
import { ArticleSaveSchema } from '../../../shared/schemas/content.ts';
import {
  admitFiles,
  fromSavedBlocks,
  imageSlotsLeft,
  insertBlocks,
  moveBlock,
  moveIndex,
  pendingImage,
  removeBlock,
  textBlock,
  toSavedBlocks,
  updateBlock,
  type DraftBlock,
  type ImageDraft,
} from './editor-blocks.ts';
import { emptyForm, readBackup, toPayload, writeBackup } from './editor-form.ts';

const done = (url: string): ImageDraft => ({
  ...pendingImage(null),
  state: 'done',
  url,
  width: 400,
  height: 300,
  progress: 1,
});
const keys = (bs: DraftBlock[]) => bs.map((b) => (b.type === 'image' ? b.url : b.text));

describe('block list', () => {
  const a = textBlock('paragraph', 'a');
  const b = textBlock('heading', 'b');
  const c = textBlock('paragraph', 'c');

  it('moves up and down, and not past the ends', () => {
    expect(keys(moveBlock([a, b, c], c.key, -1))).toEqual(['a', 'c', 'b']);
    expect(keys(moveBlock([a, b, c], a.key, 1))).toEqual(['b', 'a', 'c']);
    expect(keys(moveBlock([a, b, c], a.key, -1))).toEqual(['a', 'b', 'c']);
    expect(keys(moveBlock([a, b, c], c.key, 1))).toEqual(['a', 'b', 'c']);
  });

  it('drags from one place to another', () => {
    expect(keys(moveIndex([a, b, c], 0, 2))).toEqual(['b', 'c', 'a']);
    expect(keys(moveIndex([a, b, c], 2, 0))).toEqual(['c', 'a', 'b']);
    expect(keys(moveIndex([a, b, c], 5, 0))).toEqual(['a', 'b', 'c']);
  });

  it('inserts after a block or at the end, updates and removes', () => {
    const d = textBlock('paragraph', 'd');
    expect(keys(insertBlocks([a, b, c], [d], a.key))).toEqual(['a', 'd', 'b', 'c']);
    expect(keys(insertBlocks([a, b], [d]))).toEqual(['a', 'b', 'd']);
    expect(keys(updateBlock([a, b], b.key, { text: 'B' }))).toEqual(['a', 'B']);
    expect(keys(removeBlock([a, b, c], b.key))).toEqual(['a', 'c']);
  });

  it('counts picture slots, uploading and failed ones included', () => {
    const failed: ImageDraft = { ...pendingImage(null), state: 'failed' };
    expect(imageSlotsLeft([a, done('/obs/x.webp'), pendingImage(null), failed])).toBe(7);
  });

  it('sends text as typed (newlines kept) and only finished pictures; round-trips', () => {
    const text = textBlock('paragraph', 'line 1\nline 2');
    const saved = toSavedBlocks([
      text,
      textBlock('paragraph', '  '),
      pendingImage('blob:x'),
      done('/obs/a.webp'),
    ]);
    expect(saved).toEqual([
      { type: 'paragraph', text: 'line 1\nline 2' },
      { type: 'image', url: '/obs/a.webp', width: 400, height: 300 },
    ]);
    expect(toSavedBlocks(fromSavedBlocks(saved))).toEqual(saved);
  });

  it('admits pictures by type, size and the slots left', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'b.jpg', { type: 'image/jpeg' });
    const r = admitFiles([png, pdf, big, png, png], 2);
    expect(r.ok).toHaveLength(2);
    expect(r.refused).toEqual(['type', 'size', 'count']);
  });
});

describe('editor form', () => {
  it('builds a body the shared schema accepts as a draft, and refuses to publish a short title', () => {
    const f = { ...emptyForm('article'), id: '12', title: 'Too short' };
    const draft: ArticleSave = toPayload(f, true);
    expect(draft).toMatchObject({ id: '12', type: 'article', draft: true, blocks: [], citedFrom: null });
    expect(ArticleSaveSchema.safeParse(draft).success).toBe(true);
    const publish = ArticleSaveSchema.safeParse(toPayload(f, false));
    expect(publish.success).toBe(false);
    expect(publish.error?.issues.map((i) => i.path[0])).toContain('title');
  });

  it('cited needs cited-from only to publish, and drops it when original', () => {
    const f = { ...emptyForm('article'), source: 'cited' as const, citedFrom: 'Magazine' };
    expect(toPayload(f, true).citedFrom).toBe('Magazine');
    expect(toPayload({ ...f, source: 'original' }, true).citedFrom).toBeNull();
  });

  it('keeps a local copy without pictures still on their way', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as unknown as Storage;
    const f = { ...emptyForm('story'), title: 'Hi', blocks: [done('/obs/a.webp'), pendingImage('blob:y')] };
    writeBackup(storage, 'k', f, 5);
    const back = readBackup(storage, 'k');
    expect(back?.at).toBe(5);
    expect(back?.form.blocks).toHaveLength(1);
    expect(readBackup(storage, 'missing')).toBeNull();
    store.set('bad', '{nope');
    expect(readBackup(storage, 'bad')).toBeNull();
  });
});
