/**
 * CSV for the list export: a BOM so spreadsheet apps read Chinese as UTF-8, RFC 4180 quoting,
 * and cells starting with = + - @ prefixed with ' so they are never run as formulas.
 */
export function toCsv(headers: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const cell = (value: unknown): string => {
    let text = value === undefined || value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return '\ufeff' + [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}
