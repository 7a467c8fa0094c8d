import { Extension } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { goToNextCell } from '@tiptap/pm/tables';
import { TAB_SPACES } from '../constants';
import { preparseHtml } from '../preparse';
import { changeLevel } from './listItem';

type Dispatch = ((tr: Transaction) => void) | undefined;

function parentOf(state: EditorState): PMNode {
  return state.selection.$from.parent;
}

function inCell(state: EditorState): boolean {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d -= 1) {
    const name = $from.node(d).type.name;
    if (name === 'tableCell' || name === 'tableHeader') return true;
  }
  return false;
}

function atBlockStart(state: EditorState): boolean {
  const { $from, empty } = state.selection;
  return empty && $from.parentOffset === 0;
}

/** Enter inside a code block keeps the current line's leading whitespace. */
export function codeBlockEnter(state: EditorState, dispatch: Dispatch): boolean {
  const { $from } = state.selection;
  if ($from.parent.type.name !== 'codeBlock') return false;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\n');
  const line = before.slice(before.lastIndexOf('\n') + 1);
  const indent = /^[\t ]*/.exec(line)?.[0] ?? '';
  if (dispatch) dispatch(state.tr.insertText(`\n${indent}`).scrollIntoView());
  return true;
}

function insertBreak(state: EditorState, dispatch: Dispatch): boolean {
  const br = state.schema.nodes.hardBreak;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(br.create()).scrollIntoView());
  return true;
}

/** Enter in a quote: a line break, or — at the end after an empty last line — a new paragraph. */
export function quoteEnter(state: EditorState, dispatch: Dispatch): boolean {
  const { $from, empty } = state.selection;
  const quote = $from.parent;
  if (quote.type.name !== 'blockquote') return false;
  const atEnd = empty && $from.parentOffset === quote.content.size;
  const last = quote.lastChild;
  if (atEnd && last && last.type.name === 'hardBreak') {
    if (dispatch) {
      const tr = state.tr;
      const quoteEnd = $from.after();
      tr.delete($from.pos - last.nodeSize, $from.pos);
      const insertAt = quoteEnd - last.nodeSize;
      tr.insert(insertAt, state.schema.nodes.paragraph.create());
      tr.setSelection(TextSelection.create(tr.doc, insertAt + 1)).scrollIntoView();
      dispatch(tr);
    }
    return true;
  }
  return insertBreak(state, dispatch);
}

/** Enter in a list item or to-do: split into a new item; in an empty one, make a paragraph. */
export function itemEnter(state: EditorState, dispatch: Dispatch): boolean {
  const { $from, $to } = state.selection;
  const item = $from.parent;
  if (item.type.name !== 'listItem' && item.type.name !== 'todo') return false;
  if (!$from.sameParent($to)) return false;
  if (item.content.size === 0) {
    if (dispatch) dispatch(state.tr.setBlockType($from.pos, $from.pos, state.schema.nodes.paragraph));
    return true;
  }
  if (dispatch) {
    const tr = state.tr.deleteSelection();
    const attrs = item.type.name === 'todo' ? { ...item.attrs, checked: false } : { ...item.attrs };
    tr.split(tr.selection.from, 1, [{ type: item.type, attrs }]);
    dispatch(tr.scrollIntoView());
  }
  return true;
}

/** Backspace at the start of a list item lowers its level, or at level 0 makes it a paragraph; in an empty to-do it makes a paragraph. */
export function itemBackspace(state: EditorState, dispatch: Dispatch): boolean {
  if (!atBlockStart(state)) return false;
  const node = parentOf(state);
  const pos = state.selection.$from.before();
  if (node.type.name === 'listItem') {
    if (Number(node.attrs.level) > 0) {
      if (dispatch) dispatch(state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, level: Number(node.attrs.level) - 1 }));
      return true;
    }
    if (dispatch) dispatch(state.tr.setNodeMarkup(pos, state.schema.nodes.paragraph, { textAlign: node.attrs.textAlign ?? null, lineHeight: node.attrs.lineHeight ?? null }));
    return true;
  }
  if (node.type.name === 'todo' && node.content.size === 0) {
    if (dispatch) dispatch(state.tr.setNodeMarkup(pos, state.schema.nodes.paragraph, {}));
    return true;
  }
  return false;
}

function selectedListItems(state: EditorState): number {
  let count = 0;
  state.doc.nodesBetween(state.selection.from, state.selection.to, (node) => {
    if (node.type.name === 'listItem') count += 1;
    return !node.isTextblock;
  });
  return count;
}

/** Tab: raises list levels (at an item's start, or all selected items); otherwise four spaces. */
export function tab(state: EditorState, dispatch: Dispatch, view?: EditorView): boolean {
  const node = parentOf(state);
  if (selectedListItems(state) > 1 || (node.type.name === 'listItem' && atBlockStart(state))) {
    return changeLevel(state, state.tr, 1, dispatch) || true;
  }
  if (inCell(state) && goToNextCell(1)(state, dispatch, view)) return true;
  if (dispatch) dispatch(state.tr.insertText(TAB_SPACES).scrollIntoView());
  return true;
}

export function shiftTab(state: EditorState, dispatch: Dispatch, view?: EditorView): boolean {
  if (selectedListItems(state) > 0) return changeLevel(state, state.tr, -1, dispatch) || true;
  if (inCell(state)) return goToNextCell(-1)(state, dispatch, view) || true;
  return true;
}

export function enter(state: EditorState, dispatch: Dispatch): boolean {
  if (codeBlockEnter(state, dispatch)) return true;
  if (inCell(state)) return insertBreak(state, dispatch);
  if (quoteEnter(state, dispatch)) return true;
  return itemEnter(state, dispatch);
}

export interface BehaviourOptions {
  /** Uploads pasted/dropped image files (only when the clipboard holds no plain text). */
  onImageFiles?: (files: File[]) => void;
}

/** Returns the image files of a paste to upload, or null when the paste is not an image upload. */
export function imageFilesToUpload(data: DataTransfer | null): File[] | null {
  if (!data) return null;
  if (data.getData('text/plain')) return null;
  const files = Array.from(data.files ?? []).filter((file) => file.type.startsWith('image/'));
  return files.length ? files : null;
}

/** Keyboard and clipboard rules of wangEditor (spec "Editor behaviours"). */
export const Behaviours = Extension.create<BehaviourOptions>({
  name: 'wBehaviours',
  priority: 1000,
  addOptions() {
    return { onImageFiles: undefined };
  },
  addKeyboardShortcuts() {
    const run = (command: (state: EditorState, dispatch: Dispatch, view?: EditorView) => boolean) => () =>
      command(this.editor.state, this.editor.view.dispatch, this.editor.view);
    return {
      Enter: run(enter),
      Backspace: run(itemBackspace),
      Tab: run(tab),
      'Shift-Tab': run(shiftTab),
    };
  },
  addProseMirrorPlugins() {
    const options = this.options;
    return [
      new Plugin({
        key: new PluginKey('wClipboard'),
        props: {
          transformPastedHTML: (html) => preparseHtml(html),
          handlePaste: (_view, event) => {
            const files = imageFilesToUpload(event.clipboardData);
            if (!files || !options.onImageFiles) return false;
            options.onImageFiles(files);
            return true;
          },
          handleDrop: (_view, event) => {
            const files = imageFilesToUpload((event as DragEvent).dataTransfer);
            if (!files || !options.onImageFiles) return false;
            options.onImageFiles(files);
            return true;
          },
        },
      }),
    ];
  },
});
