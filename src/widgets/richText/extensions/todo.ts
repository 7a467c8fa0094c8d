import { Node } from '@tiptap/core';
import { isInside } from './context';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wTodo: {
      /** Paragraph ↔ to-do. Disabled in code blocks, tables and list items. */
      toggleTodo: () => ReturnType;
    };
  }
}

export const TODO_DISABLED_IN = ['codeBlock', 'table', 'listItem'];

/** wangEditor's to-do: `<div data-w-e-type="todo"><input type="checkbox" disabled [checked]>text</div>`. */
export const Todo = Node.create({
  name: 'todo',
  group: 'block',
  content: 'inline*',
  defining: true,
  addAttributes() {
    return {
      checked: {
        default: false,
        parseHTML: (el) => el.querySelector('input[type="checkbox"]')?.hasAttribute('checked') ?? false,
        renderHTML: (attrs) => ({ 'data-checked': String(Boolean(attrs.checked)) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-w-e-type="todo"]', priority: 60 }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'div',
      { ...HTMLAttributes, 'data-w-e-type': 'todo' },
      ['input', node.attrs.checked ? { type: 'checkbox', disabled: '', checked: '' } : { type: 'checkbox', disabled: '' }],
      ['span', 0],
    ];
  },
  addNodeView() {
    return ({ node, getPos, editor }) => {
      const dom = document.createElement('div');
      dom.setAttribute('data-w-e-type', 'todo');
      dom.className = 'w-todo';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.contentEditable = 'false';
      box.checked = Boolean(node.attrs.checked);
      box.setAttribute('aria-label', 'todo');
      box.addEventListener('mousedown', (event) => event.preventDefault());
      box.addEventListener('change', () => {
        const pos = typeof getPos === 'function' ? getPos() : undefined;
        if (pos == null || !editor.isEditable) {
          box.checked = !box.checked;
          return;
        }
        const current = editor.state.doc.nodeAt(pos);
        if (!current) return;
        editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...current.attrs, checked: box.checked }));
      });
      const content = document.createElement('span');
      content.className = 'w-todo-text';
      dom.append(box, content);
      return {
        dom,
        contentDOM: content,
        update: (updated) => {
          if (updated.type.name !== 'todo') return false;
          box.checked = Boolean(updated.attrs.checked);
          return true;
        },
        ignoreMutation: (mutation) => mutation.target === box,
      };
    };
  },
  addCommands() {
    return {
      toggleTodo:
        () =>
        ({ state, tr, dispatch }) => {
          if (isInside(state, TODO_DISABLED_IN)) return false;
          const { from, to } = state.selection;
          const todo = state.schema.nodes.todo;
          const paragraph = state.schema.nodes.paragraph;
          let allTodo = true;
          const blocks: Array<{ pos: number; type: string }> = [];
          state.doc.nodesBetween(from, to, (node, pos) => {
            if (node.isTextblock) {
              blocks.push({ pos, type: node.type.name });
              if (node.type !== todo) allTodo = false;
              return false;
            }
            return true;
          });
          if (!blocks.length) return false;
          for (const block of blocks) {
            if (allTodo) tr.setNodeMarkup(block.pos, paragraph, {});
            else if (block.type === 'paragraph') tr.setNodeMarkup(block.pos, todo, { checked: false });
          }
          if (dispatch) dispatch(tr);
          return true;
        },
    };
  },
});
