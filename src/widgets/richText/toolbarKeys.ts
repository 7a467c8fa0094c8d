/** Toolbar items in wangEditor's default order ('|' = divider). */
export const ALL_TOOLBAR_KEYS = [
  'headerSelect',
  'blockquote',
  '|',
  'bold',
  'underline',
  'italic',
  'through',
  'code',
  'sup',
  'sub',
  'clearStyle',
  'color',
  'bgColor',
  '|',
  'fontSize',
  'fontFamily',
  'lineHeight',
  '|',
  'bulletedList',
  'numberedList',
  'todo',
  'justify',
  'indent',
  'delIndent',
  '|',
  'emotion',
  'insertLink',
  'image',
  'insertVideo',
  'insertTable',
  'codeBlock',
  'divider',
  '|',
  'undo',
  'redo',
  '|',
  'fullScreen',
] as const;

export type ToolbarKey = (typeof ALL_TOOLBAR_KEYS)[number];

/** The spec's toolbar: everything except video insert, code block and full screen. */
export const EXCLUDED_KEYS: readonly ToolbarKey[] = ['insertVideo', 'codeBlock', 'fullScreen'];
export const DEFAULT_TOOLBAR_KEYS: readonly ToolbarKey[] = ALL_TOOLBAR_KEYS.filter((key) => !EXCLUDED_KEYS.includes(key));
