import type { GoodsProperty } from '../../schemas/goods';
import { validateMatrix, type MatrixMessage, type SkuDraft, type SkuField } from './skuMatrix';
import '../../i18n/parts/goodsPolish';
import '../../i18n/parts/goods';

/**
 * Pasting a block copied from Excel (or WPS, Google Sheets) into the SKU matrix (pure).
 * The block lands from the focused cell rightwards over the editable columns in the grid's
 * order and downwards over the rows in their order. Text and number cells are written as if
 * typed (the matrix's own validation then judges them, with its messages); a currency or a
 * picture that the cell's picker could not choose is refused and reported; what falls outside
 * the grid is counted, never dropped silently.
 */

/** The editable columns, left to right as the grid shows them. */
export const PASTE_COLUMNS: readonly SkuField[] = ['skuCode', 'price', 'currencyCode', 'stock', 'weight', 'image'];

/**
 * Cells of a clipboard text: rows by line breaks, cells by tabs, Excel's quoting (a cell that
 * starts with `"` may hold tabs, line breaks and `""`). The line break Excel adds after the last
 * row is not a row; a single trailing empty line is dropped too.
 */
export function parseClipboardGrid(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const input = text.replace(/\r\n?/g, '\n');
  let cellStart = true;
  while (i < input.length) {
    const ch = input[i];
    if (cellStart && ch === '"') {
      // A quoted cell: up to the closing quote that is followed by a tab, a line break or the end.
      let j = i + 1;
      let value = '';
      let closed = false;
      while (j < input.length) {
        if (input[j] === '"') {
          if (input[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          closed = true;
          j += 1;
          break;
        }
        value += input[j];
        j += 1;
      }
      if (closed && (j === input.length || input[j] === '\t' || input[j] === '\n')) {
        cell = value;
        i = j;
        cellStart = false;
        continue;
      }
      // Not a quoted cell after all (a value that merely starts with a quote): read it plainly.
    }
    cellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
    } else {
      cell += ch;
    }
    i += 1;
  }
  if (!cellStart || cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  // Ragged blocks (a row copied shorter) keep their own lengths; an all-empty last row is Excel's.
  while (rows.length > 1 && rows[rows.length - 1].every((c) => c === '')) rows.pop();
  return rows;
}

/** A cell the paste writes. */
export interface CellChange {
  key: string;
  field: SkuField;
  value: string;
}

/** A pasted cell that was not written, with why (a message key under `goodsPolish.paste`). */
export interface RefusedCell {
  /** Row index in the grid (0-based). */
  row: number;
  field: SkuField;
  message: MatrixMessage;
}

export interface PastePlan {
  /** Every cell of the block that lands in the grid and is accepted (some may hold that value already). */
  cells: CellChange[];
  refused: RefusedCell[];
  /** Cells of the block beyond the grid's last row or last column (not written). */
  outside: { cells: number; rows: number; columns: number };
  /** Size of the pasted block. */
  size: { rows: number; columns: number };
}

export interface PasteContext {
  rows: readonly SkuDraft[];
  /** Where the paste starts: the focused cell. */
  startRow: number;
  startField: SkuField;
  /** Currencies the cell's select offers (code and name). */
  currencies: ReadonlyArray<{ currencyCode: string; currencyName?: string }>;
  /** Pictures the image cell can choose from (the goods' own). */
  images: readonly string[];
}

/** The currency a pasted text names: its code (any case), its name, or `USD 美元` as the select shows it. */
function currencyOf(text: string, currencies: PasteContext['currencies']): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  const found = currencies.find(
    (c) =>
      c.currencyCode.toLowerCase() === wanted ||
      (c.currencyName && c.currencyName.toLowerCase() === wanted) ||
      `${c.currencyCode} ${c.currencyName ?? ''}`.trim().toLowerCase() === wanted,
  );
  return found?.currencyCode;
}

/** What a block pasted at the focused cell writes, refuses and leaves outside. */
export function planPaste(block: readonly (readonly string[])[], context: PasteContext): PastePlan {
  const { rows, startRow, startField, currencies, images } = context;
  const firstColumn = PASTE_COLUMNS.indexOf(startField);
  const plan: PastePlan = {
    cells: [],
    refused: [],
    outside: { cells: 0, rows: 0, columns: 0 },
    size: { rows: block.length, columns: Math.max(0, ...block.map((r) => r.length)) },
  };
  if (firstColumn < 0 || startRow < 0) return plan;
  const room = { rows: rows.length - startRow, columns: PASTE_COLUMNS.length - firstColumn };
  plan.outside.rows = Math.max(0, block.length - room.rows);
  plan.outside.columns = Math.max(0, plan.size.columns - room.columns);
  block.forEach((cells, r) => {
    cells.forEach((raw, c) => {
      const rowIndex = startRow + r;
      const field = PASTE_COLUMNS[firstColumn + c];
      if (r >= room.rows || c >= room.columns || !field) {
        plan.outside.cells += 1;
        return;
      }
      const row = rows[rowIndex];
      const text = raw.trim();
      if (field === 'currencyCode') {
        const code = currencyOf(text, currencies);
        if (!code) {
          plan.refused.push({
            row: rowIndex,
            field,
            message: text
              ? { key: 'goodsPolish.paste.unknownCurrency', args: { value: text } }
              : { key: 'goods.sku.errors.currencyRequired' },
          });
          return;
        }
        plan.cells.push({ key: row.key, field, value: code });
        return;
      }
      if (field === 'image') {
        if (text && !images.includes(text)) {
          plan.refused.push({ row: rowIndex, field, message: { key: 'goodsPolish.paste.imageNotInGallery' } });
          return;
        }
        plan.cells.push({ key: row.key, field, value: text });
        return;
      }
      plan.cells.push({ key: row.key, field, value: text });
    });
  });
  return plan;
}

/** A cell named in the paste's report: refused, or written with a value the matrix refuses. */
export interface PasteIssue {
  /** Row index in the grid (0-based). */
  row: number;
  field: SkuField;
  message: MatrixMessage;
}

/** What the operator is told after a paste. */
export interface PasteReport {
  /** Cells written (or already holding the pasted value). */
  pasted: number;
  /** SKUs those cells belong to. */
  rows: number;
  /** Written cells whose value the matrix's own validation refuses (the messages typing would give). */
  invalid: PasteIssue[];
  refused: PasteIssue[];
  outside: PastePlan['outside'];
  /** Rows of the grid (the outside message names it). */
  totalRows: number;
}

/** The report of a paste, judged by `validateMatrix` over the rows as they are after it. */
export function pasteReport(
  plan: PastePlan,
  rowsAfter: readonly SkuDraft[],
  properties: readonly GoodsProperty[],
): PasteReport {
  const index = new Map(rowsAfter.map((row, i) => [row.key, i]));
  const errors = validateMatrix(properties, rowsAfter).cells;
  const invalid: PasteIssue[] = [];
  for (const { key, field } of plan.cells) {
    const message = errors[key]?.[field];
    if (message) invalid.push({ row: index.get(key) ?? 0, field, message });
  }
  return {
    pasted: plan.cells.length,
    rows: new Set(plan.cells.map((c) => c.key)).size,
    invalid,
    refused: plan.refused,
    outside: plan.outside,
    totalRows: rowsAfter.length,
  };
}
