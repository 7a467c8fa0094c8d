import type { SheetCell } from './sheetTypes';

/**
 * What operators' sheets hold and the form would not accept as is: stray spaces (also no-break and
 * zero-width ones), full-width digits and letters typed with a Chinese IME, numbers stored as text
 * (with thousands separators), Excel date serials and dates typed in Chinese. Pure functions, run
 * in the import worker.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const ODD_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

/** Trimmed text with no-break, ideographic and zero-width spaces read as spaces (or nothing). */
export function cleanText(value: string): string {
  return value.replace(ZERO_WIDTH, '').replace(ODD_SPACES, ' ').trim();
}

/** Full-width ASCII (Ａ１．－＠) as ASCII; the ideographic space as a space. */
export function toHalfWidth(value: string): string {
  return value.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** A cell as text: numbers without exponent or float noise, booleans as TRUE / FALSE. */
export function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cleanText(cell);
}

/** 13800138000 stays 13800138000 (not 1.38E+10); 0.1 + 0.2 reads 0.3. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(15));
  if (Number.isInteger(rounded) && Math.abs(rounded) < 1e21) return BigInt(rounded).toString();
  return String(rounded);
}

export const isBlank = (cell: SheetCell): boolean => cell === null || (typeof cell === 'string' && cleanText(cell) === '');

/**
 * A number from a cell: numbers as they are; text with full-width digits, spaces, thousands
 * separators (1,234.50), a leading + or a trailing full stop of the IME read as a number. `null`
 * when it is not one.
 */
export function readNumber(cell: SheetCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Number(cell.toPrecision(15)) : null;
  if (typeof cell !== 'string') return null;
  let text = toHalfWidth(cleanText(cell)).replace(/\s+/g, '').replace(/。$/, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Excel's day 0 is 1899-12-30 (with the 1900 leap-year bug folded in for serials after February 1900). */
export function serialToDateTime(serial: number): { date: string; time: string } | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return null;
  const days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86400);
  let whole = days;
  if (seconds >= 86400) {
    whole += 1;
    seconds -= 86400;
  }
  const epoch = Date.UTC(1899, 11, 30);
  const d = new Date(epoch + whole * 86400000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return { date, time };
}

const validDate = (y: number, m: number, d: number) => {
  if (m < 1 || m > 12 || d < 1) return false;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last;
};

/**
 * A date (and time) from a cell: an Excel serial, `2024-1-5`, `2024/01/05`, `2024.1.5`,
 * `2024年1月5日`, with an optional `9:05` or `09:05:30` after it. `null` when it is none.
 */
export function readDateTime(cell: SheetCell): { date: string; time?: string } | null {
  if (typeof cell === 'number') {
    const parts = serialToDateTime(cell);
    return parts ? { date: parts.date, time: parts.time } : null;
  }
  if (typeof cell !== 'string') return null;
  const text = toHalfWidth(cleanText(cell)).replace(/\s+/g, ' ');
  if (/^\d+(\.\d+)?$/.test(text) && !/^\d{8}$/.test(text)) {
    const parts = serialToDateTime(Number(text));
    return parts ? { date: parts.date, time: parts.time } : null;
  }
  const match =
    /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2})[:：时](\d{1,2})(?:[:：分](\d{1,2})秒?)?)?$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!validDate(y, m, d)) return null;
  const date = `${y}-${pad(m)}-${pad(d)}`;
  if (match[4] === undefined) return { date };
  const [hh, mm, ss] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) return null;
  return { date, time: `${pad(hh)}:${pad(mm)}:${pad(ss)}` };
}

/** Items of a list cell: separated by line breaks, 、 , ， ; ； (and spaces when `spaces`). */
export function splitList(text: string, spaces = false): string[] {
  const separators = spaces ? /[\r\n、,，;；\s]+/ : /[\r\n、,，;；]+/;
  return text
    .split(separators)
    .map((part) => cleanText(part))
    .filter(Boolean);
}

/** A name compared loosely: case, widths and spaces do not matter. */
export function looseKey(text: string): string {
  return toHalfWidth(cleanText(text)).replace(/\s+/g, '').toLowerCase();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rich text from a cell: HTML (starting with a tag) as it is; plain text as paragraphs, one per line. */
export function toHtml(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (/^<[a-z!]/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const VIDEO = /\.(mp4|m4v|mov|webm|ogv|avi|mkv|m3u8|flv|wmv)(\?|#|$)/i;

/** Whether an address names a video (by its extension). */
export const isVideoUrl = (url: string): boolean => VIDEO.test(url);
