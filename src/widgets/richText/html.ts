import type { Editor } from '@tiptap/core';
import { EMPTY_HTML } from './constants';
import { preparseHtml } from './preparse';
import { serializeDoc } from './serialize';

/**
 * Loads stored (wangEditor) HTML into the editor; `emitUpdate` false keeps it out of onChange.
 * Spaces are content, as in wangEditor's parser (a leading space, spaces around a `<br>`):
 * ProseMirror's default would collapse and trim them, so whitespace is preserved here and
 * source formatting (line breaks between tags) was already removed by preparseHtml.
 */
export function loadHtml(editor: Editor, html: string, emitUpdate = false): void {
  // Loading is not an edit: keep it out of the undo history.
  editor
    .chain()
    .setMeta('addToHistory', false)
    .setContent(preparseHtml(html || '', { keepForeignEmbeds: true }), { emitUpdate, parseOptions: { preserveWhitespace: true } })
    .run();
}

/** The editor content as wangEditor HTML (`<p><br></p>` when empty). */
export function editorHtml(editor: Editor): string {
  return serializeDoc(editor.state.doc);
}

/** Whether stored HTML is empty content (`''`, `<p><br></p>`, whitespace-only paragraphs). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const trimmed = html.replace(/\s+/g, '');
  if (trimmed === '' || trimmed === EMPTY_HTML || trimmed === '<p></p>') return true;
  return /^(<p>(<br\/?>)?<\/p>)+$/i.test(trimmed);
}
