import type { EditorKey } from './editor-en-us.ts';

export const editorRuRU: Record<EditorKey, string> = {
  'editor.placeholder': 'Editor',
};
