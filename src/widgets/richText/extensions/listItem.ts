import { Node, mergeAttributes } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { BULLETS, LIST_INDENT_PX } from '../constants';
import { isInside } from './context';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wListItem: {
      /** Paragraph ↔ list item (ordered or bulleted); switching kind converts the selected items. */
      toggleWList: (ordered: boolean) => ReturnType;
      /** Changes the level of the selected list items by `delta` (never below 0). */
      changeListLevel: (delta: number) => ReturnType;
    };
  }
}

/**
 * wangEditor's list model: every list item is its own block with `ordered` and `level`
 * (no nested containers). The stored HTML nests `<ul>/<ol>` by level (see serialize.ts);
 * preparse.ts flattens it back.
 */
export const ListItem = Node.create({
  name: 'listItem',
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes() {
    return {
      ordered: {
        default: false,
        parseHTML: (el) => el.getAttribute('data-w-ordered') === 'true',
        renderHTML: (attrs) => ({ 'data-w-ordered': String(Boolean(attrs.ordered)) }),
      },
      level: {
        default: 0,
        parseHTML: (el) => Math.max(0, Math.min(20, Number.parseInt(el.getAttribute('data-w-level') ?? '0', 10) || 0)),
        renderHTML: (attrs) => ({
          'data-w-level': String(attrs.level),
          style: `padding-left: ${(Number(attrs.level) + 1) * LIST_INDENT_PX}px`,
          'data-bullet': attrs.ordered ? undefined : BULLETS[Number(attrs.level) % BULLETS.length],
        }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'li' }, { tag: 'div.w-list-item' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ class: 'w-list-item' }, HTMLAttributes), 0];
  },
  addCommands() {
    return {
      toggleWList:
        (ordered: boolean) =>
        ({ state, tr, dispatch }) => {
          if (isInside(state, ['codeBlock', 'table'])) return false;
          const { from, to } = state.selection;
          const blocks: Array<{ node: PMNode; pos: number }> = [];
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (node.isTextblock) {
              blocks.push({ node, pos });
              return false;
            }
            return true;
          });
          if (!blocks.length) return false;
          const allSame = blocks.every((b) => b.node.type.name === 'listItem' && Boolean(b.node.attrs.ordered) === ordered);
          const listType = state.schema.nodes.listItem;
          const paragraph = state.schema.nodes.paragraph;
          for (const { node, pos } of blocks) {
            if (allSame) {
              tr.setNodeMarkup(pos, paragraph, { textAlign: node.attrs.textAlign ?? null, lineHeight: node.attrs.lineHeight ?? null });
            } else if (node.type === listType) {
              tr.setNodeMarkup(pos, undefined, { ...node.attrs, ordered });
            } else if (['paragraph', 'heading', 'blockquote', 'todo'].includes(node.type.name)) {
              tr.setNodeMarkup(pos, listType, { ordered, level: 0, textAlign: node.attrs.textAlign ?? null, lineHeight: node.attrs.lineHeight ?? null });
            }
          }
          if (dispatch) dispatch(tr);
          return true;
        },
      changeListLevel:
        (delta: number) =>
        ({ state, tr, dispatch }) => changeLevel(state, tr, delta, dispatch),
    };
  },
  addProseMirrorPlugins() {
    return [listNumbering()];
  },
});

export function changeLevel(state: EditorState, tr: Transaction, delta: number, dispatch?: (tr: Transaction) => void): boolean {
  const { from, to } = state.selection;
  let changed = false;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.type.name === 'listItem') {
      const level = Math.max(0, Number(node.attrs.level) + delta);
      if (level !== node.attrs.level) {
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, level });
        changed = true;
      }
      return false;
    }
    return !node.isTextblock;
  });
  if (changed && dispatch) dispatch(tr);
  return changed;
}

/** Numbers of ordered items, shown through a `data-num` decoration. */
export function listNumbers(doc: PMNode): Map<number, number> {
  const numbers = new Map<number, number>();
  let counters: number[] = [];
  let kinds: boolean[] = [];
  doc.forEach((node, pos) => {
    if (node.type.name !== 'listItem') {
      counters = [];
      kinds = [];
      return;
    }
    const level = Number(node.attrs.level);
    const ordered = Boolean(node.attrs.ordered);
    counters = counters.slice(0, level + 1);
    kinds = kinds.slice(0, level + 1);
    if (kinds[level] !== ordered) counters[level] = 0;
    kinds[level] = ordered;
    counters[level] = (counters[level] ?? 0) + 1;
    if (ordered) numbers.set(pos, counters[level]);
  });
  return numbers;
}

function listNumbering(): Plugin {
  return new Plugin({
    key: new PluginKey('wListNumbering'),
    props: {
      decorations(state) {
        const decorations: Decoration[] = [];
        for (const [pos, num] of listNumbers(state.doc)) {
          const node = state.doc.nodeAt(pos);
          if (node) decorations.push(Decoration.node(pos, pos + node.nodeSize, { 'data-num': `${num}.` }));
        }
        return DecorationSet.create(state.doc, decorations);
      },
    },
  });
}
