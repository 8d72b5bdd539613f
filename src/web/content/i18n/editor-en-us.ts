/** Editor texts of the content feature (merged into the interface catalog). English is the reference. */
export const editorEnUS = {
  'editor.placeholder': 'Editor',
} as const;

export type EditorKey = keyof typeof editorEnUS;
