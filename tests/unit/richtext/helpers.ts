import { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import { buildExtensions, type EditorExtensionOptions } from '../../../src/widgets/richText/extensions';
import { editorHtml, loadHtml } from '../../../src/widgets/richText/html';

const editors: Editor[] = [];

export function makeEditor(html: string, options: EditorExtensionOptions = {}): Editor {
  const editor = new Editor({ extensions: buildExtensions(options) });
  loadHtml(editor, html);
  editors.push(editor);
  return editor;
}

export function destroyEditors(): void {
  while (editors.length) editors.pop()?.destroy();
}

export const html = (editor: Editor) => editorHtml(editor);

/** Puts the cursor inside the text `needle` (offset chars into it), or selects it whole. */
export function select(editor: Editor, needle: string, offset?: number, length = 0): void {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found >= 0) return false;
    if (node.isText && node.text?.includes(needle)) found = pos + node.text.indexOf(needle);
    return true;
  });
  if (found < 0) throw new Error(`text not found: ${needle}`);
  const from = found + (offset ?? 0);
  const to = offset === undefined ? found + needle.length : from + length;
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, from, to)));
}

/** Cursor at the start of the n-th top-level block (0-based). */
export function cursorInBlock(editor: Editor, index: number, atEnd = false): void {
  let pos = 0;
  for (let i = 0; i < index; i += 1) pos += editor.state.doc.child(i).nodeSize;
  const node = editor.state.doc.child(index);
  const target = atEnd ? pos + node.nodeSize - 1 : pos + 1;
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, target)));
}

export function press(editor: Editor, key: string, shift = false): boolean {
  const event = new KeyboardEvent('keydown', { key, shiftKey: shift, bubbles: true, cancelable: true });
  return Boolean(editor.view.someProp('handleKeyDown', (handler) => handler(editor.view, event)));
}
