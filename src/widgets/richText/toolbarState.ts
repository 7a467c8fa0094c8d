import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { canInsertImage, selectedImage } from './extensions/image';
import { canInsertTable } from './extensions/table';
import { canInsertVideo } from './extensions/video';
import { TODO_DISABLED_IN } from './extensions/todo';
import { hasMark, isInside, isOnVoid } from './extensions/context';
import { cleanFontFamily } from './extensions/textStyle';
import { canUndoWithinLimit } from './extensions/undoLimit';
import { redoDepth } from '@tiptap/pm/history';

/** Active and disabled states of every toolbar item for the current selection. */
export interface ToolbarState {
  header: number;
  marks: Record<'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'subscript' | 'superscript' | 'link', boolean>;
  color: string | null;
  backgroundColor: string | null;
  fontSize: string | null;
  fontFamily: string | null;
  lineHeight: string | null;
  textAlign: string | null;
  blockquote: boolean;
  todo: boolean;
  bulleted: boolean;
  numbered: boolean;
  codeBlock: boolean;
  codeLanguage: string;
  indented: boolean;
  inCode: boolean;
  inTable: boolean;
  tableFullWidth: boolean;
  imageSelected: boolean;
  imageHref: string;
  linkHref: string;
  canUndo: boolean;
  canRedo: boolean;
  disabled: {
    image: boolean;
    table: boolean;
    video: boolean;
    todo: boolean;
    list: boolean;
    align: boolean;
    indent: boolean;
    delIndent: boolean;
    marks: boolean;
    header: boolean;
    link: boolean;
  };
}

export function toolbarState(editor: Editor): ToolbarState {
  const { state } = editor;
  const parent = state.selection.$from.parent;
  const inCode = isInside(state, ['codeBlock']);
  const inTable = isInside(state, ['table']);
  const style = editor.getAttributes('textStyle');
  const image = selectedImage(state);
  let tableFullWidth = false;
  if (inTable) {
    const { $from } = state.selection;
    for (let d = $from.depth; d > 0; d -= 1) if ($from.node(d).type.name === 'table') tableFullWidth = $from.node(d).attrs.width === '100%';
  }
  const onVoid = isOnVoid(state) || state.selection instanceof NodeSelection;
  const mark = (name: string) => hasMark(state, name);
  return {
    header: parent.type.name === 'heading' ? Number(parent.attrs.level) : 0,
    marks: {
      bold: mark('bold'),
      italic: mark('italic'),
      underline: mark('underline'),
      strike: mark('strike'),
      code: mark('code'),
      subscript: mark('subscript'),
      superscript: mark('superscript'),
      link: mark('link'),
    },
    color: style.color ?? null,
    backgroundColor: style.backgroundColor ?? null,
    fontSize: style.fontSize ?? null,
    // The family name, without the quotes it may be written with.
    fontFamily: style.fontFamily ? cleanFontFamily(String(style.fontFamily)) : null,
    lineHeight: parent.attrs.lineHeight ?? null,
    textAlign: parent.attrs.textAlign ?? null,
    blockquote: parent.type.name === 'blockquote',
    todo: parent.type.name === 'todo',
    bulleted: parent.type.name === 'listItem' && !parent.attrs.ordered,
    numbered: parent.type.name === 'listItem' && Boolean(parent.attrs.ordered),
    codeBlock: parent.type.name === 'codeBlock',
    codeLanguage: parent.type.name === 'codeBlock' ? String(parent.attrs.language ?? '') : '',
    indented: Boolean(parent.attrs.indent),
    inCode,
    inTable,
    tableFullWidth,
    imageSelected: Boolean(image),
    imageHref: image ? String(image.node.attrs.href ?? '') : '',
    linkHref: mark('link') ? String(editor.getAttributes('link').href ?? '') : '',
    // Read from the history itself: `editor.can()` builds a dry-run chain of every command.
    canUndo: canUndoWithinLimit(state),
    canRedo: redoDepth(state) > 0,
    disabled: {
      image: !canInsertImage(state),
      table: !canInsertTable(state),
      video: !canInsertVideo(state),
      todo: isInside(state, TODO_DISABLED_IN),
      list: isInside(state, ['codeBlock', 'table']),
      align: inCode || onVoid,
      indent: inCode || onVoid || Boolean(parent.attrs.indent) || !['paragraph', 'heading', 'blockquote'].includes(parent.type.name),
      delIndent: !parent.attrs.indent,
      marks: inCode || onVoid,
      header: inCode || inTable || onVoid || isInside(state, ['listItem', 'todo']),
      link: inCode || onVoid,
    },
  };
}
