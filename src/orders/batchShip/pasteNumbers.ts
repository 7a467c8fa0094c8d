/**
 * What an operator pastes into the 批量发货 table: a column of waybill numbers copied from Excel
 * (one a line), or two columns 订单号 ⇥ 运单号 (matched by order number, in any row order).
 * Cells are cleaned the way a sheet's cells are: full-width letters and digits become ASCII
 * (NFKC) and spaces go; a waybill number has none.
 */
export function cleanNumber(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

export type Pasted =
  /** One value: let the input take it as typed. */
  | { kind: 'single' }
  /** A column of numbers, filled into the rows from the pasted one on, in order. */
  | { kind: 'column'; values: string[] }
  /** Order number → waybill number, for rows whose order number appears in the paste. */
  | { kind: 'byOrder'; values: Map<string, string> };

/** Reads a paste; `orderNos` are the table's order numbers (to recognise an 订单号 column). */
export function parsePaste(text: string, orderNos: readonly string[]): Pasted {
  const lines = text.split(/\r\n|\r|\n/);
  // Excel ends a copied range with a line break; blank lines at the end are not rows.
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length <= 1 && !(lines[0] ?? '').includes('\t')) return { kind: 'single' };
  const rows = lines.map((line) => line.split('\t').map(cleanNumber));
  const known = new Set(orderNos.map((n) => cleanNumber(n).toUpperCase()));
  const orderColumn = rows.some((cells) => cells.length > 1) ? firstColumnMatching(rows, known) : -1;
  if (orderColumn >= 0) {
    const values = new Map<string, string>();
    for (const cells of rows) {
      const orderNo = cells[orderColumn]?.toUpperCase();
      const number = lastFilled(cells.filter((_cell, index) => index !== orderColumn));
      if (orderNo && known.has(orderNo) && number) values.set(orderNo, number);
    }
    return { kind: 'byOrder', values };
  }
  // One column (or several without order numbers, e.g. 物流公司 ⇥ 运单号): the last filled cell
  // of each line; a blank line stays a blank row, so the numbers keep lining up with the rows.
  return { kind: 'column', values: rows.map(lastFilled) };
}

const lastFilled = (cells: readonly string[]): string => [...cells].reverse().find((cell) => cell !== '') ?? '';

/** The column holding order numbers of the table, or -1. */
function firstColumnMatching(rows: readonly string[][], known: ReadonlySet<string>): number {
  const width = Math.max(...rows.map((cells) => cells.length));
  for (let column = 0; column < width; column += 1) {
    if (rows.some((cells) => known.has((cells[column] ?? '').toUpperCase()))) return column;
  }
  return -1;
}

/**
 * Rows (by index) whose number appears on another row too, with the other rows' positions.
 * Compared as the server stores them (upper case); empty numbers are no duplicates.
 */
export function duplicateRows(numbers: readonly string[]): Map<number, number[]> {
  const byNumber = new Map<string, number[]>();
  numbers.forEach((number, index) => {
    const key = cleanNumber(number).toUpperCase();
    if (!key) return;
    byNumber.set(key, [...(byNumber.get(key) ?? []), index]);
  });
  const duplicates = new Map<number, number[]>();
  for (const indexes of byNumber.values()) {
    if (indexes.length < 2) continue;
    for (const index of indexes)
      duplicates.set(
        index,
        indexes.filter((other) => other !== index),
      );
  }
  return duplicates;
}
