import type { EditorKey } from './editor-en-us.ts';

export const editorZhCN: Record<EditorKey, string> = {
  'editor.placeholder': 'Editor',
};
