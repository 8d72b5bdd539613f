import type { EditorKey } from './editor-en-us.ts';

export const editorKoKR: Record<EditorKey, string> = {
  'editor.placeholder': 'Editor',
};
