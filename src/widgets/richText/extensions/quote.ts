import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wQuote: {
      /** Paragraph ↔ quote. */
      toggleQuote: () => ReturnType;
    };
  }
}

/**
 * wangEditor's quote holds text directly (`<blockquote>text</blockquote>`); Enter inserts a
 * line break, and Enter at the end after an empty last line leaves the quote (behaviours.ts).
 */
export const Quote = Node.create({
  name: 'blockquote',
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML() {
    return [{ tag: 'blockquote' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['blockquote', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      toggleQuote:
        () =>
        ({ state, tr, dispatch }) => {
          const { from, to } = state.selection;
          const quote = state.schema.nodes.blockquote;
          const paragraph = state.schema.nodes.paragraph;
          const blocks: Array<{ pos: number; isQuote: boolean; attrs: Record<string, unknown> }> = [];
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (node.isTextblock) {
              blocks.push({ pos, isQuote: node.type === quote, attrs: node.attrs });
              return false;
            }
            return true;
          });
          if (!blocks.length) return false;
          const allQuote = blocks.every((b) => b.isQuote);
          for (const block of blocks) {
            const { textAlign = null, lineHeight = null, indent = null } = block.attrs as Record<string, string | null>;
            if (allQuote) tr.setNodeMarkup(block.pos, paragraph, { textAlign, lineHeight, indent });
            else if (!block.isQuote) {
              const $pos = tr.doc.resolve(block.pos);
              if ($pos.parent.type.name !== 'doc') continue;
              tr.setNodeMarkup(block.pos, quote, { textAlign, lineHeight, indent });
            }
          }
          if (dispatch) dispatch(tr);
          return true;
        },
    };
  },
});
