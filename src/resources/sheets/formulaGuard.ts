/**
 * The one formula-injection guard of every file the console writes (CSV and .xlsx,
 * docs/decisions/200-spreadsheets.md): a text cell a spreadsheet could run as a formula gets a
 * leading apostrophe, so Excel, LibreOffice and WPS show it as text. Numbers are never texts here:
 * a real negative number stays a number (written as a number cell, or a bare number in CSV).
 *
 * Dangerous: a text starting with = + - @, a tab, CR or LF, also after leading spaces (some
 * readers trim them), and a text holding `;=` or `,=` (a reader splitting on that separator
 * would start a new cell with a formula). A text that starts with an apostrophe in front of such
 * a text gets one more, so `unguardFormula` undoes the guard exactly (the import side reads an
 * exported sheet back unchanged).
 */
const STARTS_LIKE_FORMULA = /^\s*[=+\-@]|^[\t\r\n]/;
const SEPARATOR_THEN_FORMULA = /[;,]\s*=/;

const dangerous = (text: string): boolean => STARTS_LIKE_FORMULA.test(text) || SEPARATOR_THEN_FORMULA.test(text);

/** Whether `text` is written with the guard's apostrophe. */
export function needsFormulaGuard(text: string): boolean {
  return dangerous(text) || (text.startsWith("'") && needsFormulaGuard(text.slice(1)));
}

/** The text as written to a cell: with a leading apostrophe when a spreadsheet could run it. */
export function guardFormula(text: string): string {
  return needsFormulaGuard(text) ? `'${text}` : text;
}

/** The text the guard was given, from a cell it wrote (other texts unchanged). */
export function unguardFormula(text: string): string {
  return text.startsWith("'") && needsFormulaGuard(text.slice(1)) ? text.slice(1) : text;
}

/** A cell's value as written: texts guarded, numbers (negative ones too), dates and booleans as they are. */
export function guardCell<T>(value: T): T | string {
  return typeof value === 'string' ? guardFormula(value) : value;
}
