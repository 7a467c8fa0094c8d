import { Table, TableCell, TableHeader, TableRow, TableView } from '@tiptap/extension-table';
import type { Node as PMNode } from '@tiptap/pm/model';
import type { EditorState } from '@tiptap/pm/state';
import { CellSelection, TableMap, findTable, selectedRect } from '@tiptap/pm/tables';
import { TABLE_MIN_COLUMN_WIDTH } from '../constants';
import { isInside, isOnVoid } from './context';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    wTable: {
      /** Inserts a rows×cols table whose first row is header cells. */
      insertWTable: (rows: number, cols: number) => ReturnType;
      toggleTableFullWidth: () => ReturnType;
      /** Deletes the row(s); deleting the last row removes the table. */
      deleteRowOrTable: () => ReturnType;
      /** Deletes the column(s); deleting the last column removes the table. */
      deleteColumnOrTable: () => ReturnType;
    };
  }
}

export function canInsertTable(state: EditorState): boolean {
  if (!state.selection.empty || isOnVoid(state)) return false;
  return !isInside(state, ['codeBlock', 'table', 'listItem']);
}

/** Shows the table's width attribute (auto | 100%) on the editing view. */
class WTableView extends TableView {
  constructor(node: PMNode, cellMinWidth: number) {
    super(node, cellMinWidth);
    this.applyWidth();
  }
  override update(node: PMNode): boolean {
    const ok = super.update(node);
    if (ok) this.applyWidth();
    return ok;
  }
  private applyWidth() {
    if (this.node.attrs.width === '100%') this.table.style.width = '100%';
    this.dom.setAttribute('data-width', String(this.node.attrs.width));
  }
}

export const WTable = Table.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: {
        default: 'auto',
        parseHTML: (el) => (el.style.width.trim() === '100%' ? '100%' : 'auto'),
        renderHTML: (attrs) => ({ style: `width: ${attrs.width}` }),
      },
    };
  },
  addCommands() {
    return {
      ...this.parent?.(),
      insertWTable:
        (rows: number, cols: number) =>
        ({ state, commands }) => {
          if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) return false;
          if (!canInsertTable(state)) return false;
          return commands.insertTable({ rows, cols, withHeaderRow: true });
        },
      toggleTableFullWidth:
        () =>
        ({ state, tr, dispatch }) => {
          const table = findTable(state.selection.$from);
          if (!table) return false;
          const width = table.node.attrs.width === '100%' ? 'auto' : '100%';
          if (dispatch) dispatch(tr.setNodeMarkup(table.pos, undefined, { ...table.node.attrs, width }));
          return true;
        },
      deleteRowOrTable:
        () =>
        ({ state, commands }) => {
          if (!isInside(state, ['table'])) return false;
          const rect = selectedRect(state);
          if (rect.top === 0 && rect.bottom === rect.map.height) return commands.deleteTable();
          return commands.deleteRow();
        },
      deleteColumnOrTable:
        () =>
        ({ state, commands }) => {
          if (!isInside(state, ['table'])) return false;
          const rect = selectedRect(state);
          if (rect.left === 0 && rect.right === rect.map.width) return commands.deleteTable();
          return commands.deleteColumn();
        },
    };
  },
}).configure({ resizable: true, cellMinWidth: TABLE_MIN_COLUMN_WIDTH, View: WTableView, lastColumnResizable: true });

const cellAttributes = {
  colwidth: {
    default: null,
    parseHTML: (el: HTMLElement) => {
      const fromCol = el.getAttribute('colwidth');
      if (fromCol) {
        const widths = fromCol.split(',').map((w) => Number.parseInt(w, 10));
        return widths.every((w) => w > 0) ? widths : null;
      }
      const width = Number.parseInt(el.getAttribute('width') ?? '', 10);
      return Number.isFinite(width) && width > 0 ? [width] : null;
    },
  },
};

/** wangEditor's cells hold text directly, not paragraphs. */
export const WTableCell = TableCell.extend({
  content: 'inline*',
  addAttributes() {
    return { ...this.parent?.(), ...cellAttributes };
  },
});
export const WTableHeader = TableHeader.extend({
  content: 'inline*',
  addAttributes() {
    return { ...this.parent?.(), ...cellAttributes };
  },
});
export { TableRow as WTableRow, CellSelection, TableMap };
