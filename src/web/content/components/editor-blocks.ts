import { IMAGE_MAX_BYTES, IMAGES_MAX, type Block } from '../../../shared/schemas/content.ts';

/** A text block while editing; `key` keeps React's and the drag's identity across moves. */
export interface TextDraft {
  key: string;
  type: 'paragraph' | 'heading';
  text: string;
}

/** A picture while editing: uploading (with progress), failed (may be retried) or done (has url). */
export interface ImageDraft {
  key: string;
  type: 'image';
  state: 'uploading' | 'failed' | 'done';
  url: string | null;
  width: number;
  height: number;
  /** A local object URL shown while the picture is on its way. */
  preview: string | null;
  /** 0 to 1. */
  progress: number;
  error: string | null;
}

export type DraftBlock = TextDraft | ImageDraft;

let seq = 0;
export const newKey = () => `b${Date.now().toString(36)}${(seq++).toString(36)}`;

export const textBlock = (type: TextDraft['type'], text = ''): TextDraft => ({ key: newKey(), type, text });

export const pendingImage = (preview: string | null): ImageDraft => ({
  key: newKey(),
  type: 'image',
  state: 'uploading',
  url: null,
  width: 0,
  height: 0,
  preview,
  progress: 0,
  error: null,
});

export const imageBlocks = (blocks: readonly DraftBlock[]) =>
  blocks.filter((b): b is ImageDraft => b.type === 'image');

/** How many more pictures fit (uploading and failed ones hold their place). */
export const imageSlotsLeft = (blocks: readonly DraftBlock[]) =>
  Math.max(0, IMAGES_MAX - imageBlocks(blocks).length);

export const uploadsPending = (blocks: readonly DraftBlock[]) =>
  imageBlocks(blocks).some((b) => b.state === 'uploading');

/** Inserts after the block `afterKey` (or at the end). */
export function insertBlocks(blocks: readonly DraftBlock[], added: DraftBlock[], afterKey?: string) {
  const at = afterKey ? blocks.findIndex((b) => b.key === afterKey) : -1;
  if (at < 0) return [...blocks, ...added];
  return [...blocks.slice(0, at + 1), ...added, ...blocks.slice(at + 1)];
}

export function updateBlock<T extends DraftBlock>(
  blocks: readonly DraftBlock[],
  key: string,
  patch: Partial<Omit<T, 'key' | 'type'>>,
): DraftBlock[] {
  return blocks.map((b) => (b.key === key ? { ...b, ...patch } : b));
}

export const removeBlock = (blocks: readonly DraftBlock[], key: string) =>
  blocks.filter((b) => b.key !== key);

/** Moves a block from one index to another (drag and drop); out-of-range moves change nothing. */
export function moveIndex(blocks: readonly DraftBlock[], from: number, to: number): DraftBlock[] {
  if (from === to || from < 0 || to < 0 || from >= blocks.length || to >= blocks.length) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Up (-1) or down (+1) one place, for the buttons beside each block. */
export function moveBlock(blocks: readonly DraftBlock[], key: string, delta: -1 | 1): DraftBlock[] {
  const from = blocks.findIndex((b) => b.key === key);
  return moveIndex(blocks, from, from + delta);
}

/**
 * What is sent: text blocks as typed (empty ones dropped) and finished pictures; pictures still
 * uploading or failed are not ours yet and stay on the page only.
 */
export function toSavedBlocks(blocks: readonly DraftBlock[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    if (b.type === 'image') {
      if (b.state === 'done' && b.url)
        out.push({ type: 'image', url: b.url, width: b.width, height: b.height });
    } else if (b.text.trim() !== '') {
      out.push({ type: b.type, text: b.text });
    }
  }
  return out;
}

export function fromSavedBlocks(blocks: readonly Block[]): DraftBlock[] {
  return blocks.map((b) =>
    b.type === 'image'
      ? {
          key: newKey(),
          type: 'image',
          state: 'done',
          url: b.url,
          width: b.width,
          height: b.height,
          preview: null,
          progress: 1,
          error: null,
        }
      : textBlock(b.type, b.text),
  );
}

/** What `/api/upload` accepts (the server checks the bytes too). */
const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Which of the chosen files may be added, and why the others may not (pure, tested). */
export function admitFiles(files: readonly File[], slots: number) {
  const ok: File[] = [];
  const refused: ('type' | 'size' | 'count')[] = [];
  for (const f of files) {
    if (!TYPES.has(f.type)) refused.push('type');
    else if (f.size > IMAGE_MAX_BYTES) refused.push('size');
    else if (ok.length >= slots) refused.push('count');
    else ok.push(f);
  }
  return { ok, refused };
}
