import type { ArticleDetail, ArticleSave, ArticleType, Topic } from '../../../shared/schemas/content.ts';
import { fromSavedBlocks, textBlock, toSavedBlocks, type DraftBlock } from './editor-blocks.ts';

/** Everything the publish and story forms hold. */
export interface EditorForm {
  id: string | null;
  type: ArticleType;
  title: string;
  subheadings: string;
  blocks: DraftBlock[];
  categoryId: string | null;
  /** Whole topics (not only ids) so chips show names without another request. */
  topics: Topic[];
  source: 'original' | 'cited';
  citedFrom: string;
}

export const emptyForm = (type: ArticleType): EditorForm => ({
  id: null,
  type,
  title: '',
  subheadings: '',
  // An article starts with one paragraph to type into; a story with its picture grid.
  blocks: type === 'article' ? [textBlock('paragraph')] : [],
  categoryId: null,
  topics: [],
  source: 'original',
  citedFrom: '',
});

/** The request body of `frontend/save` (and the value the shared schema parses before publishing). */
export function toPayload(form: EditorForm, draft: boolean): ArticleSave {
  const body: ArticleSave = {
    type: form.type,
    title: form.title,
    blocks: toSavedBlocks(form.blocks),
    source: form.source,
    draft,
    topicIds: form.topics.map((t) => t.id),
    categoryId: form.categoryId,
    subheadings: form.subheadings || null,
    citedFrom: form.source === 'cited' ? form.citedFrom || null : null,
  };
  if (form.id) body.id = form.id;
  return body;
}

export function fromDetail(d: ArticleDetail): EditorForm {
  const blocks = fromSavedBlocks(d.blocks);
  return {
    id: d.id,
    type: d.type,
    title: d.title,
    subheadings: d.subheadings ?? '',
    blocks: d.type === 'article' && blocks.length === 0 ? [textBlock('paragraph')] : blocks,
    categoryId: d.category?.id ?? null,
    topics: d.topics,
    source: d.source,
    citedFrom: d.citedFrom ?? '',
  };
}

/** True when the member has written or added anything worth keeping. */
export const hasContent = (f: EditorForm) =>
  f.title.trim() !== '' ||
  f.subheadings.trim() !== '' ||
  f.blocks.some((b) => (b.type === 'image' ? true : b.text.trim() !== '')) ||
  f.citedFrom.trim() !== '';

/**
 * The unsaved form in localStorage, until the server confirms it: a crash, a closed tab or a dead
 * connection loses nothing. Pictures still uploading cannot be kept (they are local files).
 */
export interface Backup {
  form: EditorForm;
  at: number;
}

export const backupKey = (userKey: string, type: ArticleType) => `vc-editor:${type}:${userKey}`;

export function writeBackup(storage: Storage, key: string, form: EditorForm, now = Date.now()): void {
  const kept: EditorForm = {
    ...form,
    blocks: form.blocks
      .filter((b) => b.type !== 'image' || b.state === 'done')
      .map((b) => (b.type === 'image' ? { ...b, preview: null } : b)),
  };
  try {
    storage.setItem(key, JSON.stringify({ form: kept, at: now } satisfies Backup));
  } catch {
    // Storage full or disabled: the server copy (autosave) still protects the text.
  }
}

export function readBackup(storage: Storage, key: string): Backup | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const b = JSON.parse(raw) as Backup;
    if (typeof b.at !== 'number' || typeof b.form?.title !== 'string' || !Array.isArray(b.form.blocks))
      return null;
    return b;
  } catch {
    return null;
  }
}

export function clearBackup(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
