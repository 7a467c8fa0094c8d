import { Extension } from '@tiptap/core';
import { INDENT_VALUE, LINE_HEIGHTS } from '../constants';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wBlockStyle: {
      /** Indents the selected blocks by 2em (refused when already indented). */
      indent: () => ReturnType;
      /** Clears the indent. */
      outdent: () => ReturnType;
      setLineHeight: (value: string) => ReturnType;
    };
  }
}

export const INDENT_TYPES = ['paragraph', 'heading', 'blockquote'];
export const LINE_HEIGHT_TYPES = ['paragraph', 'heading', 'blockquote', 'listItem', 'todo'];

/** Safe CSS length for text-indent (wangEditor writes 2em). */
function parseIndent(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  return /^\d+(\.\d+)?(em|px)$/.test(v) && Number.parseFloat(v) > 0 ? v : null;
}

/**
 * Block attributes of wangEditor's paragraph-like elements: `indent` (text-indent) and a
 * block-level `lineHeight` limited to the allowed list.
 */
export const BlockStyle = Extension.create<{ lineHeights: readonly string[] }>({
  name: 'wBlockStyle',
  addOptions() {
    return { lineHeights: LINE_HEIGHTS };
  },
  addGlobalAttributes() {
    const lineHeights = this.options.lineHeights;
    return [
      {
        types: INDENT_TYPES,
        attributes: {
          indent: {
            default: null,
            parseHTML: (el) => parseIndent(el.style.textIndent),
            renderHTML: (attrs) => (attrs.indent ? { style: `text-indent: ${attrs.indent}` } : {}),
          },
        },
      },
      {
        types: LINE_HEIGHT_TYPES,
        attributes: {
          lineHeight: {
            default: null,
            parseHTML: (el) => {
              const v = el.style.lineHeight.trim();
              return lineHeights.includes(v) ? v : null;
            },
            renderHTML: (attrs) => (attrs.lineHeight ? { style: `line-height: ${attrs.lineHeight}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      indent:
        () =>
        ({ state, tr, dispatch }) => {
          const { from, to } = state.selection;
          let changed = false;
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (INDENT_TYPES.includes(node.type.name) && !node.attrs.indent) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: INDENT_VALUE });
              changed = true;
            }
            return !node.isTextblock;
          });
          if (changed && dispatch) dispatch(tr);
          return changed;
        },
      outdent:
        () =>
        ({ state, tr, dispatch }) => {
          const { from, to } = state.selection;
          let changed = false;
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (INDENT_TYPES.includes(node.type.name) && node.attrs.indent) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: null });
              changed = true;
            }
            return !node.isTextblock;
          });
          if (changed && dispatch) dispatch(tr);
          return changed;
        },
      setLineHeight:
        (value: string) =>
        ({ state, tr, dispatch }) => {
          const next = this.options.lineHeights.includes(value) ? value : null;
          const { from, to } = state.selection;
          let changed = false;
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (LINE_HEIGHT_TYPES.includes(node.type.name)) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, lineHeight: next });
              changed = true;
            }
            return !node.isTextblock;
          });
          if (changed && dispatch) dispatch(tr);
          return changed;
        },
    };
  },
});
